// node bench/load/profile-top.ts FILE.cpuprofile [N]: the N functions with the most self time in a
// V8 CPU profile (as node --cpu-prof writes), with their share of the sampled time.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
};
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const [file, count = '20'] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-top.ts FILE.cpuprofile [N]');
const profile = JSON.parse(await readFile(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfMicros = new Map<string, number>();
let total = 0;
profile.samples.forEach((id, i) => {
  const node = byId.get(id);
  const delta = profile.timeDeltas[i] ?? 0;
  if (!node) return;
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url ? `${path.basename(path.dirname(url))}/${path.basename(url)}:${lineNumber + 1}` : '';
  const name = `${functionName || '(anonymous)'} ${where}`.trim();
  selfMicros.set(name, (selfMicros.get(name) ?? 0) + delta);
  total += delta;
});
const busy = [...selfMicros].filter(([name]) => name !== '(idle)').reduce((sum, [, us]) => sum + us, 0);
console.log(`${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s busy (not idle)`);
for (const [name, micros] of [...selfMicros].sort((a, b) => b[1] - a[1]).slice(0, Number(count))) {
  console.log(
    `${((100 * micros) / busy).toFixed(1).padStart(5)} %  ${(micros / 1e3).toFixed(0).padStart(6)} ms  ${name}`,
  );
}
