import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-errors.ts';
import { contactFormSchema, parentsRequestSchema } from './form-schemas.ts';

const labels = {
  name: 'お名前',
  furiganaName: 'ふりがな',
  title: 'お問い合わせの種類',
  facilityArea: '園・施設の所在地',
};
const valid = {
  companyName: 'ひなた保育園',
  name: '日比 花子',
  furiganaName: 'ひび はなこ',
  email: 'hanako@example.jp',
  phoneNumber: '03-1234-5678',
  title: '資料請求',
  message: '資料をください。',
};

describe('fieldErrors', () => {
  it('has nothing to say about a valid form', () => {
    expect(fieldErrors(contactFormSchema, valid, labels)).toEqual({});
  });

  it('names the empty field, and asks to choose for a select', () => {
    const errors = fieldErrors(contactFormSchema, { ...valid, name: ' ', title: '' }, labels);
    expect(errors).toEqual({
      name: 'お名前を入力してください。',
      title: 'お問い合わせの種類を選んでください。',
    });
  });

  it('accepts furigana in hiragana or katakana only', () => {
    expect(fieldErrors(contactFormSchema, { ...valid, furiganaName: 'ヒビ ハナコ' }, labels)).toEqual({});
    expect(fieldErrors(contactFormSchema, { ...valid, furiganaName: 'hibi' }, labels)).toEqual({
      furiganaName: 'ひらがなまたはカタカナで入力してください。',
    });
  });

  it('asks the request form for the facility’s area as well', () => {
    expect(fieldErrors(parentsRequestSchema, { ...valid, facilityArea: '' }, labels)).toEqual({
      facilityArea: '園・施設の所在地を入力してください。',
    });
  });
});
