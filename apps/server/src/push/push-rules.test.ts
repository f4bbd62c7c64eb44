import { describe, expect, it } from 'vitest';
import { deviceLabel } from './device-label.ts';
import { isAllowedPushEndpoint } from './push-endpoint.ts';
import { dailyPhotosPush, movieReleasePush, planPushes, siblingApprovedPush } from './push-messages.ts';

const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

describe('what a push says', () => {
  it('names a child by nickname, else given name, never the family name, and opens the right screen', () => {
    const movie = movieReleasePush({
      child: { firstName: 'たろう', nickname: 'たっくん' },
      childId: 'c1',
      collectionId: 'm1',
    });
    expect(movie).toMatchObject({ url: '/photomovie/m1/?child=c1', tag: 'movie-m1' });
    expect(movie.body).toBe('たっくんさんの今週のフォトムービーができあがりました。');
    const sibling = siblingApprovedPush({ child: { firstName: 'はなこ', nickname: ' ' }, childId: 'c2' });
    expect(sibling.body).toMatch(/^はなこさんの写真も/);
    expect(sibling.url).toBe('/timeline/?child=c2');
  });

  it('has a title, a body and a path of the app in every message', () => {
    const messages = [
      dailyPhotosPush({ count: 3, date: '2026-05-01' }),
      ...Object.values(planPushes).map((make) => make()),
    ];
    for (const message of messages) {
      expect(message.title.length).toBeGreaterThan(0);
      expect(message.body.length).toBeGreaterThan(0);
      expect(message.url).toMatch(/^\/(timeline|mypage\/plan)\//);
    }
    expect(dailyPhotosPush({ count: 3, date: '2026-05-01' }).body).toContain('3件');
  });
});

describe('which endpoints the server posts to', () => {
  it('takes only the browsers’ push services over https in production', () => {
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com/fcm/send/abc', true)).toBe(true);
    expect(isAllowedPushEndpoint('https://web.push.apple.com/QAbc', true)).toBe(true);
    expect(isAllowedPushEndpoint('https://updates.push.services.mozilla.com/wpush/v2/x', true)).toBe(true);
    expect(isAllowedPushEndpoint('https://wns2-par02p.notify.windows.com/w/?token=x', true)).toBe(true);
    expect(isAllowedPushEndpoint('http://fcm.googleapis.com/fcm/send/abc', true)).toBe(false);
    expect(isAllowedPushEndpoint('https://169.254.169.254/latest', true)).toBe(false);
    expect(isAllowedPushEndpoint('https://push.apple.com.evil.example/x', true)).toBe(false);
  });

  it('takes a local push service outside production', () => {
    expect(isAllowedPushEndpoint('http://127.0.0.1:8090/notify/abc', false)).toBe(true);
    expect(isAllowedPushEndpoint('ftp://127.0.0.1/x', false)).toBe(false);
  });
});

describe('how a device is listed', () => {
  it('tells phones apart by kind only', () => {
    expect(deviceLabel(iphone)).toBe('iPhone');
    expect(deviceLabel(android)).toBe('Android');
    expect(deviceLabel('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/124.0')).toBe('パソコン');
    expect(deviceLabel(undefined)).toBe('その他の端末');
  });
});
