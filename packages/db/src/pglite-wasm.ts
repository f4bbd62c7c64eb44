// PGlite compiles its WebAssembly (pglite.wasm, initdb.wasm) on every create unless it is handed
// the compiled modules. A process that opens many databases (a test worker opens one a file, and
// a nested one for each initdb) would compile the same 10 MB again each time; compiled once, the
// instances share one module's machine code. That is also the code-memory churn behind V8's
// "Check failed: jit_page.has_value()" abort in long-lived workers (nodejs/node#64500).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

export interface PgliteWasm {
  pgliteWasmModule: WebAssembly.Module;
  initdbWasmModule: WebAssembly.Module;
}

// Node has WebAssembly as a global value; the servers' TypeScript lib (ES2023, no DOM) only knows
// PGlite's declaration of its types.
const { WebAssembly: wasm } = globalThis as unknown as {
  WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> };
};

let compiled: Promise<PgliteWasm> | undefined;

const require = createRequire(import.meta.url);

async function compile(file: 'pglite.wasm' | 'initdb.wasm'): Promise<WebAssembly.Module> {
  return wasm.compile(await readFile(require.resolve(`@electric-sql/pglite/${file}`)));
}

/** The process's compiled PGlite modules, compiled on first use. */
export function pgliteWasm(): Promise<PgliteWasm> {
  if (!compiled) {
    compiled = Promise.all([compile('pglite.wasm'), compile('initdb.wasm')]).then(
      ([pgliteWasmModule, initdbWasmModule]) => ({ pgliteWasmModule, initdbWasmModule }),
    );
    // A failed compile (a broken install) is said to this caller and tried again by the next.
    compiled.catch(() => {
      compiled = undefined;
    });
  }
  return compiled;
}
