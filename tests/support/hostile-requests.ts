// Hostile requests made from the API's own OpenAPI document, so every route (new ones too) is
// probed with what a broken client or an attacker sends (issue 14: no 500s, always §5's shape).

type Schema = { type?: string; properties?: Record<string, Schema> };
type Operation = { requestBody?: { content?: Record<string, { schema?: Schema }> } };
export type ApiDocument = { paths: Record<string, Record<string, Operation>> };
export type HostileRequest = { method: string; path: string; body?: string; label: string };

const hostileIds = ['not-a-uuid', '%00', "1'%20OR%20'1'%3D'1", 'a'.repeat(300), '..%2F..%2Fsecrets.json'];
const nul = 'a\u0000b';

/** Bodies that break a route's JSON schema in every way at once, and JSON that is no object. */
function hostileBodies(operation: Operation): string[] {
  const schema = operation.requestBody?.content?.['application/json']?.schema;
  const properties = Object.entries(schema?.properties ?? {});
  const wrongTypes = Object.fromEntries(
    properties.map(([name, property]) => [name, property.type === 'string' ? 12345 : 'text']),
  );
  const nulStrings = Object.fromEntries(properties.map(([name]) => [name, nul]));
  const huge = Object.fromEntries(properties.map(([name]) => [name, 'あ'.repeat(20_000)]));
  return [
    '{',
    'null',
    '[]',
    '"text"',
    JSON.stringify(wrongTypes),
    JSON.stringify(nulStrings),
    JSON.stringify(huge),
    '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}',
  ];
}

/** Every documented operation, with hostile path parameters and bodies. */
export function hostileRequests(document: ApiDocument): HostileRequest[] {
  const requests: HostileRequest[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
    for (const [method, operation] of Object.entries(operations)) {
      const upper = method.toUpperCase();
      const hasParams = path.includes('{');
      const paths = hasParams ? hostileIds.map((id) => path.replace(/\{[^}]+\}/g, id)) : [path];
      for (const target of paths) requests.push({ method: upper, path: target, label: `${upper} ${target}` });
      if (upper === 'GET' || upper === 'HEAD' || upper === 'DELETE') continue;
      const bodyPath = path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      for (const body of hostileBodies(operation))
        requests.push({
          method: upper,
          path: bodyPath,
          body,
          label: `${upper} ${path} ${body.slice(0, 40)}`,
        });
    }
  }
  return requests;
}
