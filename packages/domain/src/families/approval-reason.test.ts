import { describe, expect, it } from 'vitest';
import { approvalReasonProblem } from './approval-reason.ts';

describe('approvalReasonProblem', () => {
  it('needs no reason when the request names no enrolled child', () => {
    expect(approvalReasonProblem(false, undefined)).toBeNull();
  });
  it('refuses a likely same child without a written reason, blank included', () => {
    expect(approvalReasonProblem(true, undefined)).toContain('理由を入力してください');
    expect(approvalReasonProblem(true, '   ')).toContain('理由を入力してください');
  });
  it('lets it go with a reason', () => {
    expect(approvalReasonProblem(true, '双子のきょうだいで、別のお子さまです')).toBeNull();
  });
});
