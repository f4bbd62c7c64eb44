import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMailer } from './mailer.ts';

describe('the embedded outbox mailer', () => {
  it('writes each message as an RFC 822 .eml file under DATA_DIR/mail', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'hibi-mail-'));
    const mailer = createMailer({ DATA_DIR: dataDir, MAIL_FROM: 'ひびフォト <no-reply@hibi.example>' });
    expect(mailer.destination).toBe(path.join(dataDir, 'mail'));

    await mailer.send({ to: 'parent@example.jp', subject: '今日の写真が届きました', text: 'こんにちは' });
    await mailer.send({ to: 'other@example.jp', subject: '二通目', text: '二通目です' });

    const files = (await readdir(path.join(dataDir, 'mail'))).sort();
    expect(files).toHaveLength(2);
    expect(files.every((name) => name.endsWith('.eml'))).toBe(true);
    const raw = await readFile(path.join(dataDir, 'mail', files[0] ?? ''), 'utf8');
    expect(raw).toMatch(/^To: parent@example\.jp$/m);
    expect(raw).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(raw).toMatch(/^MIME-Version: 1\.0$/m);
    expect(raw).toContain('no-reply@hibi.example');
  });
});
