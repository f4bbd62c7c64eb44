import { tokyoDate } from '@hibi/domain';
import { adminMeta } from '~/features/admin/admin-entry';
import { QueryState } from '~/features/admin/admin-query';
import { AdminScreen } from '~/features/admin/admin-screen';
import { DayFilters, useDayFilter, useFacilityChoices } from '../day-filters';
import { DropZone } from './drop-zone';
import { ResumeBanner } from './resume-banner';
import { UploadList } from './upload-list';
import { UploadProgressPanel } from './upload-progress-panel';
import { useDayUpload } from './use-day-upload';

export { clientLoader, HydrateFallback } from '~/features/admin/session/staff-page';
export const meta = adminMeta('/admin/upload/');

/** The day's photos and videos: chosen or dropped by the hundred, straight to storage, resumable. */
export default function UploadPage() {
  const facilities = useFacilityChoices();
  const { filter, change } = useDayFilter(facilities.data);
  const upload = useDayUpload();
  const facility = facilities.data?.find((entry) => entry.facilityId === filter.facilityId);
  const choose = (files: File[]) => {
    if (!facility || files.length === 0) return;
    void upload.add(
      files.map((file) => ({
        id: crypto.randomUUID(),
        facilityCode: facility.code,
        name: file.name,
        type: file.type,
        blob: file,
      })),
    );
  };
  const lead = '写真と動画をまとめて選ぶか、ここにドラッグしてください。ページを閉じても、続きから送れます。';
  return (
    <AdminScreen path="/admin/upload/" lead={lead}>
      <QueryState
        isPending={facilities.isPending}
        error={facilities.error}
        onRetry={() => void facilities.refetch()}
      >
        <DayFilters facilities={facilities.data ?? []} filter={filter} onChange={change} facilityOnly />
        <ResumeBanner onResume={(files) => void upload.add(files, false)} />
        <DropZone onFiles={choose} disabled={!facility} />
        <UploadList
          items={upload.items}
          onRetry={(item) => void upload.retry(item)}
          onClear={upload.clearDone}
        />
        <UploadProgressPanel facilityId={filter.facilityId} date={tokyoDate(Date.now())} />
      </QueryState>
    </AdminScreen>
  );
}
