import { tokyoDate, uploadContentType } from '@hibi/domain';
import { useState } from 'react';
import { ConfirmDialog } from '~/components/confirm-dialog';
import { adminMeta } from '~/features/admin/admin-entry';
import { DayScreen } from '../day-screen';
import { useDayFilter, useFacilityChoices } from '../use-day-filter';
import { DropZone } from './drop-zone';
import { ResumeBanner } from './resume-banner';
import { UploadList } from './upload-list';
import { UploadProgressPanel } from './upload-progress-panel';
import { UploadTarget } from './upload-target';
import { UploadedMedia } from './uploaded/uploaded-media';
import { useDayUpload } from './use-day-upload';

export { clientLoader, HydrateFallback } from '~/features/admin/session/staff-page';
export const meta = adminMeta('/admin/upload/');

/**
 * The day's photos and videos: chosen or dropped by the hundred, sent through the server's upload
 * endpoint to the storage, resumable.
 */
export default function UploadPage() {
  const facilities = useFacilityChoices();
  const { filter, change } = useDayFilter(facilities.data);
  const upload = useDayUpload();
  const facility = facilities.data?.find((entry) => entry.facilityId === filter.facilityId);
  // Files wait here until staff confirm the facility they go to.
  const [chosen, setChosen] = useState<File[] | null>(null);
  const choose = (files: File[]) => {
    if (facility && files.length > 0) setChosen(files);
  };
  const send = (files: File[]) => {
    setChosen(null);
    if (!facility) return;
    void upload.add(
      files.map((file) => ({
        id: crypto.randomUUID(),
        facilityCode: facility.code,
        name: file.name,
        type: uploadContentType(file.name, file.type),
        blob: file,
      })),
    );
  };
  const lead = '写真と動画をまとめて選んでください。ページを閉じても、続きから送れます。';
  return (
    <DayScreen
      path="/admin/upload/"
      lead={lead}
      facilities={facilities}
      filter={filter}
      onChange={change}
      facilityOnly
    >
      <UploadTarget name={facility?.name} />
      <ResumeBanner onResume={(files) => void upload.add(files, false)} />
      <DropZone onFiles={choose} disabled={!facility} />
      <UploadList
        items={upload.items}
        onRetry={(item) => void upload.retry(item)}
        onClear={upload.clearDone}
      />
      <UploadProgressPanel facilityId={filter.facilityId} date={tokyoDate(Date.now())} />
      <UploadedMedia facilityId={filter.facilityId} />
      {chosen && facility ? (
        <ConfirmDialog
          open
          busy={false}
          tone="primary"
          title={`${facility.name}に送りますか？`}
          confirmLabel={`${chosen.length}件を送る`}
          busyLabel="送っています…"
          onConfirm={() => send(chosen)}
          onCancel={() => setChosen(null)}
        >
          <p>
            {chosen.length}件の写真・動画を、<strong>{facility.name}</strong>
            の今日の写真として送ります。この施設のご家族に届けられます。
          </p>
        </ConfirmDialog>
      ) : null}
    </DayScreen>
  );
}
