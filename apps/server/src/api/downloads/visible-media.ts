import { childAccess } from '../../children/child-access.ts';
import type { AppContext } from '../../context.ts';
import { downloadRepository } from '../../repositories/download.repository.ts';

/** The given media, each once, that this guardian's family may see of the child. */
export async function visibleMediaOf(
  context: AppContext,
  guardianId: string,
  childId: string,
  mediaIds: string[],
) {
  const access = await childAccess(context)(guardianId, childId);
  return downloadRepository(context.database.db).visibleMedia(access, [...new Set(mediaIds)]);
}
