import { useId } from 'react';
import { useLang, useMessages } from '../../state/useMessages';
import { formatNumber } from '../../lib/formatNumber';
import { SPEEDS, isSpeed, usePlaybackPrefs } from '../../state/playback';
import { usePlayback } from './context';
import dict from './visualizer.messages';

/** Reset, step back, play/pause, step forward, speed and the timeline scrubber. */
export function PlaybackControls() {
  const t = useMessages(dict);
  const lang = useLang();
  const index = usePlayback((s) => s.index);
  const total = usePlayback((s) => s.scene.ops.length);
  const playing = usePlayback((s) => s.playing);
  const { reset, stepBack, stepForward, togglePlay, setIndex, pause } = usePlayback((s) => s);
  const speed = usePlaybackPrefs((s) => s.speed);
  const setSpeed = usePlaybackPrefs((s) => s.setSpeed);
  const speedId = useId();
  return (
    <div className="viz-playback" role="group" aria-label={t.playbackControls}>
      <div className="viz-playback__buttons">
        <button
          type="button"
          onClick={reset}
          aria-label={t.reset}
          title={t.reset}
          disabled={index === 0 && !playing}
        >
          <Icon name="reset" />
        </button>
        <button
          type="button"
          onClick={stepBack}
          aria-label={t.stepBack}
          title={t.stepBack}
          disabled={index === 0}
        >
          <Icon name="back" />
        </button>
        <button
          type="button"
          className="primary viz-playback__play"
          onClick={togglePlay}
          aria-label={playing ? t.pause : t.play}
          title={playing ? t.pause : t.play}
          disabled={total === 0}
        >
          <Icon name={playing ? 'pause' : 'play'} />
        </button>
        <button
          type="button"
          onClick={() => {
            pause();
            stepForward();
          }}
          aria-label={t.stepForward}
          title={t.stepForward}
          disabled={index >= total}
        >
          <Icon name="forward" />
        </button>
      </div>
      <input
        className="viz-playback__timeline"
        type="range"
        min={0}
        max={Math.max(total, 0)}
        step={1}
        value={index}
        aria-label={t.timeline}
        aria-valuetext={t.stepOf(index, total)}
        onChange={(e) => {
          pause();
          setIndex(Number(e.target.value));
        }}
        disabled={total === 0}
      />
      {/* Not an <output> (a status): the caption says each step aloud; a host's own status (a practice question's
          verdict) stays the only status of its region. */}
      <span className="viz-playback__step">{t.stepOf(index, total)}</span>
      <label className="viz-playback__speed" htmlFor={speedId}>
        <span>{t.speed}</span>
        <select
          id={speedId}
          value={speed}
          onChange={(e) => {
            const v = Number(e.target.value);
            if (isSpeed(v)) setSpeed(v);
          }}
        >
          {SPEEDS.map((s) => (
            <option key={s} value={s}>
              {formatNumber(s, lang, s < 1 ? 2 : 0)}×
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

const PATHS: Record<string, string> = {
  play: 'M7 4.5v15l13-7.5z',
  pause: 'M6 4h4.5v16H6zM13.5 4H18v16h-4.5z',
  forward: 'M5 4.5v15l10-7.5zM16 4.5h3v15h-3z',
  back: 'M19 4.5v15L9 12zM5 4.5h3v15H5z',
  reset: 'M12 4a8 8 0 1 1-7.4 5H2l3.5-4.5L9 9H6.7A6 6 0 1 0 12 6z',
};

/** Inline icons (no icon font, no request). Decorative: buttons carry the accessible name. */
export function Icon({ name }: { name: keyof typeof PATHS | string }) {
  return (
    <svg viewBox="0 0 24 24" width="1.25em" height="1.25em" aria-hidden="true" focusable="false">
      <path d={PATHS[name] ?? ''} fill="currentColor" />
    </svg>
  );
}
