import { useSyncExternalStore } from 'react';
import { isDarkTheme, subscribeTheme } from '../lib/themeAttribute';

export function useDarkTheme(): boolean {
  return useSyncExternalStore(subscribeTheme, isDarkTheme, () => false);
}
