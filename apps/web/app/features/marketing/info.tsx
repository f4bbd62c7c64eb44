import { PageHeader } from '~/components/page-header';
import { metaFor } from '~/lib/seo';
import { notices } from './info-content';

export { clientLoader, HydrateFallback } from '~/lib/client-only';
export const meta = metaFor('/info/');

export default function Info() {
  return (
    <>
      <PageHeader
        path="/info/"
        eyebrow="お知らせ"
        lead={<p>新しい機能やメンテナンスの予定など、ひびフォトからのお知らせを掲載しています。</p>}
      />
      <div className="container container-narrow">
        <ul className="notice-list">
          {notices.map((notice) => (
            <li key={notice.id}>
              <article className="notice" id={notice.id} aria-labelledby={`${notice.id}-title`}>
                <p className="notice-meta">
                  <time dateTime={notice.date.replaceAll('/', '-')}>{notice.date}</time>
                  <span className="tag">{notice.category}</span>
                </p>
                <h2 className="notice-title" id={`${notice.id}-title`}>
                  {notice.title}
                </h2>
                <p>{notice.body}</p>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
