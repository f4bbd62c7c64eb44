import { useQuery } from '@tanstack/react-query';
import { type InviteLookup, inviteLookupProblem } from './invite-facility';
import { findFacility } from './signup-calls';

/** The invite link's facility, looked up once (the public lookup of DESIGN.md §6). */
export function useInviteFacility(code: string | null): InviteLookup {
  const lookup = useQuery({
    queryKey: ['facility-by-code', code],
    queryFn: () => findFacility(code ?? ''),
    enabled: Boolean(code),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!code) return { kind: 'none' };
  if (lookup.data) return { kind: 'found', name: lookup.data.name };
  if (lookup.isError) return { kind: 'problem', message: inviteLookupProblem(lookup.error) };
  return { kind: 'looking' };
}
