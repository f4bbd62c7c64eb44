// axe-core in the browser tests. The site's CSP allows only nonce'd scripts, so a <script> tag
// would be refused; page.evaluate runs through the DevTools protocol, which the CSP does not see.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Result, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

// WCAG 2.0–2.2 A and AA (2.2 adds target-size) and axe's best practices (landmarks, heading
// order, one main): the rules a public Japanese service should meet. AAA is left out on purpose.
const runOptions: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  resultTypes: ['violations'],
};

/** Impacts that fail a test; minor and moderate findings are left to review. */
const failingImpacts = new Set(['serious', 'critical']);

type Violation = Pick<Result, 'id' | 'impact' | 'help'> & { targets: string[] };

async function violationsOf(page: Page): Promise<Violation[]> {
  // Once per document; a navigation starts a new one without axe.
  if (!(await page.evaluate('typeof window.axe === "object"'))) await page.evaluate(axeSource);
  return page.evaluate(async (options) => {
    type Axe = { run: (context: unknown, options: RunOptions) => Promise<{ violations: Result[] }> };
    const { axe, document } = globalThis as unknown as { axe: Axe; document: unknown };
    const { violations } = await axe.run(document, options);
    return violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      targets: nodes.map((node) => node.target.join(' ')),
    }));
  }, runOptions);
}

/** Runs axe-core on the page as it is now; throws listing every serious or critical violation. */
export async function expectAccessible(page: Page, label?: string): Promise<void> {
  const failing = (await violationsOf(page)).filter((item) => failingImpacts.has(item.impact ?? ''));
  if (failing.length === 0) return;
  const lines = failing.map(
    (item) => `- ${item.id} (${item.impact}): ${item.help}\n    ${item.targets.slice(0, 8).join('\n    ')}`,
  );
  throw new Error(
    `axe: ${failing.length} serious or critical violation(s) on ${label ?? page.url()}\n${lines.join('\n')}`,
  );
}
