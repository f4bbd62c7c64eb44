import { PageHeader } from '~/components/page-header';
import { metaFor } from '~/lib/seo';
import { tokushohoItems } from './tokushoho-content';

export const meta = metaFor('/tokushoho/');

export default function Tokushoho() {
  return (
    <>
      <PageHeader path="/tokushoho/" />
      <div className="container container-narrow">
        <dl className="legal-list">
          {tokushohoItems.map((item) => (
            <div key={item.term}>
              <dt>{item.term}</dt>
              <dd>
                {item.details.map((detail) => (
                  <p key={detail}>{detail}</p>
                ))}
              </dd>
            </div>
          ))}
        </dl>
        <p className="legal-updated">制定日：2026/04/01　最終更新日：2026/11/01</p>
      </div>
    </>
  );
}
