import { ExternalLink } from 'lucide-react';
import { ConsentCheckbox } from '~/components/consent-checkbox';

/** Shown when a form is sent without the box ticked. */
export const PRIVACY_CONSENT_ERROR = 'プライバシーポリシーへの同意が必要です。';

/** The name of the checkbox; never part of the body sent (specification §7 fixes it). */
export const PRIVACY_CONSENT_NAME = 'privacyConsent';

interface PrivacyConsentProps {
  id: string;
  checked: boolean;
  error?: string;
  onChange: (checked: boolean) => void;
}

/**
 * 「プライバシーポリシーに同意する」 (DESIGN §6: the forms ask for consent to the privacy policy).
 * The policy opens in a new tab, so what was typed into the form stays where it is.
 */
export function PrivacyConsent({ id, checked, error, onChange }: PrivacyConsentProps) {
  const newTabId = `${id}-new-tab`;
  return (
    <>
      <ConsentCheckbox
        id={id}
        name={PRIVACY_CONSENT_NAME}
        checked={checked}
        required
        error={error}
        onChange={(event) => onChange(event.target.checked)}
        label={
          <>
            <a href="/privacy/" target="_blank" rel="noopener" aria-describedby={newTabId}>
              プライバシーポリシー
              <ExternalLink className="consent-external" aria-hidden="true" size={14} />
            </a>
            に同意する
          </>
        }
      />
      {/* Outside the label, so the checkbox is named 「プライバシーポリシーに同意する」 alone. */}
      <span id={newTabId} hidden>
        新しいタブで開きます
      </span>
    </>
  );
}
