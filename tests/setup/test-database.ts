import { migrateTemplate, TEMPLATE_VARIABLE } from '@hibi/db/testing';

/**
 * Vitest global setup: on PostgreSQL, migrate one template database for the run; each test file's
 * database is then a copy of it (docs/decisions/0019-test-suite-layout-and-speed.md).
 */
export default async function setup() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl || process.env[TEMPLATE_VARIABLE]) return;
  const template = await migrateTemplate(adminUrl);
  process.env[TEMPLATE_VARIABLE] = template.name;
  return async () => {
    await template.drop();
    delete process.env[TEMPLATE_VARIABLE];
  };
}
