import { describe, expect, it } from 'vitest';
import { pipelineConcurrency } from './concurrency.ts';

describe('pipelineConcurrency', () => {
  it('follows the cores: one face thread and one media job per core', () => {
    expect(pipelineConcurrency(undefined, 2)).toEqual({ mediaJobs: 2, faceThreads: 2 });
    expect(pipelineConcurrency(undefined, 8)).toEqual({ mediaJobs: 8, faceThreads: 8 });
  });

  it('follows the setting when one is given, never below one', () => {
    expect(pipelineConcurrency(3, 8)).toEqual({ mediaJobs: 3, faceThreads: 3 });
    expect(pipelineConcurrency(0, 8)).toEqual({ mediaJobs: 1, faceThreads: 1 });
  });
});
