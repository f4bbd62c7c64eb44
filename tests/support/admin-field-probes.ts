// Requests that each put a NUL byte or a lone UTF-16 surrogate into ONE input of an admin route,
// every other input valid-looking, so the bad value gets past the rest of the schema to whatever
// lies behind it. Made from the OpenAPI document, so new admin routes and fields are probed too.

type Schema = {
  type?: string;
  format?: string;
  enum?: unknown[];
  minimum?: number;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
};
type Parameter = { name: string; in: string; schema?: Schema };
export type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
export type AdminApiDocument = { paths: Record<string, Record<string, Operation>> };
export type FieldProbe = { method: string; route: string; url: string; body?: string; label: string };

const hostileCharacters = { NUL: '\u0000', 'lone surrogate': '\ud800' };

/** A value the schema accepts; `known` gives real ones (an existing facility's code) by field name. */
export function validValue(schema: Schema, name: string, known: Record<string, string>): unknown {
  const option = schema.anyOf?.find((candidate) => candidate.type !== 'null') ?? schema;
  if (option.properties)
    return Object.fromEntries(
      Object.entries(option.properties).map(([key, property]) => [key, validValue(property, key, known)]),
    );
  if (option.type === 'array') return [validValue(option.items ?? {}, name, known)];
  if (option.enum) return option.enum[0];
  if (option.type === 'boolean') return true;
  if (option.type === 'integer' || option.type === 'number') return (option.minimum ?? 0) + 1;
  if (known[name]) return known[name];
  if (option.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if (option.format === 'date') return '2026-05-01';
  if (option.format === 'email' || /email/i.test(name)) return 'someone@hibi.example';
  return 'abc12345';
}

/** The paths (e.g. ['files', 0, 'name']) of every string inside a value. */
function stringPaths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [at];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringPaths(item, [...at, index]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...at, key]));
  return [];
}

function withValueAt(value: unknown, path: (string | number)[], replace: (old: string) => string): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replace(value as string);
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = withValueAt(copy[head], rest, replace);
  return copy;
}

/** The bad character after the value's first one, so the value still looks like what it should be. */
const spoil = (character: string) => (value: string) => `${value.slice(0, 1)}${character}${value.slice(1)}`;

/** A lone surrogate has no UTF-8 form, so a URL carries it as the bytes it would be (WTF-8). */
const inUrl = (value: string) => value.split('\ud800').map(encodeURIComponent).join('%ED%A0%80');

/** One probe per admin route input (path, query string, each string in the body) and bad character. */
export function adminFieldProbes(document: AdminApiDocument, known: Record<string, string>): FieldProbe[] {
  const probes: FieldProbe[] = [];
  for (const [route, operations] of Object.entries(document.paths)) {
    if (!route.startsWith('/api/admin/')) continue;
    for (const [lower, operation] of Object.entries(operations)) {
      const method = lower.toUpperCase();
      const parameters = (operation.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query');
      const values = Object.fromEntries(
        parameters.map((p) => [p.name, String(validValue(p.schema ?? {}, p.name, known))]),
      );
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
      const body = bodySchema ? validValue(bodySchema, '', known) : undefined;
      const urlWith = (spoiled: Record<string, string>) => {
        const all = { ...values, ...spoiled };
        const path = route.replace(/\{(\w+)\}/g, (_, name: string) => inUrl(all[name] ?? ''));
        const query = parameters
          .filter((p) => p.in === 'query')
          .map((p) => `${p.name}=${inUrl(all[p.name] ?? '')}`);
        return query.length ? `${path}?${query.join('&')}` : path;
      };
      const bodyText = (value: unknown) => (value === undefined ? undefined : JSON.stringify(value));
      for (const [characterName, character] of Object.entries(hostileCharacters)) {
        for (const p of parameters)
          probes.push({
            method,
            route,
            url: urlWith({ [p.name]: spoil(character)(values[p.name] ?? '') }),
            body: bodyText(body),
            label: `${method} ${route} ${p.in} ${p.name} (${characterName})`,
          });
        for (const path of stringPaths(body))
          probes.push({
            method,
            route,
            url: urlWith({}),
            body: bodyText(withValueAt(body, path, spoil(character))),
            label: `${method} ${route} body ${path.join('.')} (${characterName})`,
          });
      }
    }
  }
  return probes;
}
