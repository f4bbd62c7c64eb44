import { type Executor, normalizeEmail } from '@hibi/db';
import { consentDocuments, documentVersions } from '@hibi/domain';
import { hashPassword } from '../auth/passwords.ts';
import { consentRepository } from '../consents/consent.repository.ts';
import { familyMembershipRepository } from '../repositories/family-membership.repository.ts';
import { demoSeedRepository } from './demo-seed.repository.ts';
import { seedDemoSubscription } from './demo-subscription.ts';

export const demoPassword = 'hibi-demo-pass';
export const demoEmails = {
  premium: 'demo@hibi.example',
  trial: 'trial@hibi.example',
  free: 'free@hibi.example',
  operator: 'operator@hibi.example',
} as const;

const dayMs = 86_400_000;

/**
 * ひなた保育園, its classes, the three demo families and the operator (DESIGN.md §7): premium (paying
 * since its trial ended), trial (approved yesterday) and free (approved long ago, its trial used up,
 * never subscribed: the 7-day view and no photo movies).
 */
export async function seedDemoAccounts(tx: Executor, now: Date, facilityId: string) {
  const passwordHash = await hashPassword(demoPassword);
  const rows = demoSeedRepository(tx);
  const facility = await rows.facility({
    id: facilityId,
    code: 'hinata',
    name: 'ひなた保育園',
    subscriptionUnitPrice: 1480,
    freeTrialDays: 14,
  });
  const [hiyoko, risu, kirin] = await rows.classes(
    ['ひよこ組', 'りす組', 'きりん組'].map((name, position) => ({ facilityId: facility.id, name, position })),
  );

  const approvedLongAgo = new Date(now.getTime() - 90 * dayMs);
  const approvedYesterday = new Date(now.getTime() - dayMs);
  const approvedLastSummer = new Date(now.getTime() - 120 * dayMs);
  const [premium, trial, free] = await rows.guardians([
    {
      email: normalizeEmail(demoEmails.premium),
      passwordHash,
      status: 'approved',
      // Premium through its subscription: leaving in the demo ends in the free plan.
      subscriptionType: 'trial',
      lastName: '日比',
      firstName: '陽子',
      approvedAt: approvedLongAgo,
    },
    {
      email: normalizeEmail(demoEmails.trial),
      passwordHash,
      status: 'approved',
      subscriptionType: 'trial',
      lastName: '山田',
      firstName: '太郎',
      approvedAt: approvedYesterday,
    },
    {
      email: normalizeEmail(demoEmails.free),
      passwordHash,
      status: 'approved',
      subscriptionType: 'free',
      lastName: '佐藤',
      firstName: '美咲',
      approvedAt: approvedLastSummer,
    },
  ]);
  if (!premium || !trial || !free) throw new Error('guardian insert returned nothing');
  // Each demo account is the 保護者 of a family of its own, as sign-up makes it (decision 0036).
  const memberships = familyMembershipRepository(tx);
  const [premiumFamily, trialFamily, freeFamily] = [
    await memberships.createFor(premium.id),
    await memberships.createFor(trial.id),
    await memberships.createFor(free.id),
  ];
  // Each agreed at sign-up to the texts in force (decision 0076), so the demo opens on its photos.
  const current = consentDocuments.map((document) => ({ document, version: documentVersions[document] }));
  for (const guardian of [premium, trial, free])
    await consentRepository(tx).record(guardian.id, current, now);

  const [premiumChild, trialChild, freeChild] = await rows.children([
    {
      guardianId: premium.id,
      familyId: premiumFamily,
      facilityId: facility.id,
      classId: risu?.id,
      lastName: '日比',
      firstName: 'はな',
      nickname: 'はなちゃん',
      birthday: '2022-05-14',
      spendFreeTrial: true,
      approvedAt: approvedLongAgo,
    },
    {
      guardianId: trial.id,
      familyId: trialFamily,
      facilityId: facility.id,
      classId: hiyoko?.id,
      lastName: '山田',
      firstName: 'そら',
      nickname: 'そらくん',
      birthday: '2023-09-02',
      approvedAt: approvedYesterday,
    },
    {
      guardianId: free.id,
      familyId: freeFamily,
      facilityId: facility.id,
      classId: kirin?.id,
      lastName: '佐藤',
      firstName: 'ゆい',
      nickname: 'ゆいちゃん',
      birthday: '2021-07-20',
      spendFreeTrial: true,
      approvedAt: approvedLastSummer,
    },
  ]);
  if (!premiumChild || !trialChild || !freeChild) throw new Error('child insert returned nothing');

  // The premium family subscribed during its trial and has paid every month since.
  await seedDemoSubscription(
    tx,
    {
      guardianId: premium.id,
      email: premium.email,
      approvedAt: approvedLongAgo,
      trialDays: facility.freeTrialDays,
      unitPrice: facility.subscriptionUnitPrice,
    },
    now,
  );
  await rows.staffAccount({
    email: normalizeEmail(demoEmails.operator),
    passwordHash,
    role: 'operator',
    name: '運営 担当',
  });
  return { facility, premiumChild, trialChild, freeChild };
}
