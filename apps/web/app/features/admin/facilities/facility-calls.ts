import type {
  AdminFacility,
  DuplicateEnrolments,
  FacilityDetailResponse,
  FacilityInput,
  FacilityListResponse,
  MergeEnrolmentAnswer,
} from '@hibi/contract';
import { useQuery } from '@tanstack/react-query';
import { adminRequest } from '../session/admin-request';
import { adminQueryClient } from '../session/admin-session-state';

const facilitiesKey = ['admin', 'facilities'] as const;

/** GET /api/admin/facilities: every facility for operators, one's own for facility staff. */
export function useFacilities() {
  return useQuery({
    queryKey: facilitiesKey,
    queryFn: () => adminRequest<FacilityListResponse>('/api/admin/facilities'),
  });
}

/** GET /api/admin/facilities/{id}: the facility with its guardians and children. */
export function useFacilityDetail(facilityId: string) {
  return useQuery({
    queryKey: [...facilitiesKey, facilityId],
    queryFn: () =>
      adminRequest<FacilityDetailResponse>(`/api/admin/facilities/${encodeURIComponent(facilityId)}`),
  });
}

/** POST (no id) or PUT the facility form; the lists are read again afterwards. */
export async function saveFacility(input: FacilityInput, facilityId?: string): Promise<AdminFacility> {
  const saved = await adminRequest<AdminFacility>(
    facilityId ? `/api/admin/facilities/${encodeURIComponent(facilityId)}` : '/api/admin/facilities',
    { method: facilityId ? 'PUT' : 'POST', body: input },
  );
  await adminQueryClient().invalidateQueries({ queryKey: facilitiesKey });
  return saved;
}

/** GET …/duplicate-enrolments: children of the facility enrolled twice (decision 0041). */
export function useDuplicateEnrolments(facilityId: string) {
  return useQuery({
    queryKey: [...facilitiesKey, facilityId, 'duplicate-enrolments'],
    queryFn: () =>
      adminRequest<DuplicateEnrolments>(
        `/api/admin/facilities/${encodeURIComponent(facilityId)}/duplicate-enrolments`,
      ),
  });
}

/** POST …/merge: the merged enrolment becomes part of the kept one; the facility is read again. */
export async function mergeEnrolment(mergedChildId: string, keptChildId: string) {
  const answer = await adminRequest<MergeEnrolmentAnswer>(
    `/api/admin/children/${encodeURIComponent(mergedChildId)}/merge`,
    { method: 'POST', body: { intoChildId: keptChildId } },
  );
  await adminQueryClient().invalidateQueries({ queryKey: facilitiesKey });
  return answer;
}
