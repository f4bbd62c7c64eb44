import { adminUploadApi } from '@hibi/contract/api';
import { useQuery } from '@tanstack/react-query';
import { adminCall } from '~/features/admin/session/admin-request';
import { UploadFailures } from './upload-failures';

/**
 * The pipeline's work on the facility's uploads of the day, polled while anything is in progress,
 * and the files it could not use.
 */
export function UploadProgressPanel({ facilityId, date }: { facilityId: string; date: string }) {
  const progress = useQuery({
    queryKey: ['admin', 'upload-progress', facilityId, date],
    queryFn: () => adminCall(adminUploadApi.progress, { query: { facilityId, date } }),
    enabled: facilityId !== '',
    refetchInterval: (query) => ((query.state.data?.processing ?? 0) > 0 ? 2_000 : 15_000),
  });
  const counts = progress.data;
  const facts: [string, number | undefined][] = [
    ['今日のアップロード', counts?.uploaded],
    ['処理中', counts?.processing],
    ['処理済み', counts?.processed],
    ['失敗', counts?.failed],
    ['見つかった顔', counts?.facesFound],
    ['配信されたお子さま', counts?.childrenMatched],
  ];
  return (
    <section className="upload-pipeline" aria-labelledby="upload-pipeline-title">
      <h2 id="upload-pipeline-title" className="admin-subtitle">
        写真の処理状況
      </h2>
      <dl className="upload-counts" aria-live="polite">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value ?? '—'}</dd>
          </div>
        ))}
      </dl>
      <UploadFailures facilityId={facilityId} date={date} failedCount={counts?.failed ?? 0} />
    </section>
  );
}
