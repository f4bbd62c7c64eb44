import { describe, expect, it } from 'vitest';
import { loadCaseContent } from './case-content.ts';
import { caseStudies } from './case-studies.ts';

describe('the ten case studies', () => {
  it('cover every kind of facility, in the city and the countryside', () => {
    expect(caseStudies.map((study) => study.caseNo)).toEqual(
      Array.from({ length: 10 }, (_, i) => String(i + 1).padStart(3, '0')),
    );
    expect(new Set(caseStudies.map((study) => study.kind))).toEqual(
      new Set(['保育園', '幼稚園', '認定こども園', '習い事教室']),
    );
  });

  it.each(caseStudies.map((study) => study.caseNo))('case %s has its full content', async (caseNo) => {
    const content = await loadCaseContent(caseNo);
    for (const list of [content.challenges, content.reasons, content.changes]) {
      expect(list.length).toBeGreaterThanOrEqual(3);
    }
    expect(content.interview.length).toBeGreaterThanOrEqual(3);
    for (const part of content.interview) {
      expect(part.exchanges.length).toBeGreaterThanOrEqual(2);
      for (const { question, answer } of part.exchanges) {
        expect(question).toMatch(/[？。]$/);
        expect(answer.length).toBeGreaterThan(40);
      }
    }
    expect(content.interviewee).toMatch(/さん$/);
  });

  it('refuses a case that does not exist', async () => {
    await expect(loadCaseContent('011')).rejects.toThrow('No content for case 011');
  });
});
