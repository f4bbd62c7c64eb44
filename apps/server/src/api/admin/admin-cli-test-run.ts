// Test-only: how the console's tests drive the admin CLI (imported by no production code).
import { testPassword } from '../../../../../tests/support/fixtures.ts';
import type { TestServer } from '../../../../../tests/support/test-server.ts';
import { runAdmin } from '../../cli/admin.ts';

/** Runs `npm run admin -- ARGS` against `server`, signed in as `email`: its exit code and lines. */
export async function runAdminAs(server: TestServer, email: string, args: string[]) {
  const lines: string[] = [];
  const env = { ADMIN_URL: server.url, ADMIN_EMAIL: email, ADMIN_PASSWORD: testPassword };
  const code = await runAdmin(args, env, (line) => lines.push(line));
  return { code, lines };
}
