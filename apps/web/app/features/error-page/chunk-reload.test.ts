import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_INTERVAL_MS, isChunkLoadError, shouldReloadForChunkError } from './chunk-reload.ts';

describe('isChunkLoadError', () => {
  it('recognises the browsers’ failed dynamic import messages', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://hibi.example/assets/faq-abc.js',
      'Importing a module script failed.',
      'error loading dynamically imported module: https://hibi.example/assets/faq-abc.js',
      'dynamic import failed',
    ]) {
      expect(isChunkLoadError(new TypeError(message))).toBe(true);
    }
  });

  it('leaves other errors to the error page', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError({ status: 404 })).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe('shouldReloadForChunkError', () => {
  const now = 1_800_000_000_000;

  it('reloads when no reload is remembered', () => {
    expect(shouldReloadForChunkError(now, null)).toBe(true);
    expect(shouldReloadForChunkError(now, Number.NaN)).toBe(true);
  });

  it('reloads at most once per 60 seconds', () => {
    expect(shouldReloadForChunkError(now, now)).toBe(false);
    expect(shouldReloadForChunkError(now, now - CHUNK_RELOAD_INTERVAL_MS + 1)).toBe(false);
    expect(shouldReloadForChunkError(now, now - CHUNK_RELOAD_INTERVAL_MS)).toBe(true);
  });

  it('does not trust a remembered time in the future', () => {
    expect(shouldReloadForChunkError(now, now + 5_000)).toBe(true);
  });
});
