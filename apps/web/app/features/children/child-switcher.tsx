import type { ChildResponse } from '@hibi/contract';
import { childLabel } from './child-choice';
import { chooseChildOnDevice } from './use-selected-child';

/**
 * Brothers and sisters: one radio button a child (the primary child first), shown only when the
 * family has more than one. Native radios give the arrow keys and the screen reader's "1 of 2".
 */
export function ChildSwitcher({ choices, current }: { choices: ChildResponse[]; current: ChildResponse }) {
  if (choices.length < 2) return null;
  return (
    <fieldset className="child-switcher">
      <legend className="visually-hidden">表示するお子さま</legend>
      {choices.map((child) => (
        <label key={child.childId} className="child-switcher-option">
          <input
            type="radio"
            name="child"
            value={child.childId}
            checked={child.childId === current.childId}
            onChange={() => chooseChildOnDevice(child.childId)}
          />
          <span>{childLabel(child)}</span>
        </label>
      ))}
    </fieldset>
  );
}
