interface QaItem {
  id?: string;
  question: string;
  answer: string;
}

/** Questions and answers, all visible: nothing to open, and search engines see what people see. */
export function QaList({ items }: { items: readonly QaItem[] }) {
  return (
    <dl className="qa-list">
      {items.map((item) => (
        <div className="qa-item" key={item.question} id={item.id}>
          <dt>
            <span className="qa-mark" aria-hidden="true">
              Q
            </span>
            {item.question}
          </dt>
          <dd>
            <span className="qa-mark qa-mark-answer" aria-hidden="true">
              A
            </span>
            {item.answer}
          </dd>
        </div>
      ))}
    </dl>
  );
}
