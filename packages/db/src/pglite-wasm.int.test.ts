import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { pgliteWasm } from './pglite-wasm.ts';

describe('pgliteWasm', () => {
  it('compiles PGlite once a process: every database after the first starts from the same modules', async () => {
    const first = await pgliteWasm();
    expect(await pgliteWasm()).toBe(first);
    expect(Object.prototype.toString.call(first.pgliteWasmModule)).toBe('[object WebAssembly.Module]');
    expect(first.initdbWasmModule).not.toBe(first.pgliteWasmModule);
  });

  it('keeps databases opened from the shared modules apart, each with its own fresh initdb', async () => {
    const [one, two] = await Promise.all([openDatabase(), openDatabase()]);
    await one.db.execute(sql`create table only_here (id int)`);
    const tables = (handle: typeof one) =>
      handle.db.execute<{ name: string }>(
        sql`select table_name as name from information_schema.tables where table_name = 'only_here'`,
      );
    expect((await tables(one)).rows).toEqual([{ name: 'only_here' }]);
    expect((await tables(two)).rows).toEqual([]);
    await Promise.all([one.close(), two.close()]);
  });
});
