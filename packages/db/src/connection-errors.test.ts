import { describe, expect, it } from 'vitest';
import { isConnectionError, isReadOnlyStatement, retryWhileUnreachable } from './connection-errors.ts';

const restarting = Object.assign(new Error('terminating connection due to administrator command'), {
  code: '57P01',
});

describe('database connection errors', () => {
  it('recognises a server going away, also when wrapped, and not a query error', () => {
    expect(isConnectionError(restarting)).toBe(true);
    expect(
      isConnectionError(
        new Error('Failed query', { cause: new Error('Connection terminated unexpectedly') }),
      ),
    ).toBe(true);
    expect(isConnectionError(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
  });

  it('runs again while the database restarts, and gives up on other errors at once', async () => {
    let tries = 0;
    const answer = await retryWhileUnreachable(async () => {
      tries += 1;
      if (tries < 3) throw restarting;
      return 'rows';
    });
    expect([answer, tries]).toEqual(['rows', 3]);
    let failed = 0;
    const broken = retryWhileUnreachable(async () => {
      failed += 1;
      throw new Error('syntax error');
    });
    await expect(broken).rejects.toThrow('syntax error');
    expect(failed).toBe(1);
  });

  it('repeats only statements that read', () => {
    expect(isReadOnlyStatement('  SELECT 1')).toBe(true);
    expect(isReadOnlyStatement('with x as (delete from t returning *) select * from x')).toBe(false);
    expect(isReadOnlyStatement('insert into t values (1)')).toBe(false);
  });
});
