import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useServerAndBrowser } from '#tests/support/browser.ts';
import { loginAs, testPassword } from '#tests/support/fixtures.ts';
import { expectPath, signInOnPage } from '#tests/support/guardian-pages.ts';
import { pushClient } from '#tests/support/push-client.ts';
import { type LocalPushService, usePushService } from '#tests/support/push-service.ts';
import { familyWithMedia } from '#tests/support/timeline-family.ts';
import { waitFor } from '#tests/support/wait-for.ts';
import { sendDailyPhotoMails } from '../../apps/server/src/pipeline/daily-mail/daily-photo-mail.ts';

// Decision 0081. Chromium cannot subscribe here: Playwright's contexts are off the record, where
// Chrome has no Push API (it logs so), and its push service (FCM) is out of reach anyway. So the
// page's tap is seen to ask the permission, and the phone's subscription is made at the local push
// service and sent through the API as the page sends its own; what the server then pushed is
// handed to the page's service worker over the DevTools protocol (ServiceWorker.deliverPushMessage).
const suite = useServerAndBrowser({}, { notifications: true });
let push: LocalPushService;
usePushService((started) => (push = started));

const shots = '/tmp/push-shots';
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** Hands `data` to the page's service worker as a push message, over the DevTools protocol. */
async function deliverPush(context: BrowserContext, page: Page, origin: string, data: string) {
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const [registration] = registrations.filter((entry) => !entry.isDeleted);
      if (registration) resolve(registration.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: await registrationId, data });
}

const shownNotifications = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      url: (n.data as { url: string }).url,
    })),
  );

describe('Web Push in the app (Chromium)', () => {
  it('offers push on the second visit with photos, and shows and opens what the server pushed', async () => {
    const family = await familyWithMedia(suite.server, { type: 'premium', days: 1, perDay: 3 });
    const { page, errors, close } = await openPage(suite.browser);
    const context = page.context();
    await context.grantPermissions(['notifications'], { origin: suite.server.url });
    await page.goto(`${suite.server.url}/timeline/`);
    await signInOnPage(page, family.email, testPassword);
    await expectPath(page, '/timeline/');
    await expect.poll(() => page.locator('.media-tile').count()).toBeGreaterThan(0);
    // Not on the first load: the family has only now seen what a notice would bring.
    expect(await page.locator('.push-card').count()).toBe(0);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    await page.reload();
    const card = page.locator('.push-card');
    await expect.poll(() => card.isVisible()).toBe(true);
    expect(await card.textContent()).toContain('今日の写真が届いたら、この端末にお知らせします。');
    await page.screenshot({ path: `${shots}/timeline-opt-in-375.png` });
    await card.getByRole('button', { name: '通知を受け取る' }).click();
    // The browser's permission is asked on the tap (granted here); Chromium then refuses to
    // subscribe (above), which the card says calmly.
    await expect.poll(() => card.getByRole('alert').textContent()).toContain('通知を設定できませんでした');
    expect(await page.evaluate(() => Notification.permission)).toBe('granted');

    const caller = {
      userId: family.guardianId,
      headers: (await loginAs(suite.server.url, family.email)).headers,
    };
    const phone = await pushClient(suite.server.url).subscribeDevice(caller, push);
    const now = new Date();
    const deps = {
      db: suite.server.database.db,
      jobs: suite.server.context.jobs,
      settings: suite.server.context.settings,
    };
    expect(await sendDailyPhotoMails(deps, now)).toBe(1);
    await waitFor(async () => (await push.messages(phone.clientHash)).length > 0, 30_000);
    const [payload] = await push.messages(phone.clientHash);
    expect(payload).toMatchObject({ title: '今日の写真が届きました', url: '/timeline/' });

    await page.goto(`${suite.server.url}/mypage/notifications/`);
    await expect
      .poll(() => page.locator('.push-settings').textContent())
      .toContain('通知を受け取っている端末');
    await page.screenshot({ path: `${shots}/settings-375.png`, fullPage: true });
    await deliverPush(context, page, suite.server.url, JSON.stringify(payload));
    await expect
      .poll(() => shownNotifications(page))
      .toEqual([
        { title: '今日の写真が届きました', body: expect.stringContaining('3件'), url: '/timeline/' },
      ]);

    // A tap: the worker's notificationclick, dispatched in the worker, brings the window to the page.
    const [worker] = context.serviceWorkers();
    await worker?.evaluate(async () => {
      // The worker's own globals (the DOM lib of these tests does not name them).
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        dispatchEvent(event: Event): boolean;
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      };
      const [notification] = await scope.registration.getNotifications();
      if (notification)
        scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
    });
    await expectPath(page, '/timeline/');
    expect(await shownNotifications(page)).toEqual([]);
    expect(errors.filter((error) => !error.includes('Push API in incognito mode'))).toEqual([]);
    await close();
  });

  it('shows an iPhone in Safari how to add the app to the home screen instead of a button', async () => {
    const family = await familyWithMedia(suite.server, { type: 'trial', days: 1, perDay: 1 });
    const { page, errors, close } = await openPage(suite.browser, { userAgent: iphone });
    await page.goto(`${suite.server.url}/mypage/notifications/`);
    await signInOnPage(page, family.email, testPassword);
    await expectPath(page, '/mypage/notifications/');
    const card = page.locator('.push-settings');
    await expect.poll(() => card.textContent()).toContain('ホーム画面に追加');
    expect(await card.textContent()).toContain('共有ボタン');
    expect(await card.getByRole('button', { name: '通知を受け取る' }).count()).toBe(0);
    await page.screenshot({ path: `${shots}/iphone-home-screen-375.png`, fullPage: true });
    expect(errors).toEqual([]);
    await close();
  });
});
