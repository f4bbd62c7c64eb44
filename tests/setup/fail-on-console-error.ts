import { afterEach, beforeEach, vi } from 'vitest';

// A test fails when anything writes to console.error that the test did not expect:
// an unexpected error log is a bug even when the assertions pass.
let expected = 0;
let calls: unknown[][] = [];

/** Lets the current test write `count` console.error lines. */
export function expectConsoleErrors(count = 1) {
  expected += count;
}

beforeEach(() => {
  expected = 0;
  calls = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    calls.push(args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (calls.length > expected) {
    const shown = calls.map((args) => args.map(String).join(' ')).join('\n');
    throw new Error(`Unexpected console.error (${calls.length}):\n${shown}`);
  }
});
