import { stdin, stdout } from 'node:process';

/** Reads a password from the terminal without echoing it; null when stdin is not a terminal. */
export function terminalPasswordPrompt(question: string): (() => Promise<string>) | null {
  if (!stdin.isTTY) return null;
  return () =>
    new Promise((resolve, reject) => {
      let typed = '';
      stdout.write(question);
      stdin.setRawMode(true);
      stdin.resume();
      stdin.setEncoding('utf8');
      const onData = (chunk: string) => {
        for (const char of chunk) {
          if (char === '\r' || char === '\n') return finish(() => resolve(typed));
          if (char === '\u0003') return finish(() => reject(new Error('cancelled')));
          if (char === '\u007f') typed = typed.slice(0, -1);
          else typed += char;
        }
      };
      const finish = (done: () => void) => {
        stdin.off('data', onData);
        stdin.setRawMode(false);
        stdin.pause();
        stdout.write('\n');
        done();
      };
      stdin.on('data', onData);
    });
}
