import { describe, expect, it } from 'vitest';
import { withUnsubscribe } from './unsubscribe.ts';
import { unsubscribeTokens } from './unsubscribe-token.ts';

const secret = 's'.repeat(32);
const target = { guardianId: '0b8f3c9e-5d1a-4c55-9a43-1f7f5b1c2d3e', type: 'photo_delivery' as const };
const settings = { PUBLIC_URL: 'https://hibi.example', SESSION_SECRET: secret };

describe('unsubscribe tokens', () => {
  it('carry the guardian and type, versioned, and check out', () => {
    const token = unsubscribeTokens(secret).make(target);
    expect(token).toMatch(/^1\.0b8f3c9e-5d1a-4c55-9a43-1f7f5b1c2d3e\.photo_delivery\.[A-Za-z0-9_-]{43}$/);
    expect(unsubscribeTokens(secret).check(token)).toEqual(target);
  });

  it('are refused when altered, signed with another secret or malformed', () => {
    const token = unsubscribeTokens(secret).make(target);
    expect(unsubscribeTokens('t'.repeat(32)).check(token)).toBeNull();
    expect(unsubscribeTokens(secret).check(token.replace('photo_delivery', 'news'))).toBeNull();
    expect(unsubscribeTokens(secret).check(token.replace(/^1\./, '2.'))).toBeNull();
    for (const bad of ['', '1', '1...', `${token}.`, token.slice(0, -1), 'x'.repeat(200)]) {
      expect(unsubscribeTokens(secret).check(bad)).toBeNull();
    }
  });
});

describe('withUnsubscribe', () => {
  it('adds the RFC 8058 headers and a footer line with the same link', () => {
    const message = withUnsubscribe(
      { to: 'parent@example.jp', subject: '今日の写真', text: '本文\n', headers: { 'X-Kind': 'daily' } },
      settings,
      target,
    );
    const url = `https://hibi.example/api/notifications/unsubscribe?token=${unsubscribeTokens(secret).make(target)}`;
    expect(message.headers).toEqual({
      'X-Kind': 'daily',
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(message.text).toBe(
      `本文\n\n「写真お届けのお知らせ」の配信を停止するには、こちらを開いてください:\n${url}\n` +
        '通知の設定はマイページでも変更できます: https://hibi.example/mypage/notifications/\n',
    );
    expect(message.html).toBeUndefined();
  });

  it('adds the link to an HTML part too', () => {
    const message = withUnsubscribe(
      { to: 'a@example.jp', subject: 's', text: 't', html: '<p>本文</p>' },
      settings,
      target,
    );
    expect(message.html).toMatch(
      /^<p>本文<\/p>\n<p [^>]*>「写真お届けのお知らせ」.*<a href="https:\/\/hibi\.example\/api\/notifications\/unsubscribe\?token=1\./,
    );
  });
});
