// npm run admin -- upload DIR --facility CODE | approve EMAIL
// Talks to a running server over HTTP (ADMIN_URL), signed in as staff (ADMIN_EMAIL / ADMIN_PASSWORD).
import { parseArgs } from 'node:util';
import { AdminCallError, adminClient } from './admin-client.ts';
import { uploadFolder } from './upload-folder.ts';

const usage = `usage:
  npm run admin -- upload DIR --facility CODE
  npm run admin -- approve EMAIL
environment: ADMIN_URL (http://localhost:3000), ADMIN_EMAIL, ADMIN_PASSWORD (the demo operator by default)`;

export async function runAdmin(
  argv: string[],
  env: NodeJS.ProcessEnv,
  log: (line: string) => void,
): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { facility: { type: 'string' } },
  });
  const [command, target] = positionals;
  const client = adminClient(env.ADMIN_URL ?? 'http://localhost:3000', {
    email: env.ADMIN_EMAIL ?? 'operator@hibi.example',
    password: env.ADMIN_PASSWORD ?? 'hibi-demo-pass',
  });
  if (command === 'upload' && target && values.facility) {
    const { files, queued } = await uploadFolder(client, target, values.facility, log);
    log(`${files} files uploaded, ${queued} queued for processing`);
    return 0;
  }
  if (command === 'approve' && target) {
    const { userId } = await client.approve(target);
    log(`approved ${target} (${userId})`);
    return 0;
  }
  log(usage);
  return 2;
}

if (import.meta.main) {
  runAdmin(process.argv.slice(2), process.env, (line) => console.log(line))
    .then((code) => process.exit(code))
    .catch((error: unknown) => {
      if (error instanceof AdminCallError) console.error(error.message);
      else if (error instanceof TypeError && error.message === 'fetch failed') {
        console.error(
          `サーバーに接続できません (${process.env.ADMIN_URL ?? 'http://localhost:3000'})。npm start で起動しているか確認してください。`,
        );
      } else console.error(error);
      process.exit(1);
    });
}
