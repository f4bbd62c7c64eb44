import { type Database, eq, type ReferenceImageStatus, referenceImages } from '@hibi/db';
import { createGuardian, loginAs } from './fixtures.ts';
import type { ReferenceTicket } from './signup-client.ts';
import type { TestServer } from './test-server.ts';
import { postUpload, sampleJpeg, type UploadFile } from './uploads.ts';
import { waitFor } from './wait-for.ts';

/** The calls of マイページ's reference photos, as a signed-in guardian (headers from loginAs). */
export function referencesClient(server: TestServer, headers: Record<string, string>) {
  const call = (method: string, path: string, body?: unknown) =>
    fetch(`${server.url}/api/${path}`, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return {
    list: (childId: string) => call('GET', `${childId}/references`),
    issue: (childId: string) => call('POST', `${childId}/references`),
    register: (childId: string, targetReferenceIds: string[]) =>
      call('PUT', `${childId}/references`, { targetReferenceIds }),
    remove: (childId: string, referenceId: string) => call('DELETE', `${childId}/references/${referenceId}`),
    /** Posts the file to the ticket as the browser does; answers the storage's status. */
    async upload(ticket: ReferenceTicket | undefined, file: UploadFile) {
      if (!ticket) throw new Error('no ticket');
      return (await postUpload(server.url, ticket, file)).status;
    },
    async tickets(childId: string): Promise<ReferenceTicket[]> {
      const response = await call('POST', `${childId}/references`);
      if (response.status !== 200) throw new Error(`no tickets: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { userReferenceMediaList: ReferenceTicket[] })
        .userReferenceMediaList;
    },
  };
}

export type ReferencesApi = ReturnType<typeof referencesClient>;

/** Reference photos as earlier checks left them, each with a stored (flat-colour) file. */
export async function storedReferences(
  db: Database,
  server: TestServer,
  childId: string,
  statuses: ReferenceImageStatus[],
) {
  const { bytes } = await sampleJpeg();
  const rows = [];
  for (const status of statuses) {
    const storageKey = `reference-images/${childId}/${crypto.randomUUID()}`;
    await server.context.storage.put(storageKey, Buffer.from(bytes), 'image/jpeg');
    const [row] = await db.insert(referenceImages).values({ childId, storageKey, status }).returning();
    if (row) rows.push(row);
  }
  return rows;
}

/** A family signed in (approved unless told otherwise), its child with these reference photos. */
export async function referenceFamily(
  server: TestServer,
  facilityId: string,
  statuses: ReferenceImageStatus[] = ['accepted'],
  status?: 'requested',
) {
  const { db } = server.database;
  const { guardian, child } = await createGuardian(db, { facilityId, ...(status ? { status } : {}) });
  const stored = await storedReferences(db, server, child.id, statuses);
  const api = referencesClient(server, (await loginAs(server.url, guardian.email)).headers);
  return { guardian, childId: child.id, stored, api };
}

/** One reference photo's row as it is now. */
export async function referenceRow(server: TestServer, id: string) {
  const { db } = server.database;
  return (await db.select().from(referenceImages).where(eq(referenceImages.id, id)))[0];
}

/** Uploads the file to a fresh ticket, registers it and waits for the face check's verdict. */
export async function sendAndWait(
  server: TestServer,
  api: ReferencesApi,
  childId: string,
  file: UploadFile,
  verdict: string,
) {
  const tickets = await api.tickets(childId);
  const id = tickets[0]?.referenceId ?? '';
  if ((await api.upload(tickets[0], file)) !== 204) throw new Error('the upload was refused');
  const registered = await api.register(childId, [id]);
  if (registered.status !== 200) throw new Error(`not registered: ${await registered.text()}`);
  await waitFor(
    async () => (await referenceRow(server, id))?.status === verdict,
    60_000,
    () => server.jobErrors,
  );
  return { id, ticketCount: tickets.length };
}
