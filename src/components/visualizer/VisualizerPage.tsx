import { useId } from 'react';
import { useLang, useMessages } from '../../state/useMessages';
import {
  FALLBACK_PRESET,
  MECHANISM_CATALOG,
  mechanismCatalog,
  parsePresetName,
  presetName,
} from '../../mechanisms/registry';
import type { MechanismCatalog } from '../../mechanisms/types';
import { formatHash, type PageProps } from '../../router/route';
import { navigate } from '../../router/useRoute';
import { HeadingBase } from '../../mechanisms/ui';
import '../../mechanisms/ui/fields.css';
import { Visualizer } from './Visualizer';
import dict from './visualizer.messages';

/**
 * `#/<lang>/visualizer?...`: the visualizer alone, full width, for teachers (permalinks open here). The preset
 * list reads the mechanisms' catalogues, so the page loads only the mechanism of the scene it shows.
 */
export default function VisualizerPage({ route }: PageProps) {
  const t = useMessages(dict);
  const lang = useLang();
  const selectId = useId();

  const requested = route.query.get('preset');
  const ref = requested === null ? null : parsePresetName(requested);
  const presets = ref ? mechanismCatalog(ref.mechanism)?.presets : undefined;
  const known = ref !== null && presets !== undefined && Object.hasOwn(presets, ref.preset);
  const selected = ref && known ? presetName(ref.mechanism, ref.preset) : FALLBACK_PRESET;
  // A new link (or another preset) remounts the scene; the language switch keeps it.
  const sceneKey = route.query.toString();
  const options = (m: MechanismCatalog) =>
    Object.entries(m.presets).map(([id, title]) => (
      <option key={id} value={presetName(m.id, id)}>
        {title[lang]}
      </option>
    ));
  const only = MECHANISM_CATALOG.length === 1 ? MECHANISM_CATALOG[0] : undefined;
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
            value={selected}
            onChange={(e) => navigate(formatHash(lang, ['visualizer'], { preset: e.target.value }))}
          >
            {only
              ? options(only)
              : MECHANISM_CATALOG.map((m) => (
                  <optgroup key={m.id} label={m.title[lang]}>
                    {options(m)}
                  </optgroup>
                ))}
          </select>
        </div>
      </div>
      <HeadingBase.Provider value={2}>
        <Visualizer key={sceneKey} preset={requested ?? FALLBACK_PRESET} route={route} standalone />
      </HeadingBase.Provider>
    </div>
  );
}
