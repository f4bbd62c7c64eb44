/** Saves bytes made in the page as a download named `name` (a photo, a ZIP, a photo movie). */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL; it can go once the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
