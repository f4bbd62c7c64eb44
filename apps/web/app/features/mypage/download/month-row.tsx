import type { MediaExportMonth } from '@hibi/contract';
import { Download } from 'lucide-react';

const monthName = (month: string) => `${Number(month.slice(0, 4))}年${Number(month.slice(5, 7))}月`;

/**
 * One month of one child: its counts and a plain link to the ZIP. The browser downloads it itself
 * (Content-Disposition: attachment), showing progress in its own downloads, and the page may be left.
 */
export function MonthRow({ childName, month }: { childName: string; month: MediaExportMonth }) {
  const counts = [month.photos ? `写真${month.photos}枚` : '', month.videos ? `動画${month.videos}本` : '']
    .filter(Boolean)
    .join('・');
  return (
    <li className="export-month">
      <span className="export-month-name">{monthName(month.month)}</span>
      <span className="export-month-counts">{counts}</span>
      <a
        className="button button-small"
        href={month.url}
        aria-label={`${childName}さんの${monthName(month.month)}の${counts}を保存`}
      >
        <Download aria-hidden="true" size={16} />
        保存
      </a>
    </li>
  );
}
