import type { ReactNode } from 'react';

interface SectionProps {
  /** Also names the heading's id, which labels the section landmark. */
  id: string;
  title: string;
  /** A short English-free kicker above the heading, e.g. 「ご家庭へ」. */
  eyebrow?: string;
  lead?: ReactNode;
  tinted?: boolean;
  narrow?: boolean;
  children?: ReactNode;
}

/** A page section: container, optional kicker, h2 and lead, then the content. */
export function Section({ id, title, eyebrow, lead, tinted, narrow, children }: SectionProps) {
  const headingId = `${id}-title`;
  return (
    <section id={id} className={tinted ? 'section section-tinted' : 'section'} aria-labelledby={headingId}>
      <div className={narrow ? 'container container-narrow' : 'container'}>
        <div className="section-heading">
          {eyebrow ? <p className="section-eyebrow">{eyebrow}</p> : null}
          <h2 id={headingId}>{title}</h2>
          {lead ? <div className="section-lead">{lead}</div> : null}
        </div>
        {children}
      </div>
    </section>
  );
}
