import { signupInitRequestSchema } from '@hibi/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { EmailField, PasswordField } from '~/components/form/account-fields';
import { ConsentField } from '~/components/form/consent-field';
import { useFormSubmit } from '~/components/form/use-form-submit';
import { useJapaneseForm } from '~/components/form/use-japanese-form';
import { AuthCard } from '~/features/auth/auth-card';
import { AuthForm, sendCodeButton } from '~/features/auth/auth-form';
import { ConsentLink, consentRequired } from '~/features/consents/consent-link';
import { ApiError } from '~/lib/api-error';
import { fallbackMessages } from '~/lib/fallback-messages';
import type { StaticPath } from '~/route-catalogue';
import { createAccount } from './signup-calls';

// Consent is asked here, before anything is stored (DESIGN.md §6); it is not part of the call:
// the code step records it once the guardian is signed in (decision 0076).
const schema = signupInitRequestSchema.extend({
  agreeTerms: z.literal(true, { error: consentRequired('terms') }),
  agreePrivacy: z.literal(true, { error: consentRequired('privacy') }),
  agreeFaceProcessing: z.literal(true, { error: consentRequired('faceProcessing') }),
});
type Values = z.output<typeof schema>;

/** Init refused for the address itself: registered already (409, or §8's answer without words). */
const addressTaken = (error: unknown) =>
  error instanceof ApiError &&
  (error.status === 409 || error.serverMessage === fallbackMessages.emailAlreadyRegistered);

interface AccountStepProps {
  onCreated: (email: string) => void;
  /** An invitation's page: its own heading, lead and call (decision 0038). */
  path?: StaticPath;
  lead?: ReactNode;
  create?: (email: string, password: string) => Promise<unknown>;
}

/** Step 1 (§4): the address and a password; the server mails a 6-digit code. */
export function AccountStep({
  onCreated,
  path = '/signup/',
  lead,
  create = createAccount,
}: AccountStepProps) {
  const form = useJapaneseForm(schema, {
    email: '',
    password: '',
    agreeTerms: false,
    agreePrivacy: false,
    agreeFaceProcessing: false,
  } as unknown as Values);
  const { busy, submit } = useFormSubmit(
    form,
    async ({ email, password }: Values) => {
      try {
        await create(email, password);
      } catch (error) {
        // §8: a non-2xx on init without a message means the address is taken; no answer at all, a failure.
        if (error instanceof ApiError && !error.serverMessage && error.status !== 0) {
          throw new ApiError(error.status, fallbackMessages.emailAlreadyRegistered);
        }
        throw error;
      }
      onCreated(email);
    },
    fallbackMessages.userCreationFailed,
    { fieldOf: (error, message) => (addressTaken(error) ? { name: 'email', message } : null) },
  );

  return (
    <AuthCard
      path={path}
      lead={
        lead ?? (
          <p>
            園からお知らせのあった方は、ご登録のメールアドレスとパスワードを決めてください。認証コードをメールでお送りします。
          </p>
        )
      }
      footer={<Link to="/signin/">すでに登録済みの方はログイン</Link>}
    >
      <AuthForm form={form} onValid={submit} busy={busy} {...sendCodeButton}>
        <EmailField purpose="email" required />
        <PasswordField name="password" label="パスワード" purpose="new" required />
        <ConsentField name="agreeTerms" label={<ConsentLink document="terms" />} />
        <ConsentField name="agreePrivacy" label={<ConsentLink document="privacy" />} />
        <ConsentField name="agreeFaceProcessing" label={<ConsentLink document="faceProcessing" />} />
      </AuthForm>
    </AuthCard>
  );
}
