import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Presentation mode for projectors: the visualizer fills the screen (Fullscreen API when the browser
 * allows it, a fixed full-viewport layer otherwise), with large type and high contrast (CSS keyed on
 * data-presenting). `data-presentation` on <html> hides the site header and footer for the CSS fallback.
 */
export function usePresentation(root: RefObject<HTMLElement | null>) {
  const [presenting, setPresenting] = useState(false);
  const usingFullscreen = useRef(false);

  const leave = useCallback(() => {
    setPresenting(false);
    delete document.documentElement.dataset.presentation;
    if (usingFullscreen.current && document.fullscreenElement) {
      document.exitFullscreen().catch(() => undefined);
    }
    usingFullscreen.current = false;
  }, []);

  const enter = useCallback(() => {
    setPresenting(true);
    document.documentElement.dataset.presentation = 'true';
    const el = root.current;
    if (el && typeof el.requestFullscreen === 'function' && document.fullscreenEnabled) {
      usingFullscreen.current = true;
      // Refused (no user gesture, iframe policy): the CSS fallback already covers the viewport.
      el.requestFullscreen().catch(() => {
        usingFullscreen.current = false;
      });
    }
  }, [root]);

  const toggle = useCallback(() => (presenting ? leave() : enter()), [presenting, enter, leave]);

  // Escape in real fullscreen is handled by the browser: follow it.
  useEffect(() => {
    const onChange = () => {
      if (usingFullscreen.current && !document.fullscreenElement) leave();
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [leave]);

  useEffect(
    () => () => {
      delete document.documentElement.dataset.presentation;
    },
    [],
  );

  return { presenting, enter, leave, toggle };
}
