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

/** The guardian's consents, read-only: in the queue's line (inline) or the request's facts. */
export function ApprovalConsents({
  consents,
  inline = false,
}: {
  consents: ConsentItem[];
  inline?: boolean;
}) {
  if (inline) return <span className="approval-item-meta">同意：{consents.map(consentText).join('、')}</span>;
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
