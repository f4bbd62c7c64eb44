import { describe, expect, it } from 'vitest';
import { forgetSession, isSessionAlive, sessionStandsNow } from './session-liveness.ts';

const counting = (answer: boolean) => {
  const calls = { count: 0 };
  const lookUp = async () => {
    calls.count += 1;
    return answer;
  };
  return { calls, lookUp };
};

describe('isSessionAlive', () => {
  it('asks once for calls arriving together, and keeps the answer', async () => {
    const { calls, lookUp } = counting(true);
    const id = crypto.randomUUID();
    expect(await Promise.all([1, 2, 3].map(() => isSessionAlive(id, lookUp)))).toEqual([true, true, true]);
    expect(await isSessionAlive(id, lookUp)).toBe(true);
    expect(calls.count).toBe(1);
  });

  it('asks again once the session was forgotten (ended in this process)', async () => {
    const id = crypto.randomUUID();
    expect(await isSessionAlive(id, counting(true).lookUp)).toBe(true);
    forgetSession(id);
    expect(await isSessionAlive(id, counting(false).lookUp)).toBe(false);
  });

  it('does not keep a failed look-up', async () => {
    const id = crypto.randomUUID();
    await expect(isSessionAlive(id, () => Promise.reject(new Error('database away')))).rejects.toThrow();
    expect(await isSessionAlive(id, counting(true).lookUp)).toBe(true);
  });

  it('takes a session just issued as standing without asking', async () => {
    const id = crypto.randomUUID();
    sessionStandsNow(id);
    const { calls, lookUp } = counting(false);
    expect(await isSessionAlive(id, lookUp)).toBe(true);
    expect(calls.count).toBe(0);
  });
});
