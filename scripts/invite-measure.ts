// `npm run measure:invite`: the time from opening a family invitation link on a phone (375 px) to
// the first photo shown, median of MEASURE_RUNS (default 5), on the production build with the demo.
// Each run: a fresh phone profile opens a new link of demo@hibi.example's family, signs up with an
// address and a password, types the code from the mail the server wrote to its outbox (as soon as
// it is there), and lands on the timeline. Typing is instant, so this is the service's own share
// of the wait; each phase (the page, the sign-up call, the mail, the code, the timeline) is
// reported apart.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '#tests/support/chromium.ts';
import { parseMail } from '#tests/support/outbox.ts';
import { demoPassword } from './lib/demo-sign-in.ts';
import { buildForProduction } from './lib/production-build.ts';
import { type ProductionServer, startProductionServer } from './lib/production-server.ts';

const runs = Math.max(1, Number(process.env.MEASURE_RUNS) || 5);
const phone = { locale: 'ja-JP', viewport: { width: 375, height: 812 }, deviceScaleFactor: 3 };
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function post(server: ProductionServer, route: string, body: unknown, token?: string) {
  const response = await fetch(`${server.url}/api/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, string>;
}

/** A new link of the demo family's (as 家族), made through the API as マイページ makes it. */
async function newInvitation(server: ProductionServer): Promise<string> {
  const { accessToken } = await post(server, 'users/login', {
    email: 'demo@hibi.example',
    password: demoPassword,
  });
  const userId = JSON.parse(Buffer.from(accessToken?.split('.')[1] ?? '', 'base64url').toString()).sub;
  return (
    (await post(server, `users/${userId}/family/invitations`, { role: 'member' }, accessToken)).url ?? ''
  );
}

async function codeMailedTo(server: ProductionServer, address: string): Promise<string> {
  const folder = path.join(server.dataDir, 'mail');
  for (let waited = 0; waited < 30_000; waited += 25) {
    for (const name of await readdir(folder).catch(() => [] as string[])) {
      const mail = parseMail(await readFile(path.join(folder, name), 'utf8'));
      const code = mail.to.includes(address) ? /認証コード: (\d{6})/.exec(mail.text)?.[1] : undefined;
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no code mailed to ${address}`);
}

const phases = ['page shown', 'code asked', 'code mailed', 'signed in', 'first photo'] as const;

/** Opens the link and joins; answers the ms at the end of each phase, from opening the link. */
async function joinAndSee(page: Page, server: ProductionServer, link: string, run: number) {
  const address = `grandma${run}-${Date.now()}@hibi.example`;
  const started = performance.now();
  const marks: number[] = [];
  const mark = () => marks.push(performance.now() - started);
  await page.goto(link);
  // The button works once the page has hydrated.
  await page.locator('button[type=submit]:not([disabled])').waitFor();
  mark();
  await page.getByLabel('メールアドレス').fill(address);
  await page.getByLabel('パスワード').fill('hibi-family-7');
  await page.getByLabel('利用規約').check();
  await page.getByLabel('プライバシーポリシー').check();
  await page.getByRole('button', { name: '認証コードを送る' }).click();
  await page.getByLabel('認証コード').waitFor();
  mark();
  const code = await codeMailedTo(server, address);
  mark();
  await page.getByLabel('認証コード').fill(code);
  await page.getByRole('button', { name: '確認する' }).click();
  await page.waitForURL(/\/timeline\/$/);
  mark();
  await page.locator('.media-tile img.is-loaded').first().waitFor({ timeout: 60_000 });
  mark();
  return marks;
}

const build = await buildForProduction();
const server = await startProductionServer(build.dir, { demo: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  const results: number[][] = [];
  for (let run = 0; run < runs; run++) {
    const link = await newInvitation(server);
    const context = await browser.newContext(phone);
    results.push(await joinAndSee(await context.newPage(), server, link, run));
    await context.close();
  }
  const totals = results.map((marks) => Math.round(marks.at(-1) ?? 0));
  console.log(
    `Invitation link opened → first photo shown (375 px): median ${median(totals)} ms (runs: ${totals.join(', ')} ms)`,
  );
  // Each phase's own share (median), to see where the wait is.
  const shares = phases.map((phase, index) => {
    const spans = results.map((marks) => (marks[index] ?? 0) - (index ? (marks[index - 1] ?? 0) : 0));
    return `${phase} +${Math.round(median(spans))} ms`;
  });
  console.log(`  phases: ${shares.join(', ')}`);
} finally {
  await browser.close();
  await server.stop();
  await build.remove();
}
