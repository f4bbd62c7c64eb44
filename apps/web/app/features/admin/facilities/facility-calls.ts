import type { AdminFacility, FacilityInput } from '@hibi/contract';
import { adminEnrolmentApi, adminFacilityApi } from '@hibi/contract/api';
import { useQuery } from '@tanstack/react-query';
import { adminCall } from '../session/admin-request';
import { adminQueryClient } from '../session/admin-session-state';

const facilitiesKey = ['admin', 'facilities'] as const;

/** Every facility for operators, one's own for facility staff. */
export function useFacilities() {
  return useQuery({ queryKey: facilitiesKey, queryFn: () => adminCall(adminFacilityApi.list) });
}

/** The facility with its guardians and children. */
export function useFacilityDetail(facilityId: string) {
  return useQuery({
    queryKey: [...facilitiesKey, facilityId],
    queryFn: () => adminCall(adminFacilityApi.detail, { params: { facilityId } }),
  });
}

/** POST (no id) or PUT the facility form; the lists are read again afterwards. */
export async function saveFacility(input: FacilityInput, facilityId?: string): Promise<AdminFacility> {
  const saved = facilityId
    ? await adminCall(adminFacilityApi.update, { params: { facilityId }, body: input })
    : await adminCall(adminFacilityApi.create, { body: input });
  await adminQueryClient().invalidateQueries({ queryKey: facilitiesKey });
  return saved;
}

/** Children of the facility enrolled twice (decision 0041). */
export function useDuplicateEnrolments(facilityId: string) {
  return useQuery({
    queryKey: [...facilitiesKey, facilityId, 'duplicate-enrolments'],
    queryFn: () => adminCall(adminEnrolmentApi.listDuplicates, { params: { facilityId } }),
  });
}

/** The merged enrolment becomes part of the kept one; the facility is read again. */
export async function mergeEnrolment(mergedChildId: string, keptChildId: string) {
  const answer = await adminCall(adminEnrolmentApi.merge, {
    params: { childId: mergedChildId },
    body: { intoChildId: keptChildId },
  });
  await adminQueryClient().invalidateQueries({ queryKey: facilitiesKey });
  return answer;
}
