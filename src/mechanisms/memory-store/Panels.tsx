import { pick } from '../../i18n/defineMessages';
import { AnswerPanel } from './AnswerPanel';
import { ClockPanel } from './ClockPanel';
import { CopiesPanel } from './CopiesPanel';
import dict from './memoryStore.messages';
import type { View } from './ops';
import { OwnersPanel } from './OwnersPanel';
import type { Props } from './panelProps';
import { PolicyPanel } from './PolicyPanel';
import { RecallPanel } from './RecallPanel';
import { ResultPanel } from './ResultPanel';
import './memoryStore.css';

const SHOWN: Record<View, readonly string[]> = {
  all: ['result', 'owners', 'copies', 'clock', 'answer', 'recall', 'policy'],
  owners: ['result', 'owners', 'policy'],
  refusal: ['result', 'owners', 'policy'],
  copies: ['copies', 'result', 'owners'],
  expiry: ['clock', 'owners', 'result'],
  answer: ['answer', 'owners'],
  poisoning: ['result', 'recall', 'owners', 'policy'],
};

/** The panels the scene's view asks for, in its order. */
export function Panels(p: Props) {
  const lang = p.lang;
  const m = pick(dict, lang);
  const shown = SHOWN[p.scene.config.view];
  return (
    <div className="panel-stage ms-stage" data-view={p.scene.config.view}>
      {shown.map((name) => {
        switch (name) {
          case 'result':
            return <ResultPanel key={name} p={p} m={m} />;
          case 'owners':
            return <OwnersPanel key={name} p={p} m={m} />;
          case 'copies':
            return <CopiesPanel key={name} p={p} m={m} />;
          case 'clock':
            return <ClockPanel key={name} p={p} m={m} />;
          case 'answer':
            return <AnswerPanel key={name} p={p} m={m} />;
          case 'recall':
            return <RecallPanel key={name} p={p} m={m} />;
          default:
            return <PolicyPanel key={name} p={p} m={m} lang={lang} />;
        }
      })}
    </div>
  );
}
