import { describe, expect, it } from 'vitest';
import { senderAddress } from './sender-address.ts';

describe('senderAddress', () => {
  it('is the address of a named sender, or the bare address as set', () => {
    expect(senderAddress('ひびフォト <no-reply@hibi.example>')).toBe('no-reply@hibi.example');
    expect(senderAddress('"Hibi <Photo>" <info@mail.hibi.jp>')).toBe('info@mail.hibi.jp');
    expect(senderAddress(' no-reply@hibi.example ')).toBe('no-reply@hibi.example');
  });
});
