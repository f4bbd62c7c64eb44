import { guardianStatus } from '@hibi/db';
import { describe, expect, it } from 'vitest';
import {
  alreadyRegistered,
  type SignupStep,
  signupStepRefusal,
  signupStepTransition,
} from './signup-status.ts';

// Every status the schema knows, in its order (DESIGN.md §3).
const statuses = guardianStatus.enumValues;
const allowed = (step: SignupStep) => statuses.filter((status) => signupStepRefusal(step, status) === null);

describe('sign-up steps by account status', () => {
  it('run only in the statuses DESIGN.md §3 gives them', () => {
    expect(allowed('init')).toEqual(['unverified']);
    expect(allowed('auth')).toEqual(['unverified']);
    expect(allowed('request')).toEqual(['verified', 'rejected']);
    expect(allowed('finalize')).toEqual(['verified', 'rejected']);
    expect(allowed('references')).toEqual(['verified', 'requested', 'rejected']);
  });

  it('say why not in Japanese; a registered address gets the specification’s text', () => {
    expect(signupStepRefusal('init', 'approved')).toBe(alreadyRegistered);
    expect(signupStepRefusal('auth', 'verified')).toMatch(/確認済み/);
    expect(signupStepRefusal('finalize', 'requested')).toMatch(/すでに受け付けて/);
    expect(signupStepRefusal('request', 'withdrawn')).toMatch(/退会/);
    for (const status of statuses) expect(signupStepRefusal('request', status) ?? 'ああ').toMatch(/[ぁ-ん]/);
  });

  it('move the status on: auth to verified, finalize to requested (again, after a rejection)', () => {
    expect(signupStepTransition('auth', 'unverified')).toEqual({
      to: 'verified',
      action: 'guardian.verify_email',
    });
    expect(signupStepTransition('finalize', 'verified')?.to).toBe('requested');
    expect(signupStepTransition('finalize', 'rejected')?.to).toBe('requested');
    expect(signupStepTransition('request', 'verified')).toBeNull();
    expect(signupStepTransition('references', 'requested')).toBeNull();
  });
});
