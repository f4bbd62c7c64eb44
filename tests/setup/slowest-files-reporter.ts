// Prints the slowest test files at the end of a run: a run of four workers on two cores is as
// long as its slowest files allow, so this is where to look when the suite grows slower.
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

const shown = 12;

export default class SlowestFilesReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const files = modules
      .map((module) => ({
        name: `${module.project.name.padEnd(18)} ${path.relative(process.cwd(), module.moduleId)}`,
        seconds: module.diagnostic().duration / 1000,
      }))
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, shown);
    if (files.length < 2) return;
    console.log('\nslowest files:');
    for (const file of files) console.log(`  ${file.seconds.toFixed(0).padStart(4)} s  ${file.name}`);
  }
}
