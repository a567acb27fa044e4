import { useId } from 'react';
import type { PageProps } from '../../routes';
import { useLang, useMessages } from '../../i18n/useMessages';
import { formatHash } from '../../router/route';
import { navigate } from '../../router/useRoute';
import { HeadingBase } from './Heading';
import { DEFAULT_PRESET, PRESETS } from './presets';
import { isPresetId, PRESET_IDS } from './scene';
import { Visualizer } from './Visualizer';
import dict from './visualizer.messages';

/** `#/<lang>/visualizer?...`: the visualizer alone, full width, for teachers (permalinks open here). */
export default function VisualizerPage({ route }: PageProps) {
  const t = useMessages(dict);
  const lang = useLang();
  const selectId = useId();
  const requested = route.query.get('preset');
  const preset = isPresetId(requested) ? requested : DEFAULT_PRESET;
  // A new link (or another preset) remounts the scene; the language switch keeps it.
  const sceneKey = route.query.toString();
  return (
    <div className="viz-page">
      <div className="viz-page__head">
        <div>
          <h1>{t.pageTitle}</h1>
          <p className="viz-prose">{t.pageIntro}</p>
        </div>
        <div className="viz-field">
          <label htmlFor={selectId}>{t.preset}</label>
          <select
            id={selectId}
            value={preset}
            onChange={(e) => navigate(formatHash(lang, ['visualizer'], { preset: e.target.value }))}
          >
            {PRESET_IDS.map((id) => (
              <option key={id} value={id}>
                {PRESETS[id].title[lang]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <HeadingBase.Provider value={2}>
        <Visualizer key={sceneKey} preset={preset} route={route} standalone />
      </HeadingBase.Provider>
    </div>
  );
}
