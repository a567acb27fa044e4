import { pick } from '../../i18n/defineMessages';
import dict from './episodic.messages';
import { FinalAnswers } from './FinalAnswers';
import { ForgettingPanel } from './ForgettingPanel';
import { GraphPanel } from './GraphPanel';
import type { EpisodicConfig } from './ops';
import type { Props } from './panelProps';
import { ReflectionsPanel } from './ReflectionsPanel';
import { RelevanceCompare } from './RelevanceCompare';
import { ScoresPanel } from './ScoresPanel';
import { StorePanel } from './StorePanel';
import { TimelinePanel } from './TimelinePanel';
import { TriggersPanel } from './TriggersPanel';
import './episodic.css';

/** Episodes arriving, trigger meters, reflections, the semantic store, the graph, scores and forgetting. */
export function Panels({ lang, scene, frame, previous, playing, actions }: Props) {
  const m = pick(dict, lang);
  const view = scene.config.view;
  const show = (v: EpisodicConfig['view']) => view === 'all' || view === v;
  return (
    <div className="panel-stage epi-stage" data-view={view}>
      {show('reflection') || view === 'forgetting' ? <TimelinePanel frame={frame} m={m} lang={lang} /> : null}
      {show('reflection') ? <TriggersPanel frame={frame} config={scene.config} m={m} lang={lang} /> : null}
      {show('reflection') ? <ReflectionsPanel frame={frame} m={m} lang={lang} /> : null}
      {show('reflection') || view === 'graph' ? <StorePanel frame={frame} previous={previous} m={m} /> : null}
      {show('graph') ? <GraphPanel frame={frame} m={m} lang={lang} /> : null}
      <RelevanceCompare frame={frame} lang={lang} />
      {show('reflection') ? (
        <FinalAnswers lang={lang} frame={frame} model={scene.config.answers === 'model'} />
      ) : null}
      {show('scores') ? (
        <ScoresPanel frame={frame} scene={scene} actions={actions} m={m} lang={lang} />
      ) : null}
      {show('forgetting') ? (
        <ForgettingPanel frame={frame} scene={scene} actions={actions} playing={playing} m={m} lang={lang} />
      ) : null}
    </div>
  );
}
