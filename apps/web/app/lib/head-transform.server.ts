import { Transform } from 'node:stream';

const headEnd = '</head>';

/**
 * A pass-through for the streamed HTML that hands the document's head, once whole, to `rewrite`
 * and sends the rest untouched. React writes the head with the shell, in the first chunks.
 */
export function headTransform(rewrite: (head: string) => string): Transform {
  let pending: Buffer | undefined = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (pending === undefined) return callback(null, chunk);
      const joined: Buffer = Buffer.concat([pending, chunk]);
      const end = joined.indexOf(headEnd);
      if (end === -1) {
        pending = joined;
        return callback();
      }
      pending = undefined;
      const cut = end + headEnd.length;
      const head = Buffer.from(rewrite(joined.subarray(0, cut).toString('utf8')));
      callback(null, Buffer.concat([head, joined.subarray(cut)]));
    },
    flush(callback) {
      callback(null, pending?.length ? pending : undefined);
    },
  });
}
