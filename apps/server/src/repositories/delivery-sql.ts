import { and, deliveries, gte, inArray, isNull, lt, or } from '@hibi/db';
import { addTokyoDays, selectionReasons, tokyoInstant } from '@hibi/domain';

/** A timestamp column, or anything else the comparison operators take. */
type Instant = Parameters<typeof gte>[0];

/** The instant falls on the Tokyo days `dateFrom` to `dateTo` (YYYY-MM-DD, both included). */
export const onTokyoDays = (column: Instant, dateFrom: string, dateTo = dateFrom) =>
  and(gte(column, tokyoInstant(dateFrom)), lt(column, tokyoInstant(addTokyoDays(dateTo, 1))));

/** A delivery selection weighs: one that stands, or one selection hid itself (and may show again). */
export const standsForSelection = or(
  isNull(deliveries.revokedAt),
  inArray(deliveries.revokedReason, selectionReasons),
);
