import { type FacilityChoices, facilityChoicesResponseSchema } from '@hibi/contract';
import { tokyoDate } from '@hibi/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { adminRequest } from '~/features/admin/session/admin-request';

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
    queryFn: () => adminRequest('/api/admin/facility-choices', { schema: facilityChoicesResponseSchema }),
    select: (answer) => answer.facilities,
  });
}

/** Today in Tokyo, the first facility offered, every class: until staff choose otherwise. */
export function useDayFilter(facilities: FacilityChoices | undefined) {
  const [chosen, setChosen] = useState<Partial<DayFilter>>({});
  const filter: DayFilter = {
    facilityId: chosen.facilityId ?? facilities?.[0]?.facilityId ?? '',
    date: chosen.date ?? tokyoDate(Date.now()),
    classId: chosen.classId ?? '',
  };
  const change = (next: Partial<DayFilter>) => setChosen((current) => ({ ...current, ...next }));
  return { filter, change };
}

interface DayFiltersProps {
  facilities: FacilityChoices;
  filter: DayFilter;
  onChange: (next: Partial<DayFilter>) => void;
  /** Hide the date and class (the upload screen works on today). */
  facilityOnly?: boolean;
}

/** The facility (a choice only for operators), the day and the class of a day screen. */
export function DayFilters({ facilities, filter, onChange, facilityOnly = false }: DayFiltersProps) {
  const facility = facilities.find((entry) => entry.facilityId === filter.facilityId);
  return (
    <div className="day-filters">
      <label className="field">
        <span className="field-label">施設</span>
        <select
          className="field-input"
          value={filter.facilityId}
          disabled={facilities.length < 2}
          onChange={(event) => onChange({ facilityId: event.target.value, classId: '' })}
        >
          {facilities.map((entry) => (
            <option key={entry.facilityId} value={entry.facilityId}>
              {entry.name}
            </option>
          ))}
        </select>
      </label>
      {facilityOnly ? null : (
        <>
          <label className="field">
            <span className="field-label">日付</span>
            <input
              className="field-input"
              type="date"
              value={filter.date}
              required
              onChange={(event) => event.target.value && onChange({ date: event.target.value })}
            />
          </label>
          <label className="field">
            <span className="field-label">クラス</span>
            <select
              className="field-input"
              value={filter.classId}
              onChange={(event) => onChange({ classId: event.target.value })}
            >
              <option value="">すべてのクラス</option>
              {facility?.classes.map((room) => (
                <option key={room.classId} value={room.classId}>
                  {room.name}
                </option>
              ))}
            </select>
          </label>
        </>
      )}
    </div>
  );
}

/** The filter as a query string for the day's API calls (the class only when one is chosen). */
export function dayQuery(filter: DayFilter): string {
  const query = new URLSearchParams({ facilityId: filter.facilityId, date: filter.date });
  if (filter.classId) query.set('classId', filter.classId);
  return query.toString();
}
