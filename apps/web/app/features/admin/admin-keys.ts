// Query keys the console's features share: a decision in the approval queue reads again the
// family page of the look-alike it named, and a family page's change the queue.

export const approvalKeys = {
  all: ['admin', 'approvals'] as const,
  queue: () => [...approvalKeys.all, 'queue'] as const,
  /** `path`: the request's place below /admin/approvals/ (requestPathOf). */
  detail: (path: string) => [...approvalKeys.all, 'detail', path] as const,
  family: (familyId: string) => [...approvalKeys.all, 'family', familyId] as const,
};
