import type { AdminFacility } from '@hibi/contract';
import type { StaffAccount } from '@hibi/db';
import type { AppContext } from '../../../context.ts';
import { auditLogRepository } from '../../../repositories/audit-log.repository.ts';
import { adminFacilityRepository } from './admin-facility.repository.ts';
import { assertCodeFree, type FacilityInput, saveClasses } from './facility-classes.ts';
import { readFacility } from './read-facility.service.ts';

/** Registers a facility with its classes (operators; a code in use: 409), in the audit log. */
export async function createFacility(
  context: AppContext,
  staff: StaffAccount,
  input: FacilityInput,
): Promise<AdminFacility> {
  const { classes, ...values } = input;
  const id = await context.database.db.transaction(async (tx) => {
    const repository = adminFacilityRepository(tx);
    await assertCodeFree(repository, values.code);
    const created = await repository.insert(values);
    await saveClasses(repository, created.id, classes);
    await auditLogRepository(tx).byStaff(staff.id, 'facility.create', ['facility', created.id], {
      name: values.name,
      code: values.code,
    });
    return created.id;
  });
  return (await readFacility(context, staff, id)).facility;
}
