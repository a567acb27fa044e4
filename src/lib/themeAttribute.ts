// The layout resolves the theme (light, dark, system) onto <html data-theme>; views that draw their own colours (the
// code editor, the knowledge graph) follow that attribute, so a theme switch reaches them while they are on screen.

/** Calls `onChange` whenever the page's resolved theme changes; returns the unsubscribe (useSyncExternalStore's shape). */
export function subscribeTheme(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

/** Whether the page is drawn in the dark theme now. */
export function isDarkTheme(): boolean {
  return document.documentElement.dataset.theme === 'dark';
}
