// Calls made one after another while the load runs, whose every answer is looked at:
// - writes the service acknowledges: a download record per media (POST mediaDonwloadHistory
//   answers true once the row is written);
// - reads of the timeline, to see that each 503 says when to come back (Retry-After).
export type AnswerLog = {
  acknowledged: string[];
  statuses: Map<number, number>;
  unavailableWithoutRetryAfter: number;
  failedToConnect: number;
};

type Headers = () => Promise<Record<string, string>>;

/** Runs `call` for each of `items` until stopped, counting statuses; a 401 signs in again. */
function loop<Item>(
  items: Iterable<Item>,
  headers: Headers,
  call: (item: Item, auth: object) => Promise<Response>,
) {
  const log: AnswerLog = {
    acknowledged: [],
    statuses: new Map(),
    unavailableWithoutRetryAfter: 0,
    failedToConnect: 0,
  };
  let stopped = false;
  const run = async (onAnswer: (item: Item, response: Response, body: string) => void) => {
    let auth = await headers();
    for (const item of items) {
      if (stopped) break;
      const response = await call(item, auth).catch(() => null);
      if (!response) {
        log.failedToConnect += 1;
        continue;
      }
      log.statuses.set(response.status, (log.statuses.get(response.status) ?? 0) + 1);
      if (response.status === 503 && !response.headers.get('retry-after'))
        log.unavailableWithoutRetryAfter += 1;
      onAnswer(item, response, await response.text());
      // Access tokens live five minutes; a long run signs in again.
      if (response.status === 401) auth = await headers();
      if (response.status === 503) await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  return {
    log,
    start: (onAnswer: (item: Item, response: Response, body: string) => void) => {
      const done = run(onAnswer);
      return async () => {
        stopped = true;
        await done;
        return log;
      };
    },
  };
}

export function startWrites(url: string, headers: Headers, mediaIds: string[]) {
  const writes = loop(mediaIds, headers, (mediaId, auth) =>
    fetch(url, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ mediaId }),
    }),
  );
  return writes.start((mediaId, response, body) => {
    if (response.status === 200 && body === 'true') writes.log.acknowledged.push(mediaId);
  });
}

function* forever() {
  for (;;) yield null;
}

export function startReads(url: string, headers: Headers) {
  return loop(forever(), headers, (_, auth) => fetch(url, { headers: { ...auth } })).start(() => {});
}
