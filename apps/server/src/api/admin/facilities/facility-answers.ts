import type { AdminFacility, FacilityGuardian } from '@hibi/contract';
import type { Facility } from '@hibi/db';
import type { adminFacilityRepository } from './admin-facility.repository.ts';

type Repository = ReturnType<typeof adminFacilityRepository>;
type ClassRow = Awaited<ReturnType<Repository['classesOf']>>[number];
type GuardianRow = Awaited<ReturnType<Repository['guardiansWithChildren']>>[number];

const iso = (instant: Date | null) => instant?.toISOString() ?? null;

export function toFacilityAnswer(row: Facility, classes: ClassRow[]): AdminFacility {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    subscriptionUnitPrice: row.subscriptionUnitPrice,
    hasFreeTrial: row.hasFreeTrial,
    freeTrialDays: row.freeTrialDays,
    createdAt: row.createdAt.toISOString(),
    classes: classes
      .filter((entry) => entry.facilityId === row.id)
      .map(({ id, name, position, childCount }) => ({ id, name, position, childCount: Number(childCount) })),
  };
}

/** One guardian per entry with their children at the facility, in the rows' order. */
export function toGuardianAnswers(rows: GuardianRow[]): FacilityGuardian[] {
  const byGuardian = new Map<string, FacilityGuardian>();
  for (const row of rows) {
    let guardian = byGuardian.get(row.guardianId);
    if (!guardian) {
      guardian = {
        guardianId: row.guardianId,
        name: [row.lastName, row.firstName].filter(Boolean).join(' ') || row.email,
        email: row.email,
        status: row.status,
        plan: row.plan,
        approvedAt: iso(row.guardianApprovedAt),
        children: [],
      };
      byGuardian.set(row.guardianId, guardian);
    }
    guardian.children.push({
      childId: row.childId,
      name: `${row.childLastName} ${row.childFirstName}`,
      className: row.className,
      approvedAt: iso(row.childApprovedAt),
    });
  }
  return [...byGuardian.values()];
}
