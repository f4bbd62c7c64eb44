import { migratePgliteTemplate, PGLITE_TEMPLATE_VARIABLE } from '@hibi/db/testing';

/**
 * Vitest global setup of the PGlite projects (TEST_ALSO_ON_PGLITE, vitest.config.ts): a migrated
 * PGlite's dump for their files to start from, beside the PostgreSQL template of the others.
 */
export default async function setup() {
  if (process.env[PGLITE_TEMPLATE_VARIABLE]) return;
  const template = await migratePgliteTemplate();
  process.env[PGLITE_TEMPLATE_VARIABLE] = template.file;
  return async () => {
    await template.drop();
    delete process.env[PGLITE_TEMPLATE_VARIABLE];
  };
}
