import { useEffect, useId, useState } from 'react';
import type { PageProps } from '../../routes';
import { useLang, useMessages } from '../../i18n/useMessages';
import {
  LEGACY_MECHANISM,
  loadAllMechanisms,
  loadedMechanism,
  MECHANISM_IDS,
  parsePresetName,
  presetName,
} from '../../mechanisms/registry';
import type { AnyMechanism } from '../../mechanisms/types';
import { formatHash } from '../../router/route';
import { navigate } from '../../router/useRoute';
import { HeadingBase } from './Heading';
import { Visualizer } from './Visualizer';
import dict from './visualizer.messages';

function loadedAll(): AnyMechanism[] | null {
  const all = MECHANISM_IDS.map(loadedMechanism);
  return all.every((m) => m !== null) ? (all as AnyMechanism[]) : null;
}

/** `#/<lang>/visualizer?...`: the visualizer alone, full width, for teachers (permalinks open here). */
export default function VisualizerPage({ route }: PageProps) {
  const t = useMessages(dict);
  const lang = useLang();
  const selectId = useId();
  const [mechanisms, setMechanisms] = useState<AnyMechanism[] | null>(loadedAll);
  useEffect(() => {
    if (mechanisms) return;
    let live = true;
    loadAllMechanisms().then(
      (all) => live && setMechanisms(all),
      () => undefined, // the visualizer below says it could not load
    );
    return () => {
      live = false;
    };
  }, [mechanisms]);

  const requested = route.query.get('preset');
  const ref = requested === null ? null : parsePresetName(requested);
  const legacy = loadedMechanism(LEGACY_MECHANISM);
  const fallback = legacy ? presetName(legacy.id, legacy.defaultPreset) : 'rolling-window';
  const known = ref ? loadedMechanism(ref.mechanism)?.presets[ref.preset] : undefined;
  const selected = ref && known ? presetName(ref.mechanism, ref.preset) : fallback;
  // A new link (or another preset) remounts the scene; the language switch keeps it.
  const sceneKey = route.query.toString();
  const options = (m: AnyMechanism) =>
    Object.entries(m.presets).map(([id, p]) => (
      <option key={id} value={presetName(m.id, id)}>
        {p.title[lang]}
      </option>
    ));
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
            disabled={!mechanisms}
            onChange={(e) => navigate(formatHash(lang, ['visualizer'], { preset: e.target.value }))}
          >
            {!mechanisms && <option value={selected}>{t.loading}</option>}
            {mechanisms?.length === 1 && mechanisms[0] && options(mechanisms[0])}
            {mechanisms &&
              mechanisms.length > 1 &&
              mechanisms.map((m) => (
                <optgroup key={m.id} label={m.title[lang]}>
                  {options(m)}
                </optgroup>
              ))}
          </select>
        </div>
      </div>
      <HeadingBase.Provider value={2}>
        <Visualizer key={sceneKey} preset={requested ?? fallback} route={route} standalone />
      </HeadingBase.Provider>
    </div>
  );
}
