import type { MediaExport } from '@hibi/contract';
import { forgetsOn } from '@hibi/domain';
import type { AppContext } from '../../context.ts';
import { familyRepository } from '../../repositories/family.repository.ts';
import { EXPORT_LINK_MINUTES, exportLinkSigner } from './export-links.ts';
import { mediaExportRepository } from './media-export.repository.ts';

/**
 * マイページ's export list (decision 0078): each approved child of the guardian's family, when it
 * leaves, and per Tokyo month the photos and videos the family sees, each month with a signed link.
 */
export async function readMediaExport(context: AppContext, guardianId: string): Promise<MediaExport> {
  const { db } = context.database;
  const exports = mediaExportRepository(db);
  const links = exportLinkSigner(context.settings.MEDIA_SIGNING_SECRET);
  const expiresAt = new Date(context.now().getTime() + EXPORT_LINK_MINUTES * 60_000);
  const approved = (await familyRepository(db).listChildren(guardianId)).filter((child) => child.approvedAt);
  const children = [];
  for (const child of approved) {
    const months = await exports.months({ childId: child.id, guardianId });
    children.push({
      childId: child.id,
      name: child.nickname?.trim() || child.firstName,
      leaving:
        child.leavesOn && child.leavingReason
          ? {
              leavesOn: child.leavesOn,
              leavingReason: child.leavingReason,
              forgetsOn: forgetsOn(child.leavesOn),
            }
          : null,
      months: months.map((row) => ({
        ...row,
        url: links.url({ guardianId, childId: child.id, month: row.month }, expiresAt),
      })),
    });
  }
  return { expiresAt: expiresAt.toISOString(), children };
}
