// npm run admin -- upload DIR --facility CODE | approve EMAIL [--join CHILD_ID | --reason TEXT] | reject EMAIL --reason TEXT | withdraw EMAIL
// | merge CHILD_ID --into CHILD_ID
// | review | jobs | retry JOB_ID | create-operator EMAIL
// Talks to a running server over HTTP (ADMIN_URL), signed in as staff (ADMIN_EMAIL / ADMIN_PASSWORD);
// create-operator alone writes to the database (DATABASE_URL / DATA_DIR), there being nobody to sign in.
import { parseArgs } from 'node:util';
import { AppError } from '../errors/app-error.ts';
import { adminClient } from './admin-client.ts';
import { terminalPasswordPrompt } from './ask-password.ts';
import { createOperatorCommand } from './create-operator.ts';
import { uploadFolder } from './upload-folder.ts';

const usage = `usage:
  npm run admin -- upload DIR --facility CODE
  npm run admin -- approve EMAIL [--reason "…"]  (a reason is required when the child most likely is
                                                  an enrolled child of another family)
  npm run admin -- approve EMAIL --join CHILD_ID  (the same child is enrolled: join its family instead)
  npm run admin -- merge CHILD_ID --into CHILD_ID  (one child enrolled twice becomes one: families,
                                                   references, photos and movies; operators)
  npm run admin -- reject EMAIL --reason "…"  (the guardian is mailed the reason)
  npm run admin -- withdraw EMAIL  (ends the account; deletes the children's faces and deliveries)
  npm run admin -- review          (items families returned, faces given to nobody)
  npm run admin -- jobs            (background jobs that failed after their last retry)
  npm run admin -- retry JOB_ID    (puts a failed job back in its queue)
  npm run admin -- create-operator EMAIL  (the first operator; asks for a password, or prints a new one)
environment: ADMIN_URL (http://localhost:3000), ADMIN_EMAIL, ADMIN_PASSWORD (the demo operator by default)`;

/** Operators read times in Tokyo, where the nurseries are. */
const tokyoTime = (iso: string) => `${new Date(iso).toLocaleString('sv-SE', { timeZone: 'Asia/Tokyo' })} JST`;

export async function runAdmin(
  argv: string[],
  env: NodeJS.ProcessEnv,
  log: (line: string) => void,
  askPassword: (() => Promise<string>) | null = null,
): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      facility: { type: 'string' },
      reason: { type: 'string' },
      join: { type: 'string' },
      into: { type: 'string' },
    },
  });
  const [command, target] = positionals;
  if (command === 'create-operator' && target) return createOperatorCommand(target, env, log, askPassword);
  const client = adminClient(env.ADMIN_URL ?? 'http://localhost:3000', {
    email: env.ADMIN_EMAIL ?? 'operator@hibi.example',
    password: env.ADMIN_PASSWORD ?? 'hibi-demo-pass',
  });
  if (command === 'upload' && target && values.facility) {
    const { files, queued } = await uploadFolder(client, target, values.facility, log);
    log(`${files} files uploaded, ${queued} queued for processing`);
    return 0;
  }
  if (command === 'approve' && target && values.join) {
    const { userId, familyId } = await client.join(target, values.join);
    log(`approved ${target} (${userId}) into the family ${familyId} of child ${values.join}`);
    return 0;
  }
  if (command === 'approve' && target) {
    const { userId } = await client.approve(target, values.reason);
    log(
      `approved ${target} (${userId})${values.reason ? ' as a different child, with the reason kept' : ''}`,
    );
    return 0;
  }
  if (command === 'merge' && target && values.into) {
    const { familyId, movedDeliveries, movedReferences } = await client.merge(target, values.into);
    log(
      `merged child ${target} into ${values.into} (family ${familyId}): ${movedDeliveries} photos and ${movedReferences} reference photos moved; matching again`,
    );
    return 0;
  }
  if (command === 'reject' && target && values.reason) {
    const { userId } = await client.reject(target, values.reason);
    log(`rejected ${target} (${userId})`);
    return 0;
  }
  if (command === 'withdraw' && target) {
    const { userId, children } = await client.withdraw(target);
    log(`withdrew ${target} (${userId}); deleting the data of ${children} child(ren)`);
    return 0;
  }
  if (command === 'review') {
    const { returned, undecided } = await client.review();
    const score = (value: number | null) => (value === null ? '-' : value.toFixed(3));
    log(`returned by families: ${returned.length}`);
    for (const item of returned)
      log(
        `  ${tokyoTime(item.returnedAt)}  ${item.childName}  media ${item.mediaId}  similarity ${score(item.similarity)}`,
      );
    log(`faces given to nobody: ${undecided.length}`);
    for (const face of undecided)
      log(
        `  ${tokyoTime(face.decidedAt)}  media ${face.mediaId}  closest child ${face.childId ?? '-'}  similarity ${score(face.similarity)}`,
      );
    return 0;
  }
  if (command === 'jobs') {
    const { jobs } = await client.failedJobs();
    for (const job of jobs) {
      // One line per job, so the listing can be grepped, even for an error message of several lines.
      const error = job.error.replace(/\s+/g, ' ');
      log(`${tokyoTime(job.failedAt)}  ${job.name}  ${job.id}  ${error}`);
    }
    if (jobs.length === 0) log('no failed jobs');
    return 0;
  }
  if (command === 'retry' && target) {
    await client.retryJob(target);
    log(`retried ${target}`);
    return 0;
  }
  log(usage);
  return 2;
}

if (import.meta.main) {
  const ask = terminalPasswordPrompt('パスワード（8文字以上、英字と数字を含む）: ');
  runAdmin(process.argv.slice(2), process.env, (line) => console.log(line), ask)
    .then((code) => process.exit(code))
    .catch((error: unknown) => {
      if (error instanceof AppError) console.error(error.message);
      else if (error instanceof TypeError && error.message === 'fetch failed') {
        console.error(
          `サーバーに接続できません (${process.env.ADMIN_URL ?? 'http://localhost:3000'})。npm start で起動しているか確認してください。`,
        );
      } else console.error(error);
      process.exit(1);
    });
}
