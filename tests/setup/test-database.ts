import {
  migratePgliteTemplate,
  migrateTemplate,
  PGLITE_TEMPLATE_VARIABLE,
  TEMPLATE_VARIABLE,
} from '@hibi/db/testing';

/**
 * Vitest global setup: migrate one template database for the run; each test file's database is
 * then a copy of it (docs/decisions/0019-test-suite-layout-and-speed.md). On PostgreSQL a template
 * database, on PGlite a dump of one in a file.
 */
export default async function setup() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const variable = adminUrl ? TEMPLATE_VARIABLE : PGLITE_TEMPLATE_VARIABLE;
  if (process.env[variable]) return;
  const template = adminUrl ? await migrateTemplate(adminUrl) : await migratePgliteTemplate();
  process.env[variable] = 'name' in template ? template.name : template.file;
  return async () => {
    await template.drop();
    delete process.env[variable];
  };
}
