import { randomUUID } from 'node:crypto';
import type { NotificationPreferenceItem, NotificationType } from '@hibi/contract';
import { describe, expect, it } from 'vitest';
import { createGuardian, jsonOf, loginAs } from '#tests/support/fixtures.ts';
import type { TestServer } from '#tests/support/test-server.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';
import { unsubscribeUrl } from '../../mail/unsubscribe.ts';

let server: TestServer;
let facilityId: string;
useTestServer((started) => ({ server, facilityId } = started));

/** A guardian and the unsubscribe link their `type` mails would carry, pointed at the test server. */
async function linkFor(type: NotificationType, accountType: 'trial' | 'premium' = 'premium') {
  const { guardian } = await createGuardian(server.database.db, {
    facilityId,
    subscriptionType: accountType,
  });
  const url = new URL(unsubscribeUrl(server.context.settings, { guardianId: guardian.id, type }));
  return {
    guardian,
    link: `${server.url}${url.pathname}${url.search}`,
    token: url.searchParams.get('token') ?? '',
  };
}

async function optoutOf(email: string, type: NotificationType) {
  const { headers } = await loginAs(server.url, email);
  const items = (await (
    await fetch(`${server.url}/api/users/notifications`, { headers })
  ).json()) as NotificationPreferenceItem[];
  return items.find((item) => item.type === type)?.optout;
}

const oneClick = (link: string, headers: Record<string, string> = {}) =>
  fetch(link, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: 'List-Unsubscribe=One-Click',
  });

describe('GET /api/notifications/unsubscribe', () => {
  it('shows the state signed out and changes nothing', async () => {
    const { guardian, link } = await linkFor('photo_delivery');
    const response = await fetch(link);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ type: 'photo_delivery', optout: false });
    expect(await optoutOf(guardian.email, 'photo_delivery')).toBe(false);
  });

  it('shows a browser a page whose button opts out, styled under the CSP nonce', async () => {
    const { guardian, link, token } = await linkFor('news');
    const response = await fetch(link, { headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain('「ひびフォトからのお知らせ」のメール配信を停止します');
    expect(html).toContain(
      `<form method="post" action="/api/notifications/unsubscribe?token=${encodeURIComponent(token)}">`,
    );
    const nonce = html.match(/<style nonce="([^"]+)">/)?.[1];
    expect(response.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`);
    expect(await optoutOf(guardian.email, 'news')).toBe(false);
  });
});

describe('POST /api/notifications/unsubscribe (RFC 8058 one-click)', () => {
  it('opts out signed out, as a mail app posts it', async () => {
    const { guardian, link } = await linkFor('photo_delivery');
    const response = await oneClick(link);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ type: 'photo_delivery', optout: true });
    expect(await optoutOf(guardian.email, 'photo_delivery')).toBe(true);
    expect(await optoutOf(guardian.email, 'news')).toBe(false);
    expect((await oneClick(link)).status).toBe(200);
  });

  it('accepts a multipart form and an empty POST too', async () => {
    const { guardian, link } = await linkFor('news');
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    expect((await fetch(link, { method: 'POST', body: form })).status).toBe(200);
    expect(await optoutOf(guardian.email, 'news')).toBe(true);
    const other = await linkFor('photo_movie_release');
    expect((await fetch(other.link, { method: 'POST' })).status).toBe(200);
    expect(await optoutOf(other.guardian.email, 'photo_movie_release')).toBe(true);
  });

  it("answers the page's button with a page", async () => {
    const { link } = await linkFor('photo_delivery');
    const response = await oneClick(link, { accept: 'text/html' });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<h1>配信を停止しました</h1>');
  });

  it('lets a guardian without premium stop the paid-only type', async () => {
    const { guardian, link } = await linkFor('photo_movie_release', 'trial');
    expect((await oneClick(link)).status).toBe(200);
    expect(await optoutOf(guardian.email, 'photo_movie_release')).toBe(true);
  });
});

describe('a link that is not genuine', () => {
  it('is refused with 400 in Japanese and changes nothing', async () => {
    const { guardian, token } = await linkFor('photo_delivery');
    const other = await linkFor('news');
    const [version, guardianId, type, signature] = token.split('.');
    const flipped = `${signature?.slice(0, -1)}${signature?.endsWith('A') ? 'B' : 'A'}`;
    const tampered = [
      [version, guardianId, 'news', signature].join('.'),
      [version, other.guardian.id, type, signature].join('.'),
      [version, guardianId, type, flipped].join('.'),
      ['2', guardianId, type, signature].join('.'),
      [version, guardianId, type].join('.'),
      `${token}.extra`,
      'not-a-token',
    ];
    for (const bad of tampered) {
      const query = `token=${encodeURIComponent(bad)}`;
      const response = await oneClick(`${server.url}/api/notifications/unsubscribe?${query}`);
      expect(response.status, bad).toBe(400);
      expect(await response.json()).toEqual({
        statusCode: 400,
        message: 'この配信停止リンクは無効です。メールに記載されたURLをそのままお使いください。',
      });
    }
    expect(await optoutOf(guardian.email, 'news')).toBe(false);
    expect(await optoutOf(other.guardian.email, 'photo_delivery')).toBe(false);
  });

  it('shows a browser a Japanese page, and refuses a missing or oversized token', async () => {
    const page = await fetch(`${server.url}/api/notifications/unsubscribe?token=forged`, {
      headers: { accept: 'text/html' },
    });
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('<h1>リンクが無効です</h1>');
    for (const query of ['', '?token=', `?token=${'a'.repeat(500)}`]) {
      const response = await fetch(`${server.url}/api/notifications/unsubscribe${query}`, { method: 'POST' });
      expect(response.status).toBe(400);
      expect((await jsonOf(response)).message).toMatch(/[ぁ-ん]/);
    }
  });

  it('answers 404 for an account that no longer exists', async () => {
    const url = new URL(unsubscribeUrl(server.context.settings, { guardianId: randomUUID(), type: 'news' }));
    const response = await oneClick(`${server.url}${url.pathname}${url.search}`);
    expect(response.status).toBe(404);
    expect((await jsonOf(response)).message).toBe('アカウントが見つかりませんでした。');
  });
});
