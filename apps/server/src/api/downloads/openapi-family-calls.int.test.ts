import { expect, it } from 'vitest';
import type { TestServer } from '#tests/support/test-server.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';

type Operation = {
  summary?: string;
  description?: string;
  security?: unknown[];
  responses: Record<string, { content?: Record<string, unknown> }>;
};
let server: TestServer;
let paths: Record<string, Record<string, Operation>>;
useTestServer(async (started) => {
  server = started.server;
  paths = ((await (await fetch(`${server.url}/api/docs/json`)).json()) as { paths: typeof paths }).paths;
});

it.each([
  ['/api/users/userInfo', 'get'],
  ['/api/users/{userId}/profile', 'get'],
  ['/api/users/{userId}/children', 'get'],
  ['/api/groups/children/{childId}', 'get'],
  ['/api/{childId}/timeline', 'get'],
  ['/api/{childId}/timeline/list', 'get'],
  ['/api/{childId}/timeline/photomovie', 'get'],
  ['/api/{childId}/timeline/photomovie/{collectionId}', 'get'],
  ['/api/children/{childId}/mediaDonwloadHistory', 'post'],
  ['/api/children/{childId}/mediaDonwloadHistory/bulk', 'post'],
  ['/api/children/{childId}/media/archive', 'post'],
])('documents %s (%s) as a bearer call that can answer 403', (path, method) => {
  const operation = paths[path]?.[method];
  expect(operation?.security).toEqual([{ bearer: [] }]);
  expect(operation?.responses['403']?.content?.['application/json']).toBeDefined();
});

it('explains the timeline rules and that the archive answers a ZIP', () => {
  const list = paths['/api/{childId}/timeline/list']?.get;
  expect(list?.summary).toMatch(/One page of 60 timeline items/);
  expect(list?.description).toMatch(/Free members always get the recent view/);
  expect(paths['/api/children/{childId}/media/archive']?.post?.responses['200']?.content).toEqual({
    'application/zip': { schema: { type: 'string', format: 'binary' } },
  });
});
