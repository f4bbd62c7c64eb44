import { describe, expect, it } from 'vitest';
import { paymentSchedule, serviceStart } from './payment-schedule';

describe('お支払い時期 on the final confirmation screen', () => {
  it('names the trial end and the first charge the day after it', () => {
    expect(paymentSchedule('2026-12-05', '2026-11-23')).toEqual([
      '無料体験終了日 2026/12/05 の翌日（2026/12/06）に初回決済',
      '以降は毎月6日に自動で決済',
    ]);
  });

  it('charges today without a trial, then monthly on the same day', () => {
    expect(paymentSchedule(null, '2026-11-23')).toEqual([
      'お申し込み日（本日 2026/11/23）に初回決済',
      '以降は毎月23日に自動で決済',
    ]);
  });

  it('says what happens in months without the day', () => {
    expect(paymentSchedule('2027-01-30', '2027-01-10')[1]).toBe(
      '以降は毎月31日に自動で決済（その日がない月は月末）',
    );
    expect(paymentSchedule(null, '2028-02-29')[1]).toBe('以降は毎月29日に自動で決済（その日がない月は月末）');
  });

  it('says the service starts at once either way', () => {
    expect(serviceStart(true)).toMatch(/^お申し込み後すぐ/);
    expect(serviceStart(false)).toMatch(/^お申し込み後すぐ/);
  });
});
