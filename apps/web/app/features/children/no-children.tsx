import { Link } from 'react-router';

/**
 * What the timeline and the photo movies show a family with no child left to show (decision 0078):
 * its children left the nursery and were forgotten 30 days after, and the account stays.
 */
export function NoChildren() {
  return (
    <div className="timeline-empty" role="status">
      <p>表示できるお子さまの写真・動画はありません。</p>
      <p>
        退園・卒園されたお子さまの写真・動画は、退園日の30日後に削除しています。これまでご利用いただき、ありがとうございました。
      </p>
      <p>
        ご不明な点は<Link to="/contact/">お問い合わせ</Link>からご連絡ください。
      </p>
    </div>
  );
}
