import { describe, expect, it } from 'vitest';
import { siblingApprovedMail, siblingSentBackMail } from './sibling-decided.ts';

const target = {
  to: 'hanako@example.jp',
  name: { lastName: '日比', firstName: '花子' },
  publicUrl: 'https://hibi.example',
};

describe('sibling mails', () => {
  it('name the child by nickname, else by given name, never by full name', () => {
    const nicknamed = siblingApprovedMail({
      ...target,
      child: { firstName: 'はるか', nickname: 'はーちゃん' },
    });
    expect(nicknamed.text).toContain('はーちゃんさんの追加を承認しました。');
    const plain = siblingSentBackMail({
      ...target,
      child: { firstName: 'はるか', nickname: null },
      reason: '写真が暗い',
    });
    expect(plain.text).toContain('はるかさんの追加のお申し込み');
    for (const mail of [nicknamed, plain]) expect(mail.text).not.toContain('日比 はるか');
  });
});
