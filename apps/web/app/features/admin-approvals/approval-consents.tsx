import { type ConsentItem, consentDocumentLabels } from '@hibi/contract';
import { tokyoDate, versionDate } from '@hibi/domain';

/**
 * One consent as staff read it (decision 0076): 「利用規約 2026/11/23版（2026/12/01 同意）」, an
 * older text's 「（旧版・…）」, or 「未同意」.
 */
export function consentText(item: ConsentItem): string {
  const label = consentDocumentLabels[item.document];
  if (!item.consentedVersion || !item.consentedAt) return `${label} 未同意`;
  const agreed = `${versionDate(tokyoDate(item.consentedAt))} 同意`;
  return `${label} ${versionDate(item.consentedVersion)}版（${item.current ? '' : '旧版・'}${agreed}）`;
}

/**
 * The queue's one line: 「同意済み」 when every text's current version is agreed, else only the ones
 * that are not, so a list of requests stays short on a phone and the missing stand out.
 */
export function consentSummary(consents: ConsentItem[]): string {
  const missing = consents.filter((item) => !item.current);
  return missing.length === 0 ? '同意済み' : missing.map(consentText).join('、');
}

/** The guardian's consents, read-only: in the queue's line (inline) or the request's facts. */
export function ApprovalConsents({
  consents,
  inline = false,
}: {
  consents: ConsentItem[];
  inline?: boolean;
}) {
  if (inline) return <span className="approval-item-meta">同意：{consentSummary(consents)}</span>;
  return (
    <ul className="approval-consents">
      {consents.map((item) => (
        <li key={item.document} className={item.current ? undefined : 'approval-consent-missing'}>
          {consentText(item)}
        </li>
      ))}
    </ul>
  );
}
