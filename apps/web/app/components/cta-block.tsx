import { ActionLinks } from './action-links';
import type { ClosingCall } from './closing-calls';

/** The closing call to action of a page: a warm band with a heading, a sentence and buttons. */
export function CtaBlock({ id, title, body, actions }: ClosingCall) {
  const headingId = `${id}-title`;
  return (
    <section className="section" aria-labelledby={headingId}>
      <div className="container">
        <div className="cta-band">
          <h2 id={headingId}>{title}</h2>
          <p>{body}</p>
          <ActionLinks actions={actions} centred />
        </div>
      </div>
    </section>
  );
}
