import type { UploadTicketResponse } from '@hibi/contract';
import { type ReactNode, useState } from 'react';
import { redirect, useLoaderData, useSearchParams } from 'react-router';
import { knownAccount } from '~/features/session/account';
import { canUseApp } from '~/features/session/account-routing';
import { storedInviteFacility, storedSignupBack, storedSignupEmail } from '~/features/session/client-storage';
import { queryClient } from '~/features/session/query-client';
import { QueryProvider } from '~/features/session/query-provider';
import { sessionAccount } from '~/features/session/session-state';
import { mayHaveSession } from '~/features/session/token-store';
import { appStyles } from '~/lib/layout-styles';
import { metaFor } from '~/lib/seo';
import { AccountStep } from './account-step';
import { CodeStep } from './code-step';
import { DetailsStep } from './details-step';
import { InviteBanner } from './invite-banner';
import { PhotosStep } from './photos-step';
import { RejectedScreen } from './rejected-screen';
import { fetchRequestState } from './signup-calls';
import { initialStage, type SignupStage } from './signup-stage';
import { StepProgress } from './step-progress';
import { useFocusOnStageChange } from './use-focus-on-stage';
import { useInviteFacility } from './use-invite-facility';
import { WaitingScreen } from './waiting-screen';

export const links = appStyles;

export { HydrateFallback } from '~/lib/client-only';
export const meta = metaFor('/signup/');

/**
 * Client-only: who is signed in decides the step; an approved guardian has nothing to do here. A
 * verified guardian whose details were sent resumes at the photos, with what they sent.
 */
export async function clientLoader() {
  const account = mayHaveSession() ? await knownAccount().catch(() => null) : null;
  if (account && canUseApp(account.user.status)) throw redirect('/timeline/');
  const status = account?.user.status ?? null;
  const sent =
    account && status === 'verified'
      ? ((await fetchRequestState(account.user.userId).catch(() => null))?.child ?? null)
      : null;
  return { status, sent };
}
clientLoader.hydrate = true as const;

export default function SignUpPage() {
  return (
    <QueryProvider>
      <div className="container page signup">
        <SignUpFlow />
      </div>
    </QueryProvider>
  );
}

function SignUpFlow() {
  const { status, sent } = useLoaderData<typeof clientLoader>();
  const [params] = useSearchParams();
  // The link's nursery, or the one it carried before signing in again or reloading.
  const [inviteFacility] = useState(() => {
    const fromLink = params.get('facility');
    if (fromLink) storedInviteFacility.write(fromLink);
    return fromLink ?? storedInviteFacility.read();
  });
  const invite = useInviteFacility(inviteFacility);
  const account = sessionAccount.use();
  const [stage, setStage] = useState<SignupStage>(() =>
    initialStage(status, storedSignupEmail.read() !== null, sent !== null && !storedSignupBack.read()),
  );
  const [email, setEmail] = useState(() => storedSignupEmail.read() ?? '');
  const [tickets, setTickets] = useState<UploadTicketResponse[]>([]);
  const userId = account?.user.userId;
  useFocusOnStageChange(stage);

  const withTickets = (issued: UploadTicketResponse[]) => {
    storedSignupBack.clear();
    setTickets(issued);
    setStage('photos');
  };
  const afterSending = () => {
    // What the screens knew of the request before it was sent again is out of date.
    queryClient().removeQueries({ queryKey: ['signup-request'] });
    setStage('waiting');
  };
  const signedIn = (screen: (id: string) => ReactNode) => (userId ? screen(userId) : null);

  return (
    <>
      {/* Steps 3 and 4 show the facility in the form and the summary. */}
      {stage === 'account' || stage === 'code' ? <InviteBanner lookup={invite} /> : null}
      <StepProgress stage={stage} />
      {stage === 'account' ? (
        <AccountStep
          onCreated={(address) => {
            storedSignupEmail.write(address);
            setEmail(address);
            setStage('code');
          }}
        />
      ) : null}
      {stage === 'code' ? (
        <CodeStep
          email={email}
          onVerified={() => setStage('details')}
          onStartOver={() => {
            storedSignupEmail.clear();
            setStage('account');
          }}
        />
      ) : null}
      {stage === 'details'
        ? signedIn((id) => (
            <DetailsStep userId={id} facilityCode={inviteFacility} sent={sent} onTickets={withTickets} />
          ))
        : null}
      {stage === 'photos'
        ? signedIn((id) => (
            <PhotosStep
              userId={id}
              tickets={tickets}
              onSent={afterSending}
              onBack={() => {
                // New details bring new tickets; the photos chosen so far are chosen again.
                storedSignupBack.write(true);
                setTickets([]);
                setStage('details');
              }}
            />
          ))
        : null}
      {stage === 'waiting'
        ? signedIn((id) => <WaitingScreen userId={id} onRejected={() => setStage('rejected')} />)
        : null}
      {stage === 'rejected'
        ? signedIn((id) => (
            <RejectedScreen userId={id} onTickets={withTickets} onEditDetails={() => setStage('details')} />
          ))
        : null}
    </>
  );
}
