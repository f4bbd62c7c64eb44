import { Building2 } from 'lucide-react';
import type { InviteLookup } from './invite-facility';

/**
 * Whose invitation this is, from the first step: the facility the link names, or, for a link
 * that names none, what to do instead of finding out only at the facility code.
 */
export function InviteBanner({ lookup }: { lookup: InviteLookup }) {
  if (lookup.kind === 'none') return null;
  if (lookup.kind === 'problem') {
    return (
      <div className="notice-box signup-invite-problem" role="alert">
        <p className="notice-box-title">{lookup.message}</p>
        <p>
          登録はこのまま続けられます。施設コードがお手元にあれば、3番目の「お子さまの情報」で入力できます。
        </p>
      </div>
    );
  }
  return (
    <p className="signup-invite" aria-live="polite">
      <Building2 aria-hidden="true" size={20} />
      {lookup.kind === 'found' ? (
        <span>
          <strong>{lookup.name}</strong> のお申し込み
        </span>
      ) : (
        <span>招待リンクの園を確認しています…</span>
      )}
    </p>
  );
}
