// HEVC-coded HEIC that heic-tiles.ts does not read (decision 0069) decoded by libheif's WebAssembly
// build in a thread of its own (docs/decisions/0055). A 12-megapixel photo takes seconds of CPU,
// which on the main thread would stall every request of a server that also runs the jobs. One
// thread, one photo at a time: its WebAssembly heap grows to the largest photo (about 240 MiB) and
// never shrinks, so the thread ends after a while without work and the heap goes.
import { Worker } from 'node:worker_threads';

/** RGBA rows, upright (heic-decode applies the file's rotation). */
export type HeicPixels = { width: number; height: number; pixels: Uint8Array };

type Answer = Partial<HeicPixels> & { error?: string };

/** Idle time after which the decoder's thread ends; the next HEIC starts another (~0.1 s). */
const IDLE_MS = 10_000;
const workerFile = new URL('./heic-decode-worker.ts', import.meta.url);

let decoder: { worker: Worker; idle?: NodeJS.Timeout } | undefined;
let queue: Promise<unknown> = Promise.resolve();

export function heicPixels(bytes: Uint8Array): Promise<HeicPixels> {
  const decoded = queue.then(() => decodeOn(decoderThread(), bytes));
  queue = decoded.catch(() => undefined);
  return decoded;
}

function decoderThread() {
  if (!decoder) {
    const worker = new Worker(workerFile);
    worker.on('exit', () => {
      if (decoder?.worker === worker) decoder = undefined;
    });
    // A decode hears of an error through its own listener; an idle thread's error only ends it,
    // and an 'error' nobody listens to would end this whole process.
    worker.on('error', () => undefined);
    decoder = { worker };
  }
  clearTimeout(decoder.idle);
  return decoder;
}

function decodeOn(thread: NonNullable<typeof decoder>, bytes: Uint8Array): Promise<HeicPixels> {
  const { worker } = thread;
  worker.ref(); // a decode in progress keeps the process alive; an idle thread does not
  return new Promise<HeicPixels>((resolve, reject) => {
    const settle = (done: () => void) => {
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      worker.unref();
      thread.idle = setTimeout(() => void worker.terminate(), IDLE_MS).unref();
      done();
    };
    const onMessage = ({ width, height, pixels, error }: Answer) =>
      settle(() =>
        error !== undefined || !width || !height || !pixels
          ? reject(new Error(error || 'HEIC: no picture decoded'))
          : resolve({ width, height, pixels }),
      );
    const onError = (error: Error) => settle(() => reject(error));
    const onExit = (code: number) => settle(() => reject(new Error(`HEIC decoder thread ended (${code})`)));
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    worker.postMessage(bytes);
  });
}
