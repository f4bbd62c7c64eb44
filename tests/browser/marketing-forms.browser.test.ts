import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useHarness, visit } from './marketing-support.ts';

const harness = useHarness();

interface FormCase {
  path: string;
  endpoint: string;
  thanks: string;
  thanksHeading: string;
  /** Label → value of a valid form, filled through the labels people see. */
  fill: Record<string, string>;
  /** Label → the message shown when the form is sent empty. */
  emptyErrors: Record<string, string>;
  /** What the API receives for `fill`. */
  body: Record<string, string>;
}

const person = {
  お名前: '日比 花子',
  ふりがな: 'ひび はなこ',
  メールアドレス: 'hanako@example.jp',
  電話番号: '03-1234-5678',
};
const personBody = {
  name: '日比 花子',
  furiganaName: 'ひび はなこ',
  email: 'hanako@example.jp',
  phoneNumber: '03-1234-5678',
};
const personErrors = {
  お名前: 'お名前を入力してください。',
  ふりがな: 'ふりがなを入力してください。',
  メールアドレス: 'メールアドレスを入力してください。',
  電話番号: '電話番号を入力してください。',
};

const forms: FormCase[] = [
  {
    path: '/contact/',
    endpoint: '/api/contact',
    thanks: '/contact/thanks/',
    thanksHeading: 'お問い合わせありがとうございました',
    fill: {
      '園・施設名（会社名）': 'ひなた保育園',
      ...person,
      お問い合わせの種類: '資料請求',
      お問い合わせ内容: '資料をください。',
    },
    emptyErrors: {
      '園・施設名（会社名）': '園・施設名（会社名）を入力してください。',
      ...personErrors,
      お問い合わせの種類: 'お問い合わせの種類を選んでください。',
      お問い合わせ内容: 'お問い合わせ内容を入力してください。',
    },
    body: { companyName: 'ひなた保育園', ...personBody, title: '資料請求', message: '資料をください。' },
  },
  {
    path: '/parents/contact/',
    endpoint: '/api/parents/contact',
    thanks: '/parents/contact/thanks/',
    thanksHeading: 'お問い合わせを受け付けました',
    fill: {
      'お子さまが通っている園・施設名': 'ひなた保育園',
      ...person,
      お問い合わせの種類: '届いた写真について',
      お問い合わせ内容: '写真が届きません。',
    },
    emptyErrors: {
      'お子さまが通っている園・施設名': 'お子さまが通っている園・施設名を入力してください。',
      // A guardian's reply goes by mail: the phone number is theirs to give (issue 44, point 10).
      ...Object.fromEntries(Object.entries(personErrors).filter(([label]) => label !== '電話番号')),
    },
    body: {
      companyName: 'ひなた保育園',
      ...personBody,
      title: '届いた写真について',
      message: '写真が届きません。',
    },
  },
  {
    path: '/parents/request/',
    endpoint: '/api/parents/request',
    thanks: '/parents/request/thanks/',
    thanksHeading: 'リクエストを受け付けました',
    fill: {
      '導入をご希望の園・施設名': 'ひなた保育園',
      '園・施設の所在地': '東京都世田谷区',
      ...person,
      '園へのご要望・メッセージ': '使ってみたいです。',
    },
    emptyErrors: { '園・施設の所在地': '園・施設の所在地を入力してください。', ...personErrors },
    body: {
      companyName: 'ひなた保育園',
      facilityArea: '東京都世田谷区',
      ...personBody,
      message: '使ってみたいです。',
      title: '導入リクエスト',
    },
  },
];

const consent = (page: Page) =>
  page.getByRole('checkbox', { name: 'プライバシーポリシーに同意する', exact: true });

/** Fills the fields and, unless told otherwise, ticks the consent to the privacy policy. */
async function fillForm(page: Page, values: Record<string, string>, { consenting = true } = {}) {
  for (const [label, value] of Object.entries(values)) {
    const field = page.getByLabel(label, { exact: false });
    if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
  if (consenting) await consent(page).check();
}

/** Answers the form's POST with `status` and `body`, after `delayMs`; counts the requests. */
async function answer(page: Page, endpoint: string, status: number, body: unknown, delayMs = 0) {
  const requests: unknown[] = [];
  await page.route(`**${endpoint}`, async (route: Route) => {
    requests.push(route.request().postDataJSON());
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
  });
  return requests;
}

const submit = (page: Page) => page.locator('form.contact-form button[type="submit"]');
const toast = (page: Page) => page.locator('.toast-region[role="alert"]');

describe.each(forms)('the form on $path', (form) => {
  it('shows what is missing, in Japanese, under each field', async () => {
    const { page, errors, close } = await visit(harness, form.path);
    const requests = await answer(page, form.endpoint, 200, {});
    // Nobody has typed yet: the checks load now (form-schema-loaders.ts), then answer.
    await submit(page).click();
    for (const [label, message] of Object.entries(form.emptyErrors)) {
      const field = page.getByLabel(label, { exact: false });
      await expect.poll(() => field.getAttribute('aria-invalid'), { message: label }).toBe('true');
      const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
      const errorId = describedBy.split(' ').find((id) => id.endsWith('-error'));
      expect(await page.locator(`[id="${errorId}"]`).textContent(), label).toBe(message);
    }
    // The first wrong field takes the focus, so keyboard and screen reader users start there.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
    expect(requests).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it('sends nothing without consent to the privacy policy, and says so under the box', async () => {
    const { page, errors, close } = await visit(harness, form.path);
    const requests = await answer(page, form.endpoint, 200, {});
    await fillForm(page, form.fill, { consenting: false });
    await submit(page).click();
    const box = consent(page);
    await expect.poll(() => box.getAttribute('aria-invalid')).toBe('true');
    const errorId = (await box.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${errorId}"]`).textContent()).toBe(
      'プライバシーポリシーへの同意が必要です。',
    );
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('checkbox');
    expect(requests).toEqual([]);
    // The policy opens in a new tab, so the typed form stays; screen readers are told.
    const policy = page.locator('form').getByRole('link', { name: 'プライバシーポリシー', exact: true });
    expect(await policy.getAttribute('href')).toBe('/privacy/');
    expect(await policy.getAttribute('target')).toBe('_blank');
    const newTab = await policy.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${newTab}"]`).textContent()).toBe('新しいタブで開きます');
    // Ticking the box clears the error; the consent itself is not part of the body.
    await box.check();
    expect(await box.getAttribute('aria-invalid')).toBeNull();
    await submit(page).click();
    await expect.poll(() => requests).toEqual([form.body]);
    expect(errors).toEqual([]);
    await close();
  });

  it('checks the furigana, the e-mail address and the phone number', async () => {
    const { page, close } = await visit(harness, form.path);
    await fillForm(page, {
      ...form.fill,
      ふりがな: '日比花子',
      メールアドレス: 'hanako@',
      電話番号: '12-34',
    });
    await submit(page).click();
    const errorOf = async (label: string) => {
      const id = (await page.getByLabel(label).getAttribute('aria-describedby'))?.split(' ').at(-1);
      return page.locator(`[id="${id}"]`).textContent();
    };
    await expect.poll(() => errorOf('ふりがな')).toBe('ひらがなまたはカタカナで入力してください。');
    expect(await errorOf('メールアドレス')).toBe('メールアドレスの形式が正しくありません。');
    expect(await errorOf('電話番号')).toContain('10桁または11桁');
    // Katakana is as good as hiragana; the error goes as soon as the value is right.
    await page.getByLabel('ふりがな').fill('ヒビ ハナコ');
    await expect.poll(() => page.locator('.field-has-error').count()).toBe(2);
    await close();
  });

  it('sends the body once, even on a double click, and shows the thank-you page', async () => {
    const { page, errors, close } = await visit(harness, form.path);
    const requests = await answer(page, form.endpoint, 200, {}, 600);
    await fillForm(page, form.fill);
    await submit(page).dblclick();
    await page.keyboard.press('Enter');
    await expect.poll(() => submit(page).textContent()).toBe('送信しています…');
    expect(await submit(page).isDisabled()).toBe(true);
    await expect.poll(() => page.url()).toBe(`${harness.server.url}${form.thanks}`);
    await expect.poll(() => page.locator('h1').textContent()).toBe(form.thanksHeading);
    expect(requests).toEqual([form.body]);
    expect(errors).toEqual([]);
    await close();
  });

  it.each([
    ['a 500 without a message', 500, { statusCode: 500 }, 'エラーが発生しました'],
    [
      'a 400 with a message',
      400,
      { statusCode: 400, message: 'メールアドレス: 形式が正しくありません。' },
      'メールアドレス: 形式が正しくありません。',
    ],
    [
      'a 200 whose body says statusCode 400',
      200,
      { statusCode: 400, message: '送信できませんでした。' },
      '送信できませんでした。',
    ],
  ])('stays on the form with an error toast after %s', async (_name, status, body, message) => {
    const { page, close } = await visit(harness, form.path);
    await answer(page, form.endpoint, status, body);
    await fillForm(page, form.fill);
    await submit(page).click();
    await expect.poll(() => toast(page).textContent()).toBe(message);
    expect(page.url()).toBe(`${harness.server.url}${form.path}`);
    expect(await submit(page).isDisabled()).toBe(false);
    // What was typed is still there, ready to send again.
    expect(await page.getByLabel('お名前').inputValue()).toBe('日比 花子');
    await page.getByRole('button', { name: '閉じる' }).click();
    expect(await toast(page).textContent()).toBe('');
    await close();
  });
});

describe('/contact/ before and after hydration', () => {
  it('is in the server HTML with its fields, the button held until the page runs', async () => {
    const html = await (await fetch(`${harness.server.url}/contact/`)).text();
    for (const name of ['companyName', 'name', 'furiganaName', 'email', 'phoneNumber', 'title', 'message']) {
      expect(html).toContain(`name="${name}"`);
    }
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled/);
  });
});

describe("a guardian's question from マイページ", () => {
  it('comes with the subject chosen, and goes without a phone number', async () => {
    const { page, errors, close } = await visit(harness, '/parents/contact/?about=account');
    expect(await page.getByLabel('お問い合わせの種類').inputValue()).toBe(
      'ご登録内容の変更（お名前・メールアドレスなど）',
    );
    expect(await page.getByLabel('電話番号').getAttribute('required')).toBeNull();
    const { 電話番号: _phone, ...withoutPhone } = person;
    await fillForm(page, {
      'お子さまが通っている園・施設名': 'ひなた保育園',
      ...withoutPhone,
      お問い合わせ内容: '姓が変わりました。日比 花子 → 佐藤 花子',
    });
    await submit(page).click();
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('お問い合わせを受け付けました');
    expect(errors).toEqual([]);
    await close();
  });
});
