// ffmpeg for making the bench's inputs: the binary the pipeline itself ships (@hibi/media), so what
// makes the clips is what ingests them. A missing binary or a failed run is an error, never a skip.
import { spawn } from 'node:child_process';
import { ffmpegPath } from '@hibi/media';

/** Runs ffmpeg with `input` on its stdin (if any) and resolves to what it wrote on stdout. */
export function ffmpeg(args: string[], input?: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath, ['-v', 'error', ...args], { stdio: 'pipe' });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', (error) => reject(new Error(`cannot run ffmpeg (${ffmpegPath}): ${error.message}`)));
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out));
      else reject(new Error(`ffmpeg exited with ${code}: ${Buffer.concat(err).toString().trim()}`));
    });
    // ffmpeg closing its input early (EPIPE) is told by its exit code and message above.
    child.stdin.on('error', () => {});
    child.stdin.end(input);
  });
}
