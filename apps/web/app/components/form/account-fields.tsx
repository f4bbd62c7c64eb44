import { passwordRule } from '@hibi/contract';
import { TextInput } from './text-input';

// The address, password and mailed-code fields of sign-in, sign-up, recovery and マイページ: one
// way each is typed, filled in by the phone and announced.

interface EmailFieldProps {
  /** `username` where it signs in (the password manager's account), `email` where it registers. */
  purpose: 'username' | 'email';
  hint?: string;
  required?: boolean;
}

export function EmailField({ purpose, hint, required }: EmailFieldProps) {
  return (
    <TextInput
      name="email"
      label="メールアドレス"
      type="email"
      autoComplete={purpose}
      inputMode="email"
      hint={hint}
      required={required}
    />
  );
}

interface PasswordFieldProps {
  name: string;
  label: string;
  /** A new password says the rule and lets the phone suggest one (its confirmation only the
   * latter); the current one is filled in. */
  purpose: 'new' | 'confirm' | 'current';
  required?: boolean;
}

export function PasswordField({ name, label, purpose, required }: PasswordFieldProps) {
  return (
    <TextInput
      name={name}
      label={label}
      type="password"
      autoComplete={purpose === 'current' ? 'current-password' : 'new-password'}
      hint={purpose === 'new' ? passwordRule : undefined}
      required={required}
    />
  );
}

/** The 6-digit code of a mail, which the phone offers from the mail itself. */
export function CodeField({ required }: { required?: boolean }) {
  return (
    <TextInput
      name="code"
      label="認証コード"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      required={required}
    />
  );
}
