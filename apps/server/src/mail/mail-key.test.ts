import { describe, expect, it } from 'vitest';
import { mailJobId, messageIdOf } from './mail-key.ts';

describe('a message key', () => {
  it('makes one well-formed job id, the same every time', () => {
    const id = mailJobId('photo-delivery:g-1:2026-06-10');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(mailJobId('photo-delivery:g-1:2026-06-10')).toBe(id);
    expect(mailJobId('photo-delivery:g-1:2026-06-11')).not.toBe(id);
  });

  it('makes one Message-ID in the sender’s domain', () => {
    const id = messageIdOf('photo-movie-release:c-1', 'ひびフォト <no-reply@hibi.example>');
    expect(id).toMatch(/^<[0-9a-f]{40}@hibi\.example>$/);
    expect(messageIdOf('photo-movie-release:c-1', 'no-reply@hibi.example')).toBe(id);
    expect(messageIdOf('photo-movie-release:c-2', 'no-reply@hibi.example')).not.toBe(id);
  });
});
