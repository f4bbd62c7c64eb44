import { useNavigate, useParams } from 'react-router';
import { showToast } from '~/lib/toast';
import { adminMeta } from '../admin-entry';
import { QueryState } from '../admin-query';
import { AdminScreen } from '../admin-screen';
import { saveFacility, useFacilityDetail } from './facility-calls';
import { FacilityForm, facilityFormValues } from './facility-form';

export { clientLoader, HydrateFallback } from '../session/operator-page';
export const meta = adminMeta('/admin/facilities/sample/edit/');

/** Operators change a facility: name, code, classes, price and trial. */
export default function FacilityEditPage() {
  const facilityId = useParams().facilityId ?? '';
  const navigate = useNavigate();
  const detail = useFacilityDetail(facilityId);
  const facility = detail.data?.facility;
  return (
    <AdminScreen path="/admin/facilities/sample/edit/" lead={facility?.name}>
      <QueryState isPending={detail.isPending} error={detail.error} onRetry={() => void detail.refetch()}>
        {facility ? (
          <FacilityForm
            initial={facilityFormValues(facility)}
            occupied={new Map(facility.classes.map((entry) => [entry.id, entry.childCount]))}
            submitLabel="変更を保存"
            onSave={async (input) => {
              await saveFacility(input, facilityId);
              showToast('施設の設定を保存しました。', 'success');
              navigate(`/admin/facilities/${facilityId}/`);
            }}
          />
        ) : null}
      </QueryState>
    </AdminScreen>
  );
}
