import { useId } from 'react';
import { useMessages } from '../../state/useMessages';
import type { ExerciseLanguage } from '../../state/exerciseCode';
import messages from './exercises.messages';

const LABELS: Record<ExerciseLanguage, string> = { typescript: 'TypeScript', python: 'Python' };

/** TypeScript | Python, as a radio group (arrow keys move between the two); remembered per exercise by the caller. */
export function LanguageSwitch({
  value,
  onChange,
  disabled,
}: {
  value: ExerciseLanguage;
  onChange: (language: ExerciseLanguage) => void;
  disabled?: boolean;
}) {
  const t = useMessages(messages);
  const name = useId();
  return (
    <fieldset className="exercise__language" disabled={disabled}>
      <legend>{t.languageLegend}</legend>
      {(Object.keys(LABELS) as ExerciseLanguage[]).map((language) => (
        <label key={language} className={value === language ? 'is-checked' : undefined}>
          <input
            type="radio"
            name={name}
            value={language}
            checked={value === language}
            onChange={() => onChange(language)}
          />
          {LABELS[language]}
        </label>
      ))}
    </fieldset>
  );
}

export const LANGUAGE_LABELS = LABELS;
