// How the console's tests drive the admin CLI.

import { runAdmin } from '../../apps/server/src/cli/admin.ts';
import { testPassword } from './fixtures.ts';
import type { TestServer } from './test-server.ts';

/** Runs `npm run admin -- ARGS` against `server`, signed in as `email`: its exit code and lines. */
export async function runAdminAs(server: TestServer, email: string, args: string[]) {
  const lines: string[] = [];
  const env = { ADMIN_URL: server.url, ADMIN_EMAIL: email, ADMIN_PASSWORD: testPassword };
  const code = await runAdmin(args, env, (line) => lines.push(line));
  return { code, lines };
}
