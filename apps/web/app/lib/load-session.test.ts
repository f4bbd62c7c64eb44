import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { loadSession } from './load-session';

const request = new Request('https://hibi.example/mypage/?tab=1');
const signedOut = () => ({ endLocally: vi.fn(), signinUrlFor: (next: string) => `/signin/?next=${next}` });
const failing = (error: unknown) => () => Promise.reject(error);
const thrownBy = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe('loadSession', () => {
  it('gives the session’s owner', async () => {
    await expect(loadSession(request, async () => 'owner', signedOut())).resolves.toBe('owner');
  });

  it('forgets a refused session here and sends it to sign-in with the page to come back to', async () => {
    const out = signedOut();
    const thrown = await thrownBy(loadSession(request, failing(new ApiError(401, null)), out));
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/signin/?next=/mypage/?tab=1');
    expect(out.endLocally).toHaveBeenCalledOnce();
  });

  it('keeps the session on 5xx (the error page) and on a failed network (thrown as it was)', async () => {
    const out = signedOut();
    const serverError = await thrownBy(loadSession(request, failing(new ApiError(503, null)), out));
    expect(serverError).toMatchObject({ init: { status: 503 } });
    const offline = new ApiError(0, null);
    expect(await thrownBy(loadSession(request, failing(offline), out))).toBe(offline);
    const broken = new TypeError('broken answer');
    expect(await thrownBy(loadSession(request, failing(broken), out))).toBe(broken);
    expect(out.endLocally).not.toHaveBeenCalled();
  });
});
