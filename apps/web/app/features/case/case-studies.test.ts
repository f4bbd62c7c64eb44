import { describe, expect, it } from 'vitest';
import { caseStudyOfPath } from './case-studies';

describe('caseStudyOfPath', () => {
  it('reads the number of a page’s path, and of its data request', () => {
    expect(caseStudyOfPath('/case/003/')?.caseNo).toBe('003');
    expect(caseStudyOfPath('/case/003')?.caseNo).toBe('003');
    expect(caseStudyOfPath('/case/010/_.data')?.caseNo).toBe('010');
    expect(caseStudyOfPath('/case/010.data')?.caseNo).toBe('010');
  });

  it('finds nothing for another number or path', () => {
    for (const path of ['/case/011/', '/case/0031/', '/case/', '/faq/', '/x/case/003/'])
      expect(caseStudyOfPath(path), path).toBeUndefined();
  });
});
