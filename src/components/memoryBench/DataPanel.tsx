import { DISTANCE_LAWS, type DistanceLaw } from '../../engine';
import { MB_FIELD, type BenchPartProps } from './benchPart';
import { SelectField } from '../kit/SelectField';
import { BenchNumberField } from './BenchNumberField';
import { formatNumber } from '../../lib/formatNumber';
import type { PublicSetName, PublicSubset } from '../../compute/memoryBench/publicSubset';
import type { DataChoice, FormProblem, GeneratorForm } from './benchView';
import { kb } from './format';
import setMessages from './sets.messages';

type TS = (typeof setMessages)['en'];

export type PublicSets = Record<PublicSetName, PublicSubset | null>;

const DISTANCE_LABEL: Record<DistanceLaw, keyof TS> = {
  loguniform: 'distLoguniform',
  uniform: 'distUniform',
  recent: 'distRecent',
  far: 'distFar',
};

/**
 * What the bench runs on: one of the three public sets (each loaded only when a run asks for it) or the generator,
 * with its parameters and the law of the distance between a fact and its question.
 */
export function DataPanel({
  choice,
  onChoice,
  gen,
  onGen,
  sets,
  leftOut,
  running,
  problems,
  fieldId,
  lang,
  t,
  ts,
}: BenchPartProps & {
  choice: DataChoice;
  onChoice: (c: DataChoice) => void;
  gen: GeneratorForm;
  onGen: (g: GeneratorForm) => void;
  sets: PublicSets;
  /** The sets were left out of this SCORM package (not missing from the build). */
  leftOut: boolean;
  problems: readonly FormProblem[];
  ts: TS;
}) {
  const n = (x: number) => formatNumber(x, lang);
  const problemOf = (field: FormProblem['field']) => problems.find((p) => p.field === field);
  const rangeText = (f: FormProblem | undefined) =>
    f && 'min' in f
      ? t.problemRange(formatNumber(f.min, lang), formatNumber(f.max, lang))
      : f && f.field === 'seed'
        ? t.problemRange('0', formatNumber(f.max, lang))
        : '';
  const label = (set: PublicSetName, info: PublicSubset) =>
    set === 'public'
      ? ts.setPublic(n(info.questions), n(info.turns))
      : set === 'public-s'
        ? ts.setPublicS(n(info.questions), n(info.turns))
        : ts.setConflicts(n(info.questions), n(info.turns));
  const note = (set: PublicSetName, info: PublicSubset) => {
    const size = kb(info.bytes, lang);
    return set === 'public'
      ? ts.notePublic(size)
      : set === 'public-s'
        ? ts.notePublicS(size)
        : ts.noteConflicts(size);
  };
  const chosen = choice === 'generator' ? null : sets[choice];
  const anyMissing = Object.values(sets).some((s) => s === null);
  return (
    <>
      <fieldset className="mb-fieldset">
        <legend>{t.data}</legend>
        {(Object.keys(sets) as PublicSetName[]).map((set) => {
          const info = sets[set];
          return (
            <label className="mb-radio" key={set}>
              <input
                type="radio"
                name={fieldId('data')}
                value={set}
                checked={choice === set}
                disabled={!info || running}
                onChange={() => onChoice(set)}
              />
              {info
                ? label(set, info)
                : leftOut
                  ? ts.setNotIncluded(ts.nameOf(set))
                  : ts.setMissing(ts.nameOf(set))}
            </label>
          );
        })}
        <label className="mb-radio">
          <input
            type="radio"
            name={fieldId('data')}
            value="generator"
            checked={choice === 'generator'}
            disabled={running}
            onChange={() => onChoice('generator')}
          />
          {t.dataGenerator}
        </label>
        {chosen && choice !== 'generator' && (
          <p className="mb-help" data-testid="set-note">
            {note(choice, chosen)} {ts.loadNote}
          </p>
        )}
        {anyMissing && (
          <p className="mb-notice" data-testid="public-missing">
            {leftOut ? ts.notIncludedNote : ts.missingNote}
          </p>
        )}
      </fieldset>

      {choice === 'generator' && (
        <fieldset className="mb-fieldset mb-grid" disabled={running}>
          <legend>{t.generator}</legend>
          {(
            [
              ['turns', t.genTurns, gen.turns, (v: number) => onGen({ ...gen, turns: v })],
              ['questions', t.genQuestions, gen.questions, (v: number) => onGen({ ...gen, questions: v })],
              ['seed', t.genSeed, gen.seed, (v: number) => onGen({ ...gen, seed: v })],
            ] as const
          ).map(([key, text, value, set]) => {
            const problem = problemOf(key);
            return (
              <BenchNumberField
                key={key}
                id={fieldId(key)}
                label={text}
                inputMode="numeric"
                value={Number.isFinite(value) ? value : ''}
                error={problem ? rangeText(problem) : undefined}
                onChange={(v) => set(v === '' ? Number.NaN : Number(v))}
              />
            );
          })}
          <BenchNumberField
            id={fieldId('updates')}
            label={t.genUpdates}
            min={0}
            max={100}
            value={Number.isFinite(gen.updates) ? Math.round(gen.updates * 100) : ''}
            error={problemOf('updates') ? t.problemUpdates : undefined}
            onChange={(v) => onGen({ ...gen, updates: v === '' ? Number.NaN : Number(v) / 100 })}
          />
          <SelectField
            look={MB_FIELD}
            id={fieldId('lang')}
            label={t.genLang}
            value={gen.lang}
            onChange={(v) => onGen({ ...gen, lang: v === 'fr' ? 'fr' : 'en' })}
          >
            <option value="en">{t.langEn}</option>
            <option value="fr">{t.langFr}</option>
          </SelectField>
          <SelectField
            look={MB_FIELD}
            id={fieldId('distance')}
            label={ts.genDistance}
            value={gen.distance}
            help={ts.distanceHelp}
            onChange={(v) => {
              const law = DISTANCE_LAWS.find((d) => d === v);
              if (law) onGen({ ...gen, distance: law });
            }}
          >
            {DISTANCE_LAWS.map((d) => (
              <option value={d} key={d}>
                {ts[DISTANCE_LABEL[d]] as string}
              </option>
            ))}
          </SelectField>
        </fieldset>
      )}
    </>
  );
}
