import { useEffect, useRef } from 'react';

const steps = ['カード登録', '最終確認', '完了'] as const;
export type SubscribeStep = 0 | 1 | 2;

/**
 * Where the guardian is in the three steps, and the step's heading, which takes the focus when the
 * step changes so a screen reader announces it and the keyboard starts from there.
 */
export function StepHeading({ step, title }: { step: SubscribeStep; title: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Mounted anew for each step (the screen keys it by step).
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <>
      <ol className="plan-steps" aria-label="お申し込みの流れ">
        {steps.map((label, index) => (
          <li
            key={label}
            className={index === step ? 'is-current' : index < step ? 'is-done' : undefined}
            aria-current={index === step ? 'step' : undefined}
          >
            <span className="plan-step-number" aria-hidden="true">
              {index + 1}
            </span>
            {label}
          </li>
        ))}
      </ol>
      <h2 className="mypage-section-title plan-step-title" ref={heading} tabIndex={-1}>
        {title}
      </h2>
    </>
  );
}
