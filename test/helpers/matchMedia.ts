/**
 * jsdom has no window.matchMedia: a stub whose only matching query is prefers-reduced-motion, when `reduceMotion`
 * is true (the visualizer reads it to skip animations and autoplay).
 */
export function stubMatchMedia(reduceMotion = false): void {
  window.matchMedia = ((query: string) => ({
    matches: reduceMotion && query.includes('prefers-reduced-motion'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}
