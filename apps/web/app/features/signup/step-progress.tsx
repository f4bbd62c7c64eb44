import { numberedSteps, type SignupStage, stepNumber } from './signup-stage';

/** 「ステップ 2 / 4」 and the four steps, the current one marked for screen readers. */
export function StepProgress({ stage }: { stage: SignupStage }) {
  const current = stepNumber(stage);
  if (current === null) return null;
  return (
    <nav className="step-progress" aria-label="登録の手順">
      <p className="step-progress-count">
        ステップ {current} / {numberedSteps.length}
      </p>
      <ol>
        {numberedSteps.map((step, index) => (
          <li
            key={step.stage}
            className={index + 1 < current ? 'is-done' : index + 1 === current ? 'is-current' : undefined}
            aria-current={index + 1 === current ? 'step' : undefined}
          >
            <span className="step-progress-dot" aria-hidden="true">
              {index + 1}
            </span>
            <span className="step-progress-label">{step.label}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
