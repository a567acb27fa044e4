import type { ReactNode } from 'react';
import { pick } from '../../i18n/defineMessages';
import type { Lang } from '../../i18n/lang';
import { AnswerPanel } from './AnswerPanel';
import { ClockPanel } from './ClockPanel';
import { CopiesPanel } from './CopiesPanel';
import dict from './memoryStore.messages';
import type { View } from './ops';
import { OwnersPanel } from './OwnersPanel';
import type { M } from './caption';
import type { Props } from './panelProps';
import { PolicyPanel } from './PolicyPanel';
import { RecallPanel } from './RecallPanel';
import { ResultPanel } from './ResultPanel';
import './memoryStore.css';

type PanelName = 'result' | 'owners' | 'copies' | 'clock' | 'answer' | 'recall' | 'policy';

const PANELS: Record<PanelName, (props: { p: Props; m: M; lang: Lang }) => ReactNode> = {
  result: ResultPanel,
  owners: OwnersPanel,
  copies: CopiesPanel,
  clock: ClockPanel,
  answer: AnswerPanel,
  recall: RecallPanel,
  policy: PolicyPanel,
};

const SHOWN: Record<View, readonly PanelName[]> = {
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
  return (
    <div className="panel-stage ms-stage" data-view={p.scene.config.view}>
      {SHOWN[p.scene.config.view].map((name) => {
        const Panel = PANELS[name];
        return <Panel key={name} p={p} m={m} lang={lang} />;
      })}
    </div>
  );
}
