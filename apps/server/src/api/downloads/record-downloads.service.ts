import { retryWhileUnreachable } from '@hibi/db';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { isAppError } from '../../errors/app-error.ts';
import { downloadRepository } from '../../repositories/download.repository.ts';
import { visibleMediaOf } from './visible-media.ts';

/**
 * Records a download of each given media the family may see (specification §7). Answers false,
 * never an error, when nothing could be recorded (§8); another family's child is still a 403.
 */
export async function recordDownloads(
  context: AppContext,
  guardianId: string,
  childId: string,
  mediaIds: string[],
  log: FastifyBaseLogger,
) {
  try {
    const items = await visibleMediaOf(context, guardianId, childId, mediaIds);
    // §8 lets this fail silently, so it is worth a second try over a restart before that.
    const rows = items.map((item) => ({ childId, mediaId: item.mediaId, guardianId }));
    const written = await retryWhileUnreachable(() => downloadRepository(context.database.db).record(rows));
    return written > 0;
  } catch (error) {
    if (isAppError(error)) throw error;
    log.error({ err: error }, 'download history not recorded');
    return false;
  }
}
