/** The reason on a delivery a family returned ('not my child'). */
export const notMyChildReason = 'not_my_child';
/** The reason on a delivery staff took back as a wrong match. */
export const staffRevokedReason = 'staff_revoked';

/**
 * Deliveries revoked for these reasons were wrong matches: never delivered again, and their faces
 * teach the matcher who the child is not (decision 0011). Selection's reasons are not among them.
 */
export const wrongMatchReasons = [notMyChildReason, staffRevokedReason];
