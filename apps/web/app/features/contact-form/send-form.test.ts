import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_ERROR_FALLBACK, sendForm } from './send-form.ts';

function answer(status: number, body: unknown) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(text, { status })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sendForm (specification §5, §7, §8)', () => {
  it('posts the body as JSON and succeeds on a 2xx answer', async () => {
    answer(200, {});
    expect(await sendForm('/api/contact', { name: '日比' })).toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledWith('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: '{"name":"日比"}',
    });
  });

  it('treats a body with statusCode 400 as a failure even under 200, showing its message', async () => {
    answer(200, { statusCode: 400, message: '件名: 入力してください。' });
    expect(await sendForm('/api/contact', {})).toEqual({ ok: false, message: '件名: 入力してください。' });
  });

  it('shows the server’s message on an error status, the fallback without one', async () => {
    answer(400, { statusCode: 400, message: 'お名前: 入力してください。' });
    expect(await sendForm('/api/contact', {})).toEqual({ ok: false, message: 'お名前: 入力してください。' });
    answer(500, '<html>oops</html>');
    expect(await sendForm('/api/contact', {})).toEqual({ ok: false, message: CONTACT_ERROR_FALLBACK });
    answer(429, { statusCode: 429, message: '' });
    expect(await sendForm('/api/contact', {})).toEqual({ ok: false, message: 'エラーが発生しました' });
  });

  it('falls back when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await sendForm('/api/contact', {})).toEqual({ ok: false, message: CONTACT_ERROR_FALLBACK });
  });
});
