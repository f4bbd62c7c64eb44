import { expect, it } from 'vitest';
import { normalizeEmail } from './email.ts';

it('lowercases and trims an email address', () => {
  expect(normalizeEmail('  Hanako.Yamada@Example.JP ')).toBe('hanako.yamada@example.jp');
});
