// The HEIC decoder's thread (heic-pixels.ts): libheif's WebAssembly decodes here, one photo at a
// time, so the server's event loop keeps answering meanwhile.
import { parentPort } from 'node:worker_threads';
import decodeHeic from 'heic-decode';

parentPort?.on('message', async (bytes: Uint8Array) => {
  try {
    const { width, height, data } = await decodeHeic({ buffer: bytes });
    const pixels = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    parentPort?.postMessage({ width, height, pixels }, [pixels.buffer as ArrayBuffer]);
  } catch (error) {
    parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
