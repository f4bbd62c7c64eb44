import { count, eq, inquiries, staffAccounts } from '@hibi/db';
import { describe, expect, it } from 'vitest';
import { jsonOf } from '#tests/support/fixtures.ts';
import { mailsTo, readOutbox } from '#tests/support/outbox.ts';
import type { TestServer } from '#tests/support/test-server.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';

let server: TestServer;
useTestServer((started) => {
  server = started.server;
});

let sequence = 0;
const validForm = () => {
  sequence += 1;
  return {
    companyName: 'ひなた保育園',
    name: '山田 花子',
    furiganaName: 'やまだ はなこ',
    email: `sender${sequence}@example.jp`,
    phoneNumber: '03-1234-5678',
    title: '導入について',
    message: '園での導入を検討しています。\n資料をお送りいただけますか。',
  };
};

const send = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const stored = async () => (await server.database.db.select({ n: count() }).from(inquiries))[0]?.n ?? 0;

describe('POST /api/contact', () => {
  it('stores the form, mails OPERATOR_EMAIL while there is no operator, and confirms to the sender', async () => {
    const form = validForm();
    const response = await send(form);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});

    const [row] = await server.database.db.select().from(inquiries).where(eq(inquiries.email, form.email));
    expect(row).toMatchObject({ ...form, kind: 'contact', handledAt: null });

    const [toOperators] = await mailsTo(server, 'support@hibi.example');
    expect(toOperators?.subject).toBe('【お問い合わせ】導入について');
    expect(toOperators?.headers.get('reply-to')).toBe(form.email);
    expect(toOperators?.text).toContain('会社名・施設名: ひなた保育園');
    expect(toOperators?.text).toContain(`受付番号 ${row?.id}`);
    expect(toOperators?.text).toContain('資料をお送りいただけますか。');

    const [confirmation] = await mailsTo(server, form.email);
    expect(confirmation?.subject).toBe('【ひびフォト】お問い合わせを受け付けました');
    expect(confirmation?.text).toMatch(/^山田 花子 様$/m);
    expect(confirmation?.text).toContain('件名: 導入について');
  });

  it('mails every operator, and not OPERATOR_EMAIL, once operators exist', async () => {
    const { db } = server.database;
    const operators = ['ops1@hibi.example', 'ops2@hibi.example'];
    for (const email of operators) {
      await db.insert(staffAccounts).values({ email, passwordHash: 'x', role: 'operator', name: '運営' });
    }
    const fallbackBefore = (await mailsTo(server, 'support@hibi.example')).length;
    expect((await send(validForm())).status).toBe(200);
    for (const email of operators) expect(await mailsTo(server, email)).toHaveLength(1);
    expect(await mailsTo(server, 'support@hibi.example')).toHaveLength(fallbackBefore);
  });

  it('accepts full-width digits, half-width katakana and katakana furigana as people type them', async () => {
    const form = { ...validForm(), phoneNumber: '０９０－１２３４－５６７８', furiganaName: 'ﾔﾏﾀﾞ ﾊﾅｺ' };
    expect((await send(form)).status).toBe(200);
    const [row] = await server.database.db.select().from(inquiries).where(eq(inquiries.email, form.email));
    expect(row).toMatchObject({ phoneNumber: '090-1234-5678', furiganaName: 'ヤマダ ハナコ' });
  });

  it.each([
    ['companyName', '', '会社名・施設名: 入力してください。'],
    ['name', '   ', 'お名前: 入力してください。'],
    ['furiganaName', '山田 花子', 'ふりがな: ひらがなまたはカタカナで入力してください。'],
    ['email', 'hanako@', 'メールアドレス: メールアドレスの形式が正しくありません。'],
    [
      'phoneNumber',
      '03-1234-567a',
      '電話番号: 半角数字とハイフンで、10桁または11桁の番号を入力してください（例: 03-1234-5678）。',
    ],
    [
      'phoneNumber',
      '123-456',
      '電話番号: 半角数字とハイフンで、10桁または11桁の番号を入力してください（例: 03-1234-5678）。',
    ],
    ['title', '件名\r\nBcc: victim@example.jp', '件名: 改行や制御文字は使用できません。'],
    ['title', 'あ'.repeat(101), '件名: 100文字以内で入力してください。'],
    ['message', 'あ'.repeat(2001), 'お問い合わせ内容: 2000文字以内で入力してください。'],
    ['message', '本文\u0000', 'お問い合わせ内容: 使用できない文字が含まれています。'],
    ['companyName', { $gt: '' }, '会社名・施設名: 形式が正しくありません。'],
  ])(
    'answers exactly {statusCode: 400, message} for a bad %s, storing and mailing nothing',
    async (field, value, message) => {
      const [before, mailsBefore] = [await stored(), (await readOutbox(server)).length];
      const response = await send({ ...validForm(), [field]: value });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ statusCode: 400, message });
      expect(await stored()).toBe(before);
      expect(await readOutbox(server)).toHaveLength(mailsBefore);
    },
  );

  it('asks for a missing field by name', async () => {
    const { phoneNumber: _omitted, ...form } = validForm();
    const response = await send(form);
    expect(await response.json()).toEqual({ statusCode: 400, message: '電話番号: 入力してください。' });
  });

  it('refuses malformed and oversized bodies with a Japanese 4xx', async () => {
    const before = await stored();
    for (const body of ['{"name": ', '[]', 'null']) {
      const response = await send(body);
      expect(response.status).toBe(400);
      expect((await jsonOf(response)).message).toMatch(/[ぁ-ん]/);
    }
    const huge = await send({ ...validForm(), message: 'あ'.repeat(40_000) });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ statusCode: 413, message: '送信されたデータが大きすぎます。' });
    expect(await stored()).toBe(before);
  });

  it('answers 429 after five forms from one address in an hour', async () => {
    const form = validForm();
    for (let i = 0; i < 5; i++)
      expect((await send(form, { 'x-forwarded-for': '198.51.100.1' })).status).toBe(200);
    const before = await stored();
    const refused = await send(form, { 'x-forwarded-for': '198.51.100.2' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await jsonOf(refused)).message).toMatch(/分ほど待ってから、もう一度お試しください。$/);
    expect(await stored()).toBe(before);
  });

  it('answers 429 after twenty forms from one client, whatever the address', async () => {
    const client = { 'x-forwarded-for': '2001:db8:1:2::10' };
    for (let i = 0; i < 20; i++) expect((await send(validForm(), client)).status).toBe(200);
    // Another address of the same /64 network counts as the same client.
    const refused = await send(validForm(), { 'x-forwarded-for': '2001:db8:1:2::99' });
    expect(refused.status).toBe(429);
    expect((await send(validForm(), { 'x-forwarded-for': '2001:db8:1:3::10' })).status).toBe(200);
  });
});

describe('the parents area forms', () => {
  const post = (path: string, body: unknown) =>
    fetch(`${server.url}/api/parents/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' },
      body: JSON.stringify(body),
    });

  it('stores a guardian question as parents_contact', async () => {
    const form = validForm();
    expect((await post('contact', form)).status).toBe(200);
    const [row] = await server.database.db.select().from(inquiries).where(eq(inquiries.email, form.email));
    expect(row?.kind).toBe('parents_contact');
  });

  it('stores an introduction request with where the facility is', async () => {
    const form = { ...validForm(), facilityArea: '東京都世田谷区' };
    expect((await post('request', form)).status).toBe(200);
    const [row] = await server.database.db.select().from(inquiries).where(eq(inquiries.email, form.email));
    expect(row?.kind).toBe('parents_request');
    expect(row?.extra).toEqual({ facilityArea: '東京都世田谷区' });
    const missing = await post('request', validForm());
    expect(missing.status).toBe(400);
    expect((await jsonOf(missing)).message).toBe('施設の所在地: 入力してください。');
  });
});
