import { createTestDatabase } from '@hibi/db/testing';
import { afterAll, beforeAll } from 'vitest';

export type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;

/**
 * A fresh migrated database for the test file (or the describe block it is called in), opened
 * before its tests and dropped after them; read its `handle` inside tests.
 */
export function useTestDatabase(): TestDatabase {
  const database = {} as TestDatabase;
  beforeAll(async () => {
    Object.assign(database, await createTestDatabase());
  });
  afterAll(() => database.drop());
  return database;
}
