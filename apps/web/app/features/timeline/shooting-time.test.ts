import { describe, expect, it } from 'vitest';
import { shootingTimeLabel } from './shooting-time';

describe('shootingTimeLabel', () => {
  it('shows the Tokyo date as YYYY/MM/DD with its weekday and the time, whatever the device zone', () => {
    expect(shootingTimeLabel('2026-11-19T15:30:00.000Z')).toBe('2026/11/20（金）00:30');
  });
});
