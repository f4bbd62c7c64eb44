import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { uploadFileName } from '@hibi/contract';
import { uploadContentType } from '@hibi/domain';
import type { AdminClient } from './admin-client.ts';

/** Tickets are asked for in batches, so a large day neither waits on one huge call nor expires. */
const batchSize = 50;

/** Uploads every photo and video directly in `dir` to the facility and queues them; other files are skipped. */
export async function uploadFolder(
  client: AdminClient,
  dir: string,
  facilityCode: string,
  log: (line: string) => void,
) {
  const names = (await readdir(dir)).filter((name) => uploadContentType(name)).sort();
  let queued = 0;
  for (let start = 0; start < names.length; start += batchSize) {
    const batch = await Promise.all(
      names.slice(start, start + batchSize).map(async (name) => {
        const file = path.join(dir, name);
        return {
          name,
          file,
          contentType: uploadContentType(name),
          size: (await stat(file)).size,
        };
      }),
    );
    const { tickets } = await client.tickets(
      facilityCode,
      batch.map(({ name, contentType, size }) => ({ name: uploadFileName(name), contentType, size })),
    );
    for (const [i, ticket] of tickets.entries()) {
      const item = batch[i];
      if (!item) continue;
      await client.upload(ticket, await readFile(item.file), item.contentType);
      log(`uploaded ${item.name}`);
    }
    // Each ticket answers with the name it was asked for: kept so a failed file is named to staff.
    const result = await client.complete(
      facilityCode,
      tickets.map((ticket) => ticket.key),
      Object.fromEntries(tickets.map((ticket) => [ticket.key, ticket.name])),
    );
    queued += result.queued.length;
    for (const key of result.missing) log(`missing after upload: ${key}`);
  }
  return { files: names.length, queued };
}
