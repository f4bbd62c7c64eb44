import type { PasswordChangeRequest } from '@hibi/contract';
import { passwordApi } from '@hibi/contract/api';
import { apiCall } from '~/features/session/api-client';
import { goTo } from '~/features/session/app-signals';
import { refreshAccessToken } from '~/features/session/refresh-token';
import { endSessionLocally } from '~/features/session/session-end';
import { signinUrlFor } from '~/features/session/transport-rules';
import { ApiError } from '~/lib/api-error';
import { showToast } from '~/lib/toast';

const sessionExpired =
  'ログインの有効期限が切れました。お手数ですが、もう一度ログインしてからパスワードを変更してください。';

function send(body: PasswordChangeRequest) {
  // The screen shows every failure itself, the server's message or §8's fallback (useSubmit).
  return apiCall(
    passwordApi.change,
    { body: { oldPassword: body.oldPassword, newPassword: body.newPassword } },
    { handleFailures: false },
  );
}

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * The password change. The server keeps this session and ends the others. §4 never
 * refreshes for this call, because its 401 once meant a wrong password; here a wrong password is
 * a 400, so a 401 is an access token that ran out while the form was open: renew it once and send
 * again. If the session itself has ended, say so and go to sign-in, which brings the guardian back.
 */
export async function changePassword(body: PasswordChangeRequest): Promise<void> {
  try {
    await send(body);
    return;
  } catch (error) {
    if (!isUnauthorized(error)) throw error;
  }
  if (await refreshAccessToken()) {
    try {
      await send(body);
      return;
    } catch (error) {
      if (!isUnauthorized(error)) throw error;
    }
  }
  endSessionLocally();
  // Said on the sign-in screen it goes to: the form that would say it is gone.
  showToast(sessionExpired, 'error');
  goTo(signinUrlFor('/mypage/password/'), { replace: true });
  throw new ApiError(401, sessionExpired);
}
