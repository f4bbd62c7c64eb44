/**
 * How a device is listed on マイページ's 通知設定, from the user agent it subscribed with: enough for
 * a family to tell its phones apart (「iPhone」「Android」「パソコン」), nothing more of it is kept.
 */
export function deviceLabel(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  if (/iPad|Macintosh.*Mobile/.test(ua)) return 'iPad';
  if (/iPhone|iPod/.test(ua)) return 'iPhone';
  if (/Android/.test(ua)) return /Mobile/.test(ua) ? 'Android' : 'Androidタブレット';
  if (/Windows|Macintosh|Linux|CrOS/.test(ua)) return 'パソコン';
  return 'その他の端末';
}
