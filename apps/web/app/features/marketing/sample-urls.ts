// The sample images, named by their content at build time so browsers keep them a year (decision
// 0065); under 4 KB some would otherwise be written into the JavaScript as data: URLs.
const urls = import.meta.glob<string>('./samples/*.webp', {
  eager: true,
  query: '?url&no-inline',
  import: 'default',
});

/** The served URL of `samples/<file>`; a missing file fails the build's prerender and every test. */
export function sampleUrl(file: string): string {
  const url = urls[`./samples/${file}`];
  if (!url) throw new Error(`samples/${file} is missing: run scripts/make-sample-images.ts`);
  return url;
}
