import type { AdminFacility, FacilityDetailResponse, facilityInputSchema } from '@hibi/contract';
import type { Facility, StaffAccount } from '@hibi/db';
import { classChanges } from '@hibi/domain';
import type { z } from 'zod';
import { assertFacilityAccess, facilityScopeOf } from '../../../auth/require-staff.ts';
import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../errors/app-error.ts';
import { auditLogRepository } from '../../../repositories/audit-log.repository.ts';
import { adminFacilityRepository } from './admin-facility.repository.ts';
import { toFacilityAnswer, toGuardianAnswers } from './facility-answers.ts';

type FacilityInput = z.output<typeof facilityInputSchema>;
type Repository = ReturnType<typeof adminFacilityRepository>;

const codeTaken = 'この施設コードはすでに使われています。別のコードを入力してください。';
const notFound = '施設が見つかりません。';

/** Creating, editing and reading facilities in the console; every read is scoped (facilityScopeOf). */
export function adminFacilityService(context: AppContext) {
  const { db } = context.database;

  async function withClasses(repository: Repository, rows: Facility[]): Promise<AdminFacility[]> {
    const classes = await repository.classesOf(rows.map((row) => row.id));
    return rows.map((row) => toFacilityAnswer(row, classes));
  }

  async function assertCodeFree(repository: Repository, code: string, facilityId?: string) {
    const holder = await repository.findByCode(code);
    if (holder && holder.id !== facilityId) throw new AppError('conflict', codeTaken);
  }

  async function saveClasses(repository: Repository, facilityId: string, wanted: FacilityInput['classes']) {
    const existing = await repository.classesOf([facilityId]);
    const changes = classChanges(existing, wanted);
    if (!changes.ok && changes.reason === 'class-has-children') {
      const names = changes.names.join('、');
      throw new AppError(
        'conflict',
        `${names}には園児が所属しているため削除できません。先に園児のクラスを変更してください。`,
      );
    }
    if (!changes.ok) throw new AppError('invalid_input', 'この施設にないクラスが含まれています。');
    await repository.deleteClasses(facilityId, changes.remove);
    // Swapping two names would break the per-facility unique name midway: park them on the id first.
    for (const row of changes.update) await repository.updateClass(facilityId, row.id, row.id, row.position);
    for (const row of changes.update)
      await repository.updateClass(facilityId, row.id, row.name, row.position);
    for (const row of changes.insert) await repository.insertClass(facilityId, row.name, row.position);
  }

  async function detail(staff: StaffAccount, facilityId: string): Promise<FacilityDetailResponse> {
    assertFacilityAccess(staff, facilityId);
    const repository = adminFacilityRepository(db);
    const row = await repository.findById(facilityId);
    if (!row) throw new AppError('not_found', notFound);
    const [facility] = await withClasses(repository, [row]);
    if (!facility) throw new AppError('not_found', notFound);
    return { facility, guardians: toGuardianAnswers(await repository.guardiansWithChildren(facilityId)) };
  }

  return {
    async list(staff: StaffAccount) {
      const repository = adminFacilityRepository(db);
      return { facilities: await withClasses(repository, await repository.list(facilityScopeOf(staff))) };
    },

    detail,

    async create(staff: StaffAccount, input: FacilityInput): Promise<AdminFacility> {
      const { classes, ...values } = input;
      const id = await db.transaction(async (tx) => {
        const repository = adminFacilityRepository(tx);
        await assertCodeFree(repository, values.code);
        const created = await repository.insert(values);
        await saveClasses(repository, created.id, classes);
        await auditLogRepository(tx).record({
          actorKind: 'staff',
          actorId: staff.id,
          action: 'facility.create',
          targetType: 'facility',
          targetId: created.id,
          detail: { name: values.name, code: values.code },
        });
        return created.id;
      });
      return (await detail(staff, id)).facility;
    },

    async update(staff: StaffAccount, facilityId: string, input: FacilityInput): Promise<AdminFacility> {
      const { classes, ...values } = input;
      await db.transaction(async (tx) => {
        const repository = adminFacilityRepository(tx);
        if (!(await repository.findById(facilityId))) throw new AppError('not_found', notFound);
        await assertCodeFree(repository, values.code, facilityId);
        await repository.update(facilityId, { ...values, updatedAt: context.now() });
        await saveClasses(repository, facilityId, classes);
        await auditLogRepository(tx).record({
          actorKind: 'staff',
          actorId: staff.id,
          action: 'facility.update',
          targetType: 'facility',
          targetId: facilityId,
          detail: { name: values.name, code: values.code, classes: classes.map((row) => row.name) },
        });
      });
      return (await detail(staff, facilityId)).facility;
    },
  };
}
