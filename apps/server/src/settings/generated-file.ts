import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';

/**
 * A JSON file of DATA_DIR (mode 600) made once by `create` and read at every later start, so what
 * it keeps survives a restart without any configuration (the embedded default's secrets and keys).
 */
export async function loadOrCreateFile<T>(
  dataDir: string,
  name: string,
  schema: z.ZodType<T>,
  create: () => T,
): Promise<T> {
  const file = path.join(dataDir, name);
  try {
    return schema.parse(JSON.parse(await readFile(file, 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
      throw new Error(`${file} is unreadable: ${error}`);
  }
  const created = create();
  await mkdir(dataDir, { recursive: true });
  try {
    await writeFile(file, `${JSON.stringify(created, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process (a worker) wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      return loadOrCreateFile(dataDir, name, schema, create);
    throw error;
  }
  return created;
}
