/** A class as the facility has it now. */
export type ExistingClass = { id: string; name: string; childCount: number };
/** A class as the edited form lists it, in display order; no id for a new one. */
export type WantedClass = { id?: string | undefined; name: string };

export type ClassChanges =
  | {
      ok: true;
      insert: { name: string; position: number }[];
      update: { id: string; name: string; position: number }[];
      remove: string[];
    }
  | { ok: false; reason: 'unknown-class' | 'class-has-children'; names: string[] };

/**
 * What saving the facility form does to its classes: those listed keep (or take) the position of
 * their line, new ones are added, the ones left out are deleted — unless a child is still in one,
 * which would otherwise lose their class silently.
 */
export function classChanges(
  existing: readonly ExistingClass[],
  wanted: readonly WantedClass[],
): ClassChanges {
  const byId = new Map(existing.map((row) => [row.id, row]));
  const unknown = wanted.filter((row) => row.id !== undefined && !byId.has(row.id));
  if (unknown.length > 0)
    return { ok: false, reason: 'unknown-class', names: unknown.map((row) => row.name) };
  const kept = new Set(wanted.flatMap((row) => (row.id ? [row.id] : [])));
  const removed = existing.filter((row) => !kept.has(row.id));
  const occupied = removed.filter((row) => row.childCount > 0);
  if (occupied.length > 0) {
    return { ok: false, reason: 'class-has-children', names: occupied.map((row) => row.name) };
  }
  const insert: { name: string; position: number }[] = [];
  const update: { id: string; name: string; position: number }[] = [];
  wanted.forEach((row, position) => {
    if (row.id) update.push({ id: row.id, name: row.name, position });
    else insert.push({ name: row.name, position });
  });
  return { ok: true, insert, update, remove: removed.map((row) => row.id) };
}
