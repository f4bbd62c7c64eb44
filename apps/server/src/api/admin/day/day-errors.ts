import { AppError } from '../../../errors/app-error.ts';

/** The day screens' answer for a media they cannot find, or may not tell of (another facility's). */
export const mediaNotFound = () => new AppError('not_found', '指定された写真・動画が見つかりません。');
