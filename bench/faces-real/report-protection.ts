// Printing section 5: how many of a protected child's faces the blur covers, and at what cost.
import { PROTECTION_RULES } from '@hibi/vision';
import type { PhotoResult } from './day.ts';
import type { Enrolled } from './facility.ts';
import { protectionSweep, undetectedOwn } from './protection.ts';

const RULE_OUTS = [0.7, 0.75, 0.8, 0.82, 0.85, 0.88, 0.9, 0.93];
const pct = (n: number, d: number) => (d === 0 ? '-' : `${((100 * n) / d).toFixed(1)} %`);

export function printProtection(children: Enrolled[], day: PhotoResult[]) {
  const rows = protectionSweep(children, day, RULE_OUTS);
  console.log(
    '\n== 5. Protected (掲載NG) children: each enrolled person in turn protected, against its two sign-up photos;',
  );
  console.log(
    'a face the day delivered to another child, and below the match threshold to the protected one, is ruled out',
  );
  console.log('rule-out   own faces blurred        other faces blurred too');
  for (const row of rows) {
    const shipped = row.ruleOut === PROTECTION_RULES.ruleOut ? '  ← shipped' : '';
    console.log(
      `${row.ruleOut.toFixed(2).padEnd(10)} ${`${row.caught}/${row.own} (${pct(row.caught, row.own)})`.padEnd(24)} ` +
        `${row.overBlurred}/${row.others} (${pct(row.overBlurred, row.others)})${shipped}`,
    );
  }
  console.log(
    `${undetectedOwn(children, day)} photos of a protected person had no face found: a blur cannot cover a face the detector misses (section 1's recall).`,
  );
}
