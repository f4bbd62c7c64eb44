import type { ReactNode } from 'react';
import type { AdminPath } from '~/features/admin/admin-entry';
import { QueryState } from '~/features/admin/admin-query';
import { AdminScreen } from '~/features/admin/admin-screen';
import { DayFilters } from './day-filters';
import type { DayFilter, useFacilityChoices } from './use-day-filter';

/** A query's loading, failure and retry, as QueryState takes them. */
export const queryState = (query: { isPending: boolean; error: unknown; refetch: () => unknown }) => ({
  isPending: query.isPending,
  error: query.error,
  onRetry: () => void query.refetch(),
});

interface DayScreenProps {
  path: AdminPath;
  lead: string;
  facilities: ReturnType<typeof useFacilityChoices>;
  filter: DayFilter;
  onChange: (next: Partial<DayFilter>) => void;
  /** The upload screen works on today: the facility alone is chosen. */
  facilityOnly?: boolean;
  children: ReactNode;
}

/** A day screen: its heading and lead, then, once the facilities are known, the filters and its content. */
export function DayScreen({
  path,
  lead,
  facilities,
  filter,
  onChange,
  facilityOnly,
  children,
}: DayScreenProps) {
  return (
    <AdminScreen path={path} lead={lead}>
      <QueryState {...queryState(facilities)}>
        <DayFilters
          facilities={facilities.data ?? []}
          filter={filter}
          onChange={onChange}
          facilityOnly={facilityOnly}
        />
        {children}
      </QueryState>
    </AdminScreen>
  );
}
