import common from '../../i18n/common.messages';
import { useMessages } from '../../state/useMessages';
import { useSettings, type ThemeChoice } from '../../state/settings';

const ICON: Record<ThemeChoice, string> = { system: '◐', light: '☀', dark: '☾' };

export function ThemeSwitch() {
  const t = useMessages(common);
  const theme = useSettings((s) => s.theme);
  const setTheme = useSettings((s) => s.setTheme);
  const label: Record<ThemeChoice, string> = {
    system: t.themeSystem,
    light: t.themeLight,
    dark: t.themeDark,
  };
  return (
    <div role="group" aria-label={t.theme} className="segmented">
      {(['light', 'dark', 'system'] as const).map((choice) => (
        <button
          key={choice}
          type="button"
          aria-pressed={theme === choice}
          aria-label={label[choice]}
          title={label[choice]}
          onClick={() => setTheme(choice)}
        >
          <span aria-hidden="true">{ICON[choice]}</span>
        </button>
      ))}
    </div>
  );
}
