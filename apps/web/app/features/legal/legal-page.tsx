import { Link } from 'react-router';
import { PageHeader } from '~/components/page-header';
import type { StaticPath } from '~/route-catalogue';
import type { LegalBlock, LegalDocument } from './legal-document';

/** A legal text: the catalogued h1, a table of contents, then one h2 section per article. */
export function LegalPage({ path, document }: { path: StaticPath; document: LegalDocument }) {
  return (
    <>
      <PageHeader path={path} lead={document.intro.map((text) => <p key={text}>{text}</p>)} />
      <div className="container">
        <div className="legal-document">
          <nav className="legal-toc" aria-label="目次">
            <ol>
              {document.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.heading}</a>
                </li>
              ))}
            </ol>
          </nav>
          {document.sections.map((section) => (
            <section key={section.id} id={section.id} className="legal-section">
              <h2>{section.heading}</h2>
              {section.blocks.map((block, index) => (
                // Blocks never move, so their position is a stable key.
                // biome-ignore lint/suspicious/noArrayIndexKey: static content
                <Block key={index} block={block} />
              ))}
            </section>
          ))}
          <p className="legal-updated">
            制定日：{document.enacted}　最終改定日：{document.revised}
          </p>
        </div>
      </div>
    </>
  );
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <p>{block}</p>;
  if ('list' in block) {
    return (
      <ul className="legal-bullets">
        {block.list.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="legal-links">
      {block.links.map((link) => (
        <li key={link.to}>
          <Link to={link.to}>{link.label}</Link>
        </li>
      ))}
    </ul>
  );
}
