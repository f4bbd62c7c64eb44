/**
 * Stripe's wire format for the stand-in: form-encoded parameters with bracketed nesting
 * (items[0][price_data][unit_amount]=500), and `expand` of ids into the objects they name.
 */

type Node = Record<string, unknown> | unknown[];

/** A form body or query string as nested objects and arrays of strings. */
export function decodeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Node = root;
    path.forEach((segment, index) => {
      const record = node as Record<string, unknown>;
      const next = path[index + 1];
      if (next === undefined) {
        record[segment] = value;
        return;
      }
      record[segment] ??= /^\d+$/.test(next) ? [] : {};
      node = record[segment] as Node;
    });
  }
  return root;
}

/** The stand-in's store, as `expand` sees it. */
export type ExpandSource = {
  /** An object by id, as it would be answered. */
  find(id: string): Record<string, unknown> | undefined;
  /** A field Stripe leaves out unless expanded (an invoice's payments). */
  includable(objectId: string, field: string): unknown;
};

function expandPath(node: unknown, path: string[], source: ExpandSource): void {
  const [head, ...rest] = path;
  if (!head || !node || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  if (head === 'data' && Array.isArray(record.data)) {
    for (const item of record.data) expandPath(item, rest, source);
    return;
  }
  let value = record[head];
  if (typeof value === 'string') value = source.find(value) ?? value;
  if (value === undefined && typeof record.id === 'string') value = source.includable(record.id, head);
  if (value === undefined) return;
  record[head] = value;
  expandPath(value, rest, source);
}

/** A copy of the object with each `expand[]` path filled in, as Stripe answers it. */
export function expanded(
  object: Record<string, unknown>,
  paths: unknown,
  source: ExpandSource,
): Record<string, unknown> {
  const copy = structuredClone(object);
  for (const path of Array.isArray(paths) ? paths : []) {
    if (typeof path === 'string') expandPath(copy, path.split('.'), source);
  }
  return copy;
}
