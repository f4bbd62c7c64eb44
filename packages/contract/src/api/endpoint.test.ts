import { describe, expect, it } from 'vitest';
import { areaApi, endpointUrl, withSchemas } from './endpoint.ts';
import { timelineApi } from './timeline.ts';

describe('endpointUrl', () => {
  it('fills and encodes the path parameters and appends the defined query values', () => {
    expect(
      endpointUrl(timelineApi.list, { childId: 'a/b c' }, { trialing: 'false', paginationToken: undefined }),
    ).toBe('/api/a%2Fb%20c/timeline/list?trialing=false');
    expect(endpointUrl({ path: '/api/x/:n' }, { n: 3 }, { q: 'ゆ&い', flag: true, none: null })).toBe(
      '/api/x/3?q=%E3%82%86%26%E3%81%84&flag=true',
    );
    expect(endpointUrl(timelineApi.summary, { childId: 'c1' })).toBe('/api/c1/timeline');
  });

  it('refuses a path parameter left out rather than calling a wrong URL', () => {
    expect(() => endpointUrl(timelineApi.list, {})).toThrow(/childId/);
  });
});

describe('withSchemas', () => {
  it('binds each endpoint to its schemas and leaves the endpoint as it was', () => {
    const marker = { parse: () => 1 } as never;
    const bound = withSchemas(timelineApi, {
      summary: { answer: marker },
      list: { answer: marker },
    } as never);
    expect(bound.list).toMatchObject({ path: timelineApi.list.path, schemas: { answer: marker } });
    expect('schemas' in timelineApi.list).toBe(false);
  });
});

describe('areaApi', () => {
  it("splits each route into method and path and gives a call its area's tag and access unless it says its own", () => {
    const api = areaApi<{ list: { answer: never }; open: { answer: never } }>('family', 'guardian', {
      list: { route: 'GET /api/users/:userId/family', operationId: 'list', summary: 'List', errors: [409] },
      open: { route: 'POST /api/invitations/:token', operationId: 'open', summary: 'Open', access: 'public' },
    });
    expect(api).toEqual({
      list: {
        method: 'GET',
        path: '/api/users/:userId/family',
        operationId: 'list',
        summary: 'List',
        errors: [409],
        tag: 'family',
        access: 'guardian',
      },
      open: {
        method: 'POST',
        path: '/api/invitations/:token',
        operationId: 'open',
        summary: 'Open',
        tag: 'family',
        access: 'public',
      },
    });
  });
});
