export interface Step {
  title: string;
  body: string;
}

/** Numbered steps; the numbers come from CSS counters so screen readers hear the list order once. */
export function StepList({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className="step-list">
      {steps.map((step) => (
        <li key={step.title}>
          <h3 className="step-title">{step.title}</h3>
          <p>{step.body}</p>
        </li>
      ))}
    </ol>
  );
}
