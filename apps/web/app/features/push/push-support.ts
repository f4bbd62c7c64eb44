// Whether this browser can take Web Push, and what stands in the way (decision 0081). Pure, so
// the rules are tested without a phone: readPushEnvironment reads them from the real browser.

export type PushEnvironment = {
  userAgent: string;
  /** navigator.maxTouchPoints: an iPad in desktop mode says "Macintosh" but has touch. */
  maxTouchPoints: number;
  hasServiceWorker: boolean;
  hasPushManager: boolean;
  hasNotification: boolean;
  /** Opened from the home screen: display-mode standalone, or iOS's navigator.standalone. */
  standalone: boolean;
};

/**
 * 'needs-home-screen': an iPhone or iPad in Safari, not added to the home screen. iOS (16.4 and
 * later) lets only the installed app take push, and shows Safari no PushManager at all, so the
 * family is shown how to add it first instead of a button that cannot work.
 */
export type PushSupport = 'supported' | 'needs-home-screen' | 'unsupported';

export function isIos(env: Pick<PushEnvironment, 'userAgent' | 'maxTouchPoints'>): boolean {
  return (
    /iPhone|iPad|iPod/.test(env.userAgent) || (/Macintosh/.test(env.userAgent) && env.maxTouchPoints > 1)
  );
}

export function pushSupport(env: PushEnvironment): PushSupport {
  if (isIos(env) && !env.standalone) return 'needs-home-screen';
  if (env.hasServiceWorker && env.hasPushManager && env.hasNotification) return 'supported';
  return 'unsupported';
}

export function readPushEnvironment(): PushEnvironment {
  const standalone =
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return {
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    hasServiceWorker: 'serviceWorker' in navigator,
    hasPushManager: 'PushManager' in window,
    hasNotification: 'Notification' in window,
    standalone,
  };
}
