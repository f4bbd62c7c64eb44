import { data } from 'react-router';
import { metaFor } from '~/lib/seo';
import { catalogueEntry } from '~/route-catalogue';
import type { Route } from './+types/healthcheck';

export const meta = metaFor('/healthcheck/');

// Monitors must see the live state, never a cached one.
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store' });

const databaseText = { ok: '応答あり', unreachable: '応答なし', stuck: '処理が滞っています' } as const;

/** The HTTP status follows the database: 200 when it answers, 503 when it does not (and why). */
export async function loader({ context }: Route.LoaderArgs) {
  // A check that throws is a failed check: answer 503 rather than fall into a 500.
  const database = await context.checkDatabase().catch(() => 'unreachable' as const);
  const ok = database === 'ok';
  return data({ ok, database }, { status: ok ? 200 : 503 });
}

export default function Healthcheck({ loaderData }: Route.ComponentProps) {
  const { ok, database } = loaderData;
  return (
    <section className="card health">
      <h1 className="page-title">{catalogueEntry('/healthcheck/').heading}</h1>
      <dl className="health-list">
        <div>
          <dt>状態</dt>
          <dd className={ok ? 'health-ok' : 'health-ng'}>{ok ? '正常' : '異常'}</dd>
        </div>
        <div>
          <dt>ステータス</dt>
          <dd>{ok ? 200 : 503}</dd>
        </div>
        <div>
          <dt>データベース</dt>
          <dd>{databaseText[database]}</dd>
        </div>
      </dl>
    </section>
  );
}
