import { fieldLabel } from '@hibi/contract';

/** A server message placed on one field of the form, without the label the field already shows. */
export interface FieldMessage {
  name: string;
  message: string;
}

/**
 * The field a server message names: the API words a field's problem as 「〈label〉: …」 (DESIGN.md
 * §5), with the contract's label, or the screen's own when it words the field differently.
 * Answers null for a message about the whole form (「メールアドレスまたはパスワードが…」).
 */
export function fieldNamedIn(
  message: string,
  names: readonly string[],
  labels: Record<string, string> = {},
): FieldMessage | null {
  for (const name of names) {
    for (const label of new Set([labels[name], fieldLabel([name])])) {
      if (!label || label === fieldLabel([])) continue;
      const match = new RegExp(`^${escaped(label)}\\s*[:：]\\s*`).exec(message);
      if (match) return { name, message: message.slice(match[0].length) || message };
    }
  }
  return null;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
