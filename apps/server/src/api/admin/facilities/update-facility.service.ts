import type { AdminFacility } from '@hibi/contract';
import type { StaffAccount } from '@hibi/db';
import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../errors/app-error.ts';
import { auditLogRepository } from '../../../repositories/audit-log.repository.ts';
import { adminFacilityRepository } from './admin-facility.repository.ts';
import { assertCodeFree, type FacilityInput, facilityNotFound, saveClasses } from './facility-classes.ts';
import { readFacility } from './read-facility.service.ts';

/**
 * Changes a facility and its classes (operators): a class with children may not go, another
 * facility's code may not be taken (409). In the audit log.
 */
export async function updateFacility(
  context: AppContext,
  staff: StaffAccount,
  facilityId: string,
  input: FacilityInput,
): Promise<AdminFacility> {
  const { classes, ...values } = input;
  await context.database.db.transaction(async (tx) => {
    const repository = adminFacilityRepository(tx);
    if (!(await repository.findById(facilityId))) throw new AppError('not_found', facilityNotFound);
    await assertCodeFree(repository, values.code, facilityId);
    await repository.update(facilityId, { ...values, updatedAt: context.now() });
    await saveClasses(repository, facilityId, classes);
    await auditLogRepository(tx).byStaff(staff.id, 'facility.update', ['facility', facilityId], {
      name: values.name,
      code: values.code,
      classes: classes.map((row) => row.name),
    });
  });
  return (await readFacility(context, staff, facilityId)).facility;
}
