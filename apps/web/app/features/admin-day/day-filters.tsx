import type { FacilityChoices } from '@hibi/contract';
import type { DayFilter } from './use-day-filter';

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
          {/* No facility is ever chosen for staff by its place in a list. */}
          {filter.facilityId === '' ? (
            <option value="" disabled>
              施設を選んでください
            </option>
          ) : null}
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
