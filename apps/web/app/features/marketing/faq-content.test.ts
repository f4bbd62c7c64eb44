import { describe, expect, it } from 'vitest';
import { allFaqs, faqsById } from './faq-content.ts';

describe('the FAQ', () => {
  it('answers at least 15 distinct questions', () => {
    expect(allFaqs.length).toBeGreaterThanOrEqual(15);
    expect(new Set(allFaqs.map((faq) => faq.id)).size).toBe(allFaqs.length);
    expect(new Set(allFaqs.map((faq) => faq.question)).size).toBe(allFaqs.length);
  });

  it('states the price as specification §9 writes it', () => {
    expect(faqsById(['price'])[0]?.answer).toContain('月額1,480円（税込）');
    expect(() => faqsById(['nope'])).toThrow('Unknown FAQ nope');
  });
});
