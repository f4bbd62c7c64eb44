/**
 * The browsers' push services (Chrome and most Android browsers: FCM; Firefox: Mozilla's;
 * Safari and the iPhone's home-screen app: Apple's; Edge: Windows'). In production an endpoint
 * elsewhere is refused: the server posts to whatever URL is stored, so any other would let a
 * signed-in family point it at an inner address.
 */
const pushServiceHosts = [
  /^fcm\.googleapis\.com$/,
  /^android\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /^(.+\.)?push\.apple\.com$/,
  /^(.+\.)?notify\.windows\.com$/,
];

/** Whether the server may send to this endpoint; outside production, any http(s) URL (a local push service). */
export function isAllowedPushEndpoint(endpoint: string, production: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (!production) return url.protocol === 'https:' || url.protocol === 'http:';
  return url.protocol === 'https:' && pushServiceHosts.some((host) => host.test(url.hostname));
}
