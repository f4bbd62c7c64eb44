// One request per admin route, every id and field filled with a NEIGHBOURING facility's real
// values (`known`, by field name), so a staff member of another facility asks for exactly what
// they must not get. Made from the OpenAPI document, so routes added later are probed too.
import { type AdminApiDocument, validValue } from './admin-field-probes.ts';

export type NeighbourProbe = { method: string; route: string; url: string; body?: string };

export function adminNeighbourProbes(
  document: AdminApiDocument,
  known: Record<string, string>,
): NeighbourProbe[] {
  const probes: NeighbourProbe[] = [];
  for (const [route, operations] of Object.entries(document.paths)) {
    if (!route.startsWith('/api/admin/')) continue;
    for (const [lower, operation] of Object.entries(operations)) {
      const parameters = (operation.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query');
      const value = (name: string, schema = {}) =>
        encodeURIComponent(String(validValue(schema, name, known)));
      const path = route.replace(/\{(\w+)\}/g, (_, name: string) =>
        value(name, parameters.find((p) => p.name === name)?.schema),
      );
      const query = parameters
        .filter((p) => p.in === 'query')
        .map((p) => `${p.name}=${value(p.name, p.schema)}`);
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
      probes.push({
        method: lower.toUpperCase(),
        route,
        url: query.length ? `${path}?${query.join('&')}` : path,
        ...(bodySchema ? { body: JSON.stringify(validValue(bodySchema, '', known)) } : {}),
      });
    }
  }
  return probes;
}
