import type { AdminFacility, facilityInputSchema } from '@hibi/contract';
import type { Facility } from '@hibi/db';
import { classChanges } from '@hibi/domain';
import type { z } from 'zod';
import { AppError } from '../../../errors/app-error.ts';
import type { adminFacilityRepository } from './admin-facility.repository.ts';
import { toFacilityAnswer } from './facility-answers.ts';

// What the facility operations share: a facility's classes, read and written, and its code's check.

export type FacilityInput = z.output<typeof facilityInputSchema>;
type Repository = ReturnType<typeof adminFacilityRepository>;

export const facilityNotFound = '施設が見つかりません。';
const codeTaken = 'この施設コードはすでに使われています。別のコードを入力してください。';

export async function withClasses(repository: Repository, rows: Facility[]): Promise<AdminFacility[]> {
  const classes = await repository.classesOf(rows.map((row) => row.id));
  return rows.map((row) => toFacilityAnswer(row, classes));
}

export async function assertCodeFree(repository: Repository, code: string, facilityId?: string) {
  const holder = await repository.findByCode(code);
  if (holder && holder.id !== facilityId) throw new AppError('conflict', codeTaken);
}

export async function saveClasses(
  repository: Repository,
  facilityId: string,
  wanted: FacilityInput['classes'],
) {
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
  for (const row of changes.update) await repository.updateClass(facilityId, row.id, row.name, row.position);
  for (const row of changes.insert) await repository.insertClass(facilityId, row.name, row.position);
}
