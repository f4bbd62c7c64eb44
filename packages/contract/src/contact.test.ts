import { describe, expect, it } from 'vitest';
import { contactRequestSchema, furiganaField, phoneNumberField } from './contact.ts';
import { fieldLabel } from './field-labels.ts';
import './japanese-errors.ts';

const form = {
  companyName: 'ひなた保育園',
  name: '山田 花子',
  furiganaName: 'やまだ はなこ',
  email: 'hanako@example.jp',
  phoneNumber: '03-1234-5678',
  title: '導入について',
  message: '一行目\n二行目',
};

const firstMessage = (input: unknown) => {
  const issue = contactRequestSchema.safeParse(input).error?.issues[0];
  return issue && `${fieldLabel(issue.path)}: ${issue.message}`;
};

describe('the contact form', () => {
  it('accepts a complete form, keeping the message on several lines', () => {
    expect(contactRequestSchema.parse(form)).toEqual(form);
  });

  it('takes furigana in hiragana or katakana, widening half-width katakana', () => {
    expect(furiganaField.parse('ヤマダ　ハナコ')).toBe('ヤマダ ハナコ');
    expect(furiganaField.parse('ｽｽﾞｷ ｲﾁﾛｰ')).toBe('スズキ イチロー');
    expect(furiganaField.safeParse('yamada').success).toBe(false);
    expect(furiganaField.safeParse('山田').success).toBe(false);
  });

  it('takes phone numbers of 10 or 11 digits with or without hyphens', () => {
    expect(phoneNumberField.parse('09012345678')).toBe('09012345678');
    expect(phoneNumberField.parse('０３－１２３４－５６７８')).toBe('03-1234-5678');
    for (const bad of ['03--1234-5678', '-0312345678', '03-1234-56789-0', '+81 3 1234 5678', '0312345']) {
      expect(phoneNumberField.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('names the first wrong field in Japanese', () => {
    expect(firstMessage({ ...form, name: '' })).toBe('お名前: 入力してください。');
    expect(firstMessage({ ...form, title: 'a\nb' })).toBe('件名: 改行や制御文字は使用できません。');
    expect(firstMessage({ ...form, companyName: undefined })).toBe('会社名・施設名: 入力してください。');
  });
});
