import type { ConsentDocumentName, ConsentStatus } from '@hibi/contract';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ConsentCheckbox } from '~/components/consent-checkbox';
import { japaneseResolver } from '~/components/form/japanese-resolver';
import { useFormSubmit } from '~/components/form/use-form-submit';
import { AuthForm } from '~/features/auth/auth-form';
import { signOut } from '~/features/session/session-actions';
import { agreeTo } from './consent-calls';
import { ConsentLink, consentRequired } from './consent-link';

interface ConsentScreenProps {
  userId: string;
  status: ConsentStatus;
  onAgreed: (status: ConsentStatus) => void;
}

/** Before the app (decision 0076): one box per text whose current version is not agreed to. */
export function ConsentScreen({ userId, status, onAgreed }: ConsentScreenProps) {
  const asked = status.outdated;
  const schema = z.object(
    Object.fromEntries(
      asked.map((document) => [document, z.literal(true, { error: consentRequired(document) })]),
    ),
  );
  const form = useForm({
    resolver: japaneseResolver(schema),
    mode: 'onTouched',
    // Unticked until the guardian ticks; the schema accepts only true.
    defaultValues: Object.fromEntries(asked.map((document) => [document, false])) as unknown as z.output<
      typeof schema
    >,
  });
  const { busy, submit } = useFormSubmit(
    form,
    async () => {
      onAgreed(await agreeTo(userId, asked));
    },
    '同意を記録できませんでした。時間をおいてもう一度お試しください。',
  );
  // Agreed before to an older version of some text: it changed; never agreed: asked for the first time.
  const revised = status.consents.some((item) => asked.includes(item.document) && item.consentedVersion);
  const errors = form.formState.errors as Partial<Record<ConsentDocumentName, { message?: string }>>;

  return (
    <article className="container page consent-screen">
      <h1 className="page-title">{revised ? '規約改定のお知らせ' : 'ご利用の前にご確認ください'}</h1>
      <p className="consent-screen-lead">
        {revised
          ? '次の内容を改定しました。内容をご確認のうえ、同意してお進みください。'
          : 'ひびフォトを続けてご利用いただくには、次の内容への同意が必要です。'}
      </p>
      <AuthForm
        form={form}
        onValid={submit}
        busy={busy}
        submitLabel="同意して続ける"
        busyLabel="記録しています…"
      >
        {asked.map((document) => (
          <ConsentCheckbox
            key={document}
            {...form.register(document)}
            error={errors[document]?.message}
            label={<ConsentLink document={document} dated />}
          />
        ))}
      </AuthForm>
      <div className="consent-screen-note">
        <p>同意いただけない場合は、ご利用いただけません。</p>
        <button className="link-button" type="button" onClick={() => void signOut()}>
          ログアウトする
        </button>
      </div>
    </article>
  );
}
