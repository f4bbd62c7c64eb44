import { type NotificationPreferenceItem, notificationTypeLabels } from '@hibi/contract';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { isPaidOnly, notificationTypeDescriptions } from '~/features/notifications/notification-rules';
import type { SaveState } from '~/features/notifications/use-notification-preferences';

interface NotificationSwitchProps {
  item: NotificationPreferenceItem;
  /** False when the plan does not allow this type (the switch shows off and cannot turn). */
  changeable: boolean;
  onChange: (optout: boolean) => void;
  /** Said quietly beside the switch, where the eye is, instead of a toast. */
  saveState: SaveState | undefined;
}

/** One type of mail as a row with a switch; the whole row is the target (44 px and more). */
export function NotificationSwitch({ item, changeable, onChange, saveState }: NotificationSwitchProps) {
  const id = useId();
  const paidOnly = isPaidOnly(item.type);
  return (
    <label className={changeable ? 'switch-row' : 'switch-row is-disabled'} htmlFor={id}>
      <span className="switch-text">
        <span className="switch-label" id={`${id}-label`}>
          {notificationTypeLabels[item.type]}
          {paidOnly ? <span className="chip-paid">有料プラン限定</span> : null}
        </span>
        <span className="switch-description" id={`${id}-description`}>
          {notificationTypeDescriptions[item.type]}
          {paidOnly ? '有料プランをご利用の方のみ受け取れます。' : null}
        </span>
        <span className="switch-saved" role="status">
          {saveState === 'saving' ? '保存中…' : null}
          {saveState === 'saved' ? (
            <>
              <Check aria-hidden="true" size={16} />
              保存しました
            </>
          ) : null}
        </span>
      </span>
      <input
        className="switch"
        id={id}
        type="checkbox"
        role="switch"
        checked={!item.optout}
        aria-checked={!item.optout}
        disabled={!changeable}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-description`}
        onChange={(event) => onChange(!event.target.checked)}
      />
    </label>
  );
}
