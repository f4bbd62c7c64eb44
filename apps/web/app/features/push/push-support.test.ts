import { describe, expect, it } from 'vitest';
import { type PushEnvironment, pushSupport } from './push-support';

const iphoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ipadDesktop =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

const browser = (overrides: Partial<PushEnvironment>): PushEnvironment => ({
  userAgent: android,
  maxTouchPoints: 5,
  hasServiceWorker: true,
  hasPushManager: true,
  hasNotification: true,
  standalone: false,
  ...overrides,
});

describe('whether this browser can take push', () => {
  it('asks an iPhone or iPad in Safari to add the app to the home screen first', () => {
    const safari = { userAgent: iphoneSafari, hasPushManager: false, hasNotification: false };
    expect(pushSupport(browser(safari))).toBe('needs-home-screen');
    // iOS 16.4+ Safari may show PushManager, yet only the installed app gets pushes.
    expect(pushSupport(browser({ userAgent: iphoneSafari }))).toBe('needs-home-screen');
    expect(pushSupport(browser({ userAgent: ipadDesktop, maxTouchPoints: 5 }))).toBe('needs-home-screen');
  });

  it('offers push in the home-screen app and in browsers with PushManager', () => {
    expect(pushSupport(browser({ userAgent: iphoneSafari, standalone: true }))).toBe('supported');
    expect(pushSupport(browser({}))).toBe('supported');
    // A Mac without touch is a desktop Safari, which has push of its own.
    expect(pushSupport(browser({ userAgent: ipadDesktop, maxTouchPoints: 0 }))).toBe('supported');
  });

  it('says it cannot where the browser has no PushManager (an old iOS home-screen app, an old browser)', () => {
    expect(pushSupport(browser({ hasPushManager: false }))).toBe('unsupported');
    expect(pushSupport(browser({ userAgent: iphoneSafari, standalone: true, hasPushManager: false }))).toBe(
      'unsupported',
    );
  });
});
