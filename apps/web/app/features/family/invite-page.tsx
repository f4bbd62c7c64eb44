import { type InvitationPreview, invitationTokenField } from '@hibi/contract';
import { useState } from 'react';
import { useLoaderData, useNavigate } from 'react-router';
import { AuthCard } from '~/features/auth/auth-card';
import { NameForm } from '~/features/family/name-form';
import { QueryProvider } from '~/features/session/query-provider';
import { AccountStep } from '~/features/signup/account-step';
import { CodeStep } from '~/features/signup/code-step';
import { ApiError, messageOf } from '~/lib/api-error';
import { appStyles } from '~/lib/layout-styles';
import { metaOf, pageIn } from '~/lib/page-meta';
import { fetchInvitation, signupByInvitation, verifyByInvitation } from './family-calls';
import { dayOf, familyRoleNames } from './family-text';
import { familyPages } from './pages';

export const links = appStyles;

export { HydrateFallback } from '~/lib/client-only';

const entry = pageIn(familyPages, '/invite/sample/');
export const meta = metaOf(entry);

/** Client-only: what the link stands for, or why it no longer works. */
export async function clientLoader({ params }: { params: { token?: string } }) {
  const token = params.token ?? '';
  // A link cut short in a message app is told apart here, without asking the server.
  const shape = invitationTokenField.safeParse(token);
  if (!shape.success) return { token, preview: null, refusal: shape.error.issues[0]?.message ?? '' };
  try {
    return { token, preview: await fetchInvitation(token), refusal: null };
  } catch (error) {
    if (error instanceof ApiError && error.status >= 500) throw error;
    return {
      token,
      preview: null,
      refusal: messageOf(error, '招待リンクを確認できませんでした。時間をおいて、もう一度お試しください。'),
    };
  }
}
clientLoader.hydrate = true as const;

/** The invitation's page (decision 0038): address and password, the mailed code, then the timeline. */
export default function InvitePage() {
  const { token, preview, refusal } = useLoaderData<typeof clientLoader>();
  return (
    <QueryProvider>
      <div className="container page signup">
        {preview ? (
          <InviteFlow token={token} preview={preview} />
        ) : (
          <section className="card auth-card">
            <h1 className="page-title">{entry.heading}</h1>
            <p className="auth-lead" role="alert">
              {refusal}
            </p>
          </section>
        )}
      </div>
    </QueryProvider>
  );
}

function InviteFlow({ token, preview }: { token: string; preview: InvitationPreview }) {
  const navigate = useNavigate();
  const [email, setEmail] = useState<string | null>(null);
  const [joined, setJoined] = useState(false);
  const role = familyRoleNames[preview.role];
  // Last, the name the family and the mails will show, rather than the address (issue 44).
  if (joined)
    return (
      <AuthCard
        path="/invite/sample/"
        heading="お名前を教えてください"
        lead={<p>ご家族の一覧やメールに表示されます。あとからマイページで変更できます。</p>}
      >
        <NameForm submitLabel="はじめる" onSaved={() => navigate('/timeline/', { replace: true })} />
      </AuthCard>
    );
  if (email)
    return (
      <CodeStep
        path="/invite/sample/"
        email={email}
        verify={async (address, code) => (await verifyByInvitation(token, address, code)).accessToken}
        onVerified={() => setJoined(true)}
        onStartOver={() => setEmail(null)}
      />
    );
  return (
    <AccountStep
      path="/invite/sample/"
      create={(address, password) => signupByInvitation(token, address, password)}
      onCreated={setEmail}
      lead={
        <p>
          {preview.invitedBy ? `${preview.invitedBy}さん` : 'ご家族'}から、<strong>{role}</strong>
          として招待されています。メールアドレスとパスワードを決めると、お子さまの写真を一緒に見られます（写真の登録や園の承認は不要です）。招待の有効期限は
          {dayOf(preview.expiresAt)}です。
        </p>
      }
    />
  );
}
