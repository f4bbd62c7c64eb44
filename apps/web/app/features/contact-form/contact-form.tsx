import type { Endpoint } from '@hibi/contract/api';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { dismissToast, showToast } from '~/lib/toast';
import { useHydrated } from '~/lib/use-hydrated';
import { fieldErrors } from './field-errors';
import { FormField } from './form-field';
import type { FieldSpec } from './form-fields';
import type { SchemaLoader } from './form-schema-loaders';
import type { FormSchema } from './form-schemas';
import { PRIVACY_CONSENT_ERROR, PRIVACY_CONSENT_NAME, PrivacyConsent } from './privacy-consent';
import { CONTACT_ERROR_FALLBACK, sendForm } from './send-form';

interface ContactFormProps {
  fields: readonly FieldSpec[];
  /** The form's shared zod schema, loaded once someone starts to fill the form (form-schema-loaders.ts). */
  loadSchema: SchemaLoader;
  /** The call that takes the form: one of contactApi's (contact, parentsContact, parentsRequest). */
  endpoint: Endpoint;
  thanksPath: string;
  /** Values sent without a visible field (the request form's fixed subject). */
  fixed?: Record<string, string>;
  /** Fields filled in already (a signed-in guardian's name and address), still editable. */
  initial?: Record<string, string>;
  submitLabel?: string;
}

/**
 * The three contact forms: field errors in Japanese from the shared zod schema, one request at a
 * time, the thank-you page on success and an error toast otherwise (specification §5, §8).
 * The server renders it with the button disabled; it works once the page has hydrated.
 */
export function ContactForm({
  fields,
  loadSchema,
  endpoint,
  thanksPath,
  fixed = {},
  initial = {},
  submitLabel = '送信する',
}: ContactFormProps) {
  const idPrefix = useId();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const sendingRef = useRef(false);
  const [values, setValues] = useState<Record<string, string>>(() => ({
    ...emptyValues(fields),
    ...initial,
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Checked here and never sent: the contact call's body is fixed (specification §7).
  const [consented, setConsented] = useState(false);
  const [sending, setSending] = useState(false);
  const schemaRef = useRef<ReturnType<SchemaLoader> | null>(null);
  const schema = () => {
    // A failed load (offline) is forgotten, so the next check tries again.
    schemaRef.current ??= loadSchema().catch((error: unknown) => {
      schemaRef.current = null;
      throw error;
    });
    return schemaRef.current;
  };
  const labels = Object.fromEntries(fields.map((field) => [field.name, field.label]));
  // A field checked before the schema could load keeps its state; the send checks it again.
  const recheck = (name: string, next: Record<string, string>) =>
    schema().then(
      (formSchema) => {
        const found = pick(fieldErrors(formSchema, { ...next, ...fixed }, labels), name);
        setErrors((current) => ({ ...withoutKey(current, name), ...found }));
      },
      () => undefined,
    );

  const onChange = (name: string, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    // Once a field shows an error, it clears as soon as the value becomes right.
    if (errors[name]) void recheck(name, next);
  };

  const onBlur = (name: string) => {
    if (values[name]?.trim()) void recheck(name, values);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sendingRef.current) return;
    // Set before the schema may have to load, so a second tap meanwhile sends nothing twice.
    sendingRef.current = true;
    let formSchema: FormSchema;
    try {
      formSchema = await schema();
    } catch {
      // The check could not load (offline): the form stays as it was, to be sent again.
      sendingRef.current = false;
      showToast(CONTACT_ERROR_FALLBACK, 'error');
      return;
    }
    const found = fieldErrors(formSchema, { ...values, ...fixed }, labels);
    if (!consented) found[PRIVACY_CONSENT_NAME] = PRIVACY_CONSENT_ERROR;
    setErrors(found);
    const firstInvalid = [...fields.map((field) => field.name), PRIVACY_CONSENT_NAME].find(
      (name) => found[name],
    );
    if (firstInvalid) {
      sendingRef.current = false;
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    setSending(true);
    dismissToast();
    const parsed = formSchema.parse({ ...values, ...fixed });
    const result = await sendForm(endpoint.path, parsed);
    if (result.ok) {
      navigate(thanksPath);
      return;
    }
    sendingRef.current = false;
    setSending(false);
    showToast(result.message, 'error');
  };

  return (
    <form
      ref={formRef}
      className="contact-form"
      method="post"
      // Someone has started: the checks load now, well before the first field is left.
      onFocus={() => void schema().catch(() => undefined)}
      noValidate
      onSubmit={onSubmit}
      aria-busy={sending}
    >
      <p className="form-note">すべての項目が必須です。</p>
      {fields.map((field) => (
        <FormField
          key={field.name}
          spec={field}
          idPrefix={idPrefix}
          value={values[field.name] ?? ''}
          error={errors[field.name]}
          onChange={onChange}
          onBlur={onBlur}
        />
      ))}
      <PrivacyConsent
        id={`${idPrefix}-${PRIVACY_CONSENT_NAME}`}
        checked={consented}
        error={errors[PRIVACY_CONSENT_NAME]}
        onChange={(checked) => {
          setConsented(checked);
          if (checked) setErrors((current) => withoutKey(current, PRIVACY_CONSENT_NAME));
        }}
      />
      <button className="button button-primary button-block" type="submit" disabled={!hydrated || sending}>
        {sending ? '送信しています…' : submitLabel}
      </button>
    </form>
  );
}

function emptyValues(fields: readonly FieldSpec[]): Record<string, string> {
  return Object.fromEntries(fields.map((field) => [field.name, '']));
}

function withoutKey(record: Record<string, string>, key: string): Record<string, string> {
  const { [key]: _removed, ...rest } = record;
  return rest;
}

function pick(record: Record<string, string>, key: string): Record<string, string> {
  return record[key] ? { [key]: record[key] } : {};
}
