import { AppError } from '../../errors/app-error.ts';

/** A valid token whose account has since been deleted: the app signs in again. */
export const accountGone = () => new AppError('unauthenticated', 'ログインが必要です。');
