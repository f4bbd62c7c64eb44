import { describe, expect, it } from 'vitest';
import { lowPriorityModulePreloads } from './module-preload-priority';

describe('lowPriorityModulePreloads', () => {
  it('marks every module preload low, whether the tag closes with /> or >', () => {
    const head =
      '<head><link rel="modulepreload" href="/assets/a.js" nonce="n"/>' +
      '<link rel="modulepreload" href="/assets/b.js"></head>';
    expect(lowPriorityModulePreloads(head)).toBe(
      '<head><link rel="modulepreload" href="/assets/a.js" nonce="n" fetchpriority="low"/>' +
        '<link rel="modulepreload" href="/assets/b.js" fetchpriority="low"></head>',
    );
  });

  it('leaves stylesheets, other preloads and a priority already set alone', () => {
    const head =
      '<head><link rel="stylesheet" href="/assets/site.css"/>' +
      '<link rel="preload" as="image" href="/hero.webp"/>' +
      '<link rel="modulepreload" href="/assets/a.js" fetchpriority="high"/></head>';
    expect(lowPriorityModulePreloads(head)).toBe(head);
  });
});
