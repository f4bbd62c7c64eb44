// Throwaway measurement: sign-ups every 10 s for 3 minutes against the real server, the SMTP server
// stopped for 2 minutes in the middle; does every code arrive, once?
import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startSmtpServer } from '#tests/support/smtp-server.ts';

const smtp = await startSmtpServer();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'hibi-outage-'));
const port = 3211;
const server = spawn('node', ['apps/server/src/main.ts'], {
  env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), SMTP_URL: smtp.url, SEED_DEMO: 'false', LOG_LEVEL: 'error', TRUST_PROXY: '1' },
  stdio: 'inherit',
});
const base = `http://127.0.0.1:${port}`;
for (;;) { try { if ((await fetch(`${base}/robots.txt`)).ok) break; } catch {} await new Promise((r) => setTimeout(r, 500)); }
const started = Date.now();
const t = () => ((Date.now() - started) / 1000).toFixed(0);
const sent: { email: string; at: string; status: number }[] = [];
for (let i = 0; i < 18; i += 1) {
  if (i === 2) { await smtp.stop(); console.log(`t=${t()} SMTP stopped`); }
  if (i === 14) { await smtp.start(); console.log(`t=${t()} SMTP back`); }
  const email = `outage${i}-${Date.now()}@hibi.example`;
  const response = await fetch(`${base}/api/users/create/init`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i + 1}` },
    body: JSON.stringify({ email, password: 'outage-pass-123' }),
  });
  sent.push({ email, at: t(), status: response.status });
  console.log(`t=${t()} sign-up ${i} → ${response.status}`);
  await new Promise((r) => setTimeout(r, 10_000));
}
const deadline = Date.now() + 10 * 60_000;
while (Date.now() < deadline && sent.some((s) => smtp.to(s.email).length === 0)) await new Promise((r) => setTimeout(r, 2000));
const arrived = sent.filter((s) => smtp.to(s.email).length > 0).length;
const copies = sent.map((s) => smtp.to(s.email).length);
console.log(`t=${t()} answered 200: ${sent.filter((s) => s.status === 200).length}/${sent.length}; arrived: ${arrived}/${sent.length}; copies each: ${copies.join(',')}`);
server.kill();
await smtp.stop();
process.exit(0);
