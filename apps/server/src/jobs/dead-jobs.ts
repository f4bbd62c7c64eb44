// The runner's failed jobs as operators see them and retry them (docs/decisions/0029).

// pg casts the id to uuid: anything else would be a SQL error rather than "no such job".
export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * pg-boss moves failed jobs to its archive after 12 hours, so a retry the next morning brings the
 * job back from there as boss.retry would: same id and data, one more try (started_on set makes the
 * next fetch count it as a retry), kept 14 more days.
 */
export const restoreFromArchive = `
  with restored as (delete from pgboss.archive where id = $1 and state = 'failed' returning *)
  insert into pgboss.job (id, name, priority, data, state, retry_limit, retry_count, retry_delay,
    retry_backoff, start_after, started_on, singleton_key, expire_in, created_on, keep_until, dead_letter,
    policy)
  select id, name, priority, data, 'retry', retry_limit + 1, retry_count, retry_delay, retry_backoff,
    now(), started_on, singleton_key, expire_in, created_on, now() + interval '14 days', dead_letter, policy
  from restored returning id`;

/** pg-boss keeps a thrown error as {name, message, stack}, a timeout or a string as {value}. */
export function errorText(output: unknown): string {
  const { name, message, value } = (output ?? {}) as { name?: unknown; message?: unknown; value?: unknown };
  const inner = typeof value === 'object' && value ? (value as { message?: unknown }).message : value;
  const text = typeof message === 'string' ? message : inner;
  if (typeof text !== 'string') return output == null ? '' : JSON.stringify(output);
  return typeof name === 'string' && name !== 'Error' ? `${name}: ${text}` : text;
}
