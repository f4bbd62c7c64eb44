import { describe, expect, it } from 'vitest';
import '../japanese-errors.ts';
import { adminString, adminTextField } from './admin-fields.ts';
import { uploadFileName, uploadTicketsRequestSchema } from './uploads.ts';

const rule = '改行や制御文字など、使えない文字が含まれています。';

describe("the console's character rule", () => {
  it('refuses a NUL byte, a line break and a lone surrogate of either half', () => {
    for (const bad of ['a\u0000b', 'a\nb', 'a\u007fb', 'a\ud800b', 'a\udc00b', '\ud83d'])
      expect(adminTextField(40).safeParse(bad).error?.issues[0]?.message).toBe(rule);
  });

  it('keeps what people write, emoji (a surrogate pair) included', () => {
    for (const good of ['ひまわり組', '🌸さくら保育園', 'Room 1 – 年長', '𠮷田'])
      expect(adminTextField(40).safeParse(good).success).toBe(true);
  });

  it('applies to strings that are no text people type, such as keys and tokens', () => {
    expect(adminString(200).safeParse('abc\u0000').success).toBe(false);
    expect(adminString(200).safeParse('media/0a/1b.jpg').success).toBe(true);
  });
});

describe("an upload's file name", () => {
  it('is made acceptable before the call, so one odd name does not refuse its batch', () => {
    const name = uploadFileName('運動会\n1.jpg\u0000\ud800');
    expect(name).toBe('運動会_1.jpg__');
    const files = [{ name, contentType: 'image/jpeg', size: 1 }];
    expect(uploadTicketsRequestSchema.safeParse({ facilityCode: 'hinata', files }).success).toBe(true);
  });
});
