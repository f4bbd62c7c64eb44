import type { FacilityChoices } from '@hibi/contract';
import { adminFacilityChoiceApi } from '@hibi/contract/api';
import { tokyoDate } from '@hibi/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { adminCall } from '~/features/admin/session/admin-request';
import { storedAdminFacility } from '~/features/session/client-storage';

/** The facility, Tokyo date and class a day screen looks at. */
export interface DayFilter {
  facilityId: string;
  date: string;
  classId: string;
}

/** The facilities (with classes) the signed-in staff member may work on; theirs alone for facility staff. */
export function useFacilityChoices() {
  return useQuery({
    queryKey: ['admin', 'facility-choices'],
    queryFn: () => adminCall(adminFacilityChoiceApi.list),
    select: (answer) => answer.facilities,
  });
}

/**
 * Today in Tokyo, every class, and the facility staff last worked on from this device (their own,
 * for facility staff): never a guess by the order of a list, so a day is not uploaded to, or
 * reviewed for, the wrong nursery. '' until an operator with no remembered facility chooses one.
 */
export function useDayFilter(facilities: FacilityChoices | undefined) {
  const [chosen, setChosen] = useState<Partial<DayFilter>>({});
  const offered = (id: string | null | undefined) =>
    id && facilities?.some((entry) => entry.facilityId === id) ? id : undefined;
  const only = facilities?.length === 1 ? facilities[0]?.facilityId : undefined;
  const filter: DayFilter = {
    facilityId: offered(chosen.facilityId) ?? offered(storedAdminFacility.read()) ?? only ?? '',
    date: chosen.date ?? tokyoDate(Date.now()),
    classId: chosen.classId ?? '',
  };
  const change = (next: Partial<DayFilter>) => {
    if (next.facilityId) storedAdminFacility.write(next.facilityId);
    setChosen((current) => ({ ...current, ...next }));
  };
  return { filter, change };
}

/** The filter as the day's calls' query (the class only when one is chosen). */
export function dayQuery(filter: DayFilter) {
  return { facilityId: filter.facilityId, date: filter.date, classId: filter.classId || undefined };
}
