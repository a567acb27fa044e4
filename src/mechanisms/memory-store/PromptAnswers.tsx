import type { ReactNode } from 'react';
import type { M } from './caption';

/** One question's column body: the exact prompt sent, the scripted answer, and the model's when there is one. */
export function PromptAnswers({
  prompt,
  scripted,
  model,
  m,
}: {
  prompt: ReactNode;
  scripted: ReactNode;
  model: ReactNode | null;
  m: M;
}) {
  return (
    <dl className="ms-question">
      <div>
        <dt>{m.exactPrompt}</dt>
        <dd>{prompt}</dd>
      </div>
      <div>
        <dt>{m.scriptedAnswer}</dt>
        <dd data-role="scripted">{scripted}</dd>
      </div>
      {model !== null && (
        <div>
          <dt>{m.modelAnswer}</dt>
          <dd data-role="model" className="ms-model-answer">
            {model}
          </dd>
        </div>
      )}
    </dl>
  );
}
