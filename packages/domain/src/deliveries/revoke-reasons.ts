// Why a delivery was revoked, as the deliveries table keeps it. Two kinds, with opposite rules.

/** The reason on a delivery a family returned ('not my child'). */
export const notMyChildReason = 'not_my_child';
/** The reason on a delivery staff took back as a wrong match. */
export const staffRevokedReason = 'staff_revoked';

/**
 * Deliveries revoked for these reasons were wrong matches: never delivered again, and their faces
 * teach the matcher who the child is not (decision 0011). Selection's reasons are not among them.
 */
export const wrongMatchReasons = [notMyChildReason, staffRevokedReason];

/** A delivery the day's selection hides: a near twin of a better photo, or past the day's cap. */
export type SelectionReason = 'burst_duplicate' | 'daily_cap';

/**
 * Selection hides a delivery by revoking it with one of these reasons and may show it again when a
 * better twin goes away; a delivery revoked for any other reason ('not my child') is never touched.
 */
export const selectionReasons: SelectionReason[] = ['burst_duplicate', 'daily_cap'];
