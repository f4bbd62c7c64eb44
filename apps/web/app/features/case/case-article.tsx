import { Lightbulb, type LucideIcon, Sparkles, TriangleAlert } from 'lucide-react';
import { BelowTheFold } from '~/components/below-the-fold';
import type { CaseStudyContent } from './case-content';
import type { CaseStudy } from './case-studies';

/** Anchors of the article, also listed in the aside. */
export const articleSections = [
  { id: 'summary', label: '導入のポイント' },
  { id: 'interview', label: 'インタビュー' },
  { id: 'message', label: '導入を検討中の園へ' },
] as const;

interface CaseArticleProps {
  study: CaseStudy;
  content: CaseStudyContent;
}

/** The main article: lead, the three summary lists, then the interview as alternating bubbles. */
export function CaseArticle({ study, content }: CaseArticleProps) {
  const [summary, interview, message] = articleSections;
  return (
    <article className="case-article">
      <p className="case-lead">{content.lead}</p>
      <section id={summary.id} aria-labelledby={`${summary.id}-title`}>
        <h2 id={`${summary.id}-title`}>{summary.label}</h2>
        <div className="summary-grid">
          <SummaryList title="導入前の課題" icon={TriangleAlert} items={content.challenges} tone="before" />
          <SummaryList title="導入の決め手" icon={Lightbulb} items={content.reasons} tone="reason" />
          <SummaryList title="導入後の変化" icon={Sparkles} items={content.changes} tone="after" />
        </div>
      </section>
      <BelowTheFold>
        <section id={interview.id} aria-labelledby={`${interview.id}-title`}>
          <h2 id={`${interview.id}-title`}>{interview.label}</h2>
          {content.interview.map((part) => (
            <section className="interview-part" key={part.heading}>
              <h3>{part.heading}</h3>
              <div className="dialogue">
                {part.exchanges.map((exchange) => (
                  <div className="exchange" key={exchange.question}>
                    <Bubble speaker="ひびフォト担当" side="staff" text={exchange.question} />
                    <Bubble
                      speaker={`${study.facility} ${content.interviewee}`}
                      side="facility"
                      text={exchange.answer}
                    />
                  </div>
                ))}
              </div>
            </section>
          ))}
        </section>
        <section id={message.id} className="case-message" aria-labelledby={`${message.id}-title`}>
          <h2 id={`${message.id}-title`}>{message.label}</h2>
          <Bubble
            speaker={`${study.facility} ${content.interviewee}`}
            side="facility"
            text={content.message}
          />
        </section>
      </BelowTheFold>
    </article>
  );
}

interface SummaryListProps {
  title: string;
  icon: LucideIcon;
  items: readonly string[];
  tone: 'before' | 'reason' | 'after';
}

function SummaryList({ title, icon: Icon, items, tone }: SummaryListProps) {
  return (
    <div className={`summary summary-${tone}`}>
      <h3 className="summary-title">
        <Icon aria-hidden="true" size={22} />
        {title}
      </h3>
      <ul className="summary-list">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/** A speech bubble; our staff speak from the left, the facility from the right. */
function Bubble({ speaker, side, text }: { speaker: string; side: 'staff' | 'facility'; text: string }) {
  return (
    <div className={`bubble-row bubble-row-${side}`}>
      <span className={`avatar avatar-${side}`} aria-hidden="true">
        {side === 'staff' ? 'ひ' : speaker.slice(0, 1)}
      </span>
      <div className={`bubble bubble-${side}`}>
        <p className="speaker">{speaker}</p>
        <p className="bubble-text">{text}</p>
      </div>
    </div>
  );
}
