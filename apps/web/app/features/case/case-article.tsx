import { Lightbulb, type LucideIcon, Sparkles, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
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
  const interviewee = `${study.facility} ${content.interviewee}`;
  return (
    <article className="case-article">
      <p className="case-lead">{content.lead}</p>
      <ArticleSection section={summary}>
        <div className="summary-grid">
          <SummaryList title="導入前の課題" icon={TriangleAlert} items={content.challenges} tone="before" />
          <SummaryList title="導入の決め手" icon={Lightbulb} items={content.reasons} tone="reason" />
          <SummaryList title="導入後の変化" icon={Sparkles} items={content.changes} tone="after" />
        </div>
      </ArticleSection>
      <BelowTheFold>
        <ArticleSection section={interview}>
          {content.interview.map((part) => (
            <section className="interview-part" key={part.heading}>
              <h3>{part.heading}</h3>
              <div className="dialogue">
                {part.exchanges.map((exchange) => (
                  <div className="exchange" key={exchange.question}>
                    <Bubble speaker="ひびフォト担当" side="staff" text={exchange.question} />
                    <Bubble speaker={interviewee} side="facility" text={exchange.answer} />
                  </div>
                ))}
              </div>
            </section>
          ))}
        </ArticleSection>
        <ArticleSection section={message} className="case-message">
          <Bubble speaker={interviewee} side="facility" text={content.message} />
        </ArticleSection>
      </BelowTheFold>
    </article>
  );
}

interface ArticleSectionProps {
  section: (typeof articleSections)[number];
  className?: string;
  children: ReactNode;
}

/** One of the article's anchored parts, named by its h2 (the aside's table of contents links here). */
function ArticleSection({ section, className, children }: ArticleSectionProps) {
  const headingId = `${section.id}-title`;
  return (
    <section id={section.id} className={className} aria-labelledby={headingId}>
      <h2 id={headingId}>{section.label}</h2>
      {children}
    </section>
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
