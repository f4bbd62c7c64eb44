import { sessionCookies } from './session-cookies.ts';
import { refreshTokenSeconds } from './token-families.ts';

// The console's own cookies, apart from the guardians' (guardian-cookies.ts): a different name and
// path, so a guardian's refresh token never reaches the admin calls, nor a staff one the app's.
// adminSignedIn is a readable hint that a refresh may succeed, so a signed-out console skips asking.
const cookies = sessionCookies('adminRefreshToken', '/api/admin', [
  { name: 'adminSignedIn', value: () => 'true', maxAge: refreshTokenSeconds },
]);

export const setStaffCookies = cookies.set;
export const clearStaffCookies = cookies.clear;
export const readStaffRefreshCookie = cookies.read;
