import { useNavigate } from 'react-router';
import { showToast } from '~/lib/toast';
import { adminMeta } from '../admin-entry';
import { AdminScreen } from '../admin-screen';
import { saveFacility } from './facility-calls';
import { FacilityForm, facilityFormValues } from './facility-form';

export { clientLoader, HydrateFallback } from '../session/operator-page';
export const meta = adminMeta('/admin/facilities/new/');

/** Operators register a facility; its page opens once saved. */
export default function FacilityNewPage() {
  const navigate = useNavigate();
  return (
    <AdminScreen path="/admin/facilities/new/">
      <FacilityForm
        initial={facilityFormValues()}
        submitLabel="登録する"
        onSave={async (input) => {
          const saved = await saveFacility(input);
          showToast(`${saved.name}を登録しました。`, 'success');
          navigate(`/admin/facilities/${saved.id}/`);
        }}
      />
    </AdminScreen>
  );
}
