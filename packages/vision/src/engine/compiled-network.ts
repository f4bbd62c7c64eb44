// A network's graph, optimised by onnxruntime once for this machine and kept as a file (decision
// 0058). Building a graph and optimising it in the thread that runs it left some 100 MiB a face
// thread of freed memory that glibc kept; a child process now does both and exits, and each thread
// opens the result with the optimiser off. The file's name carries everything it depends on.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { access, readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ort from 'onnxruntime-node';
import type { NetworkName } from './network-graphs.ts';

const COMPILED_DIR = path.join(os.tmpdir(), 'hibi-vision-networks');
const engineDir = path.dirname(fileURLToPath(import.meta.url));
const compileScript = path.join(engineDir, 'compile-network.process.ts');
const require = createRequire(import.meta.url);

/**
 * Opens the network as compiled for this machine, compiling it first if no process has yet. Where
 * that cannot be (no writable temporary folder), the graph is built and optimised in this thread as
 * before 0058: more memory, the same answers, and photos still delivered.
 */
export async function openCompiledNetwork(
  name: NetworkName,
  options: ort.InferenceSession.SessionOptions,
  dir = COMPILED_DIR,
): Promise<ort.InferenceSession> {
  const sessionOptions = { logSeverityLevel: 3, ...options } as const;
  const file = await compiledNetworkFile(name, dir).catch((error: unknown) => {
    console.warn(`${String(error)}; building the ${name} network in this thread instead`);
    return undefined;
  });
  if (file)
    return ort.InferenceSession.create(file, { ...sessionOptions, graphOptimizationLevel: 'disabled' });
  const { NETWORKS } = await import('./network-graphs.ts');
  return ort.InferenceSession.create(await NETWORKS[name](), sessionOptions);
}

/** The compiled network's file in `dir`, compiled there first when it is not yet. */
export async function compiledNetworkFile(name: NetworkName, dir = COMPILED_DIR): Promise<string> {
  const file = path.join(dir, `${name}-${await compilationKey()}.onnx`);
  if (!(await exists(file))) await compile(name, file);
  return file;
}

/**
 * What a compiled file depends on: this folder's code (the graphs are built here; its tests aside),
 * the packages the weights come from, onnxruntime's version and the processor (the optimiser lays
 * weights out for its vector width).
 */
async function compilationKey(): Promise<string> {
  const hash = createHash('sha256');
  const sources = (await readdir(engineDir)).filter((file) => /(?<!\.test)\.ts$/.test(file)).sort();
  for (const file of sources) hash.update(file).update(await readFile(path.join(engineDir, file)));
  for (const pkg of ['@vladmandic/face-api', '@vladmandic/human', 'onnxruntime-node'])
    hash.update(`${pkg}@${await packageVersion(pkg)}`);
  hash.update(`${process.arch} ${os.cpus()[0]?.model ?? ''} ${await cpuFlags()}`);
  return hash.digest('hex').slice(0, 16);
}

/** A package's version, from the package.json above its entry (not every package exports that file). */
async function packageVersion(pkg: string): Promise<string> {
  for (let dir = path.dirname(require.resolve(pkg)); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = await readFile(path.join(dir, 'package.json'), 'utf8').catch(() => undefined);
    const { name, version } = manifest ? (JSON.parse(manifest) as { name?: string; version?: string }) : {};
    if (name === pkg) return version ?? '';
  }
  throw new Error(`${pkg}: package.json not found`);
}

async function cpuFlags(): Promise<string> {
  const info = await readFile('/proc/cpuinfo', 'utf8').catch(() => '');
  return /^flags\s*:(.*)$/m.exec(info)?.[1]?.trim() ?? '';
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

/** Runs the compilation in a child process, whose memory goes back to the system when it exits. */
function compile(name: NetworkName, file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [compileScript, name, file], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`compiling the ${name} network failed (exit ${code}): ${errors.trim()}`));
    });
  });
}
