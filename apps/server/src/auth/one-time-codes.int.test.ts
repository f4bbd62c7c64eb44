import { describe, expect, it } from 'vitest';
import { createFacility, createGuardian } from '#tests/support/fixtures.ts';
import { useTestDatabase } from '#tests/support/use-test-database.ts';
import { oneTimeCodeService } from './one-time-codes.ts';

const testDatabase = useTestDatabase();
let clock = new Date('2026-11-22T10:00:00Z');
const codes = () => oneTimeCodeService(testDatabase.handle.db, 's'.repeat(32), () => clock);
const newGuardian = async () =>
  (
    await createGuardian(testDatabase.handle.db, {
      facilityId: (await createFacility(testDatabase.handle.db)).id,
    })
  ).guardian.id;

describe('one-time codes', () => {
  it('are six digits, accepted once', async () => {
    const guardianId = await newGuardian();
    const code = await codes().issue(guardianId, 'signup');
    expect(code).toMatch(/^\d{6}$/);
    expect(await codes().check(guardianId, 'password_reset', code)).toBe('missing');
    expect(await codes().check(guardianId, 'signup', code)).toBe('ok');
    expect(await codes().check(guardianId, 'signup', code)).toBe('missing');
  });

  it('expire after 30 minutes', async () => {
    const guardianId = await newGuardian();
    const code = await codes().issue(guardianId, 'signup');
    clock = new Date(clock.getTime() + 30 * 60 * 1000);
    expect(await codes().check(guardianId, 'signup', code)).toBe('expired');
  });

  it('are voided by the fifth wrong try', async () => {
    const guardianId = await newGuardian();
    const code = await codes().issue(guardianId, 'signup');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) expect(await codes().check(guardianId, 'signup', wrong)).toBe('wrong');
    expect(await codes().check(guardianId, 'signup', wrong)).toBe('locked');
    expect(await codes().check(guardianId, 'signup', code)).toBe('missing');
  });

  it('replace the earlier code when a new one is sent', async () => {
    const guardianId = await newGuardian();
    const first = await codes().issue(guardianId, 'password_reset');
    const second = await codes().issue(guardianId, 'password_reset');
    if (first !== second) expect(await codes().check(guardianId, 'password_reset', first)).toBe('wrong');
    expect(await codes().check(guardianId, 'password_reset', second)).toBe('ok');
  });
});
