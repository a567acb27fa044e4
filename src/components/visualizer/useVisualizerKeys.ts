import { useEffect, useRef, type RefObject } from 'react';
import type { PlaybackStore } from '../../state/playback';

// Several visualizers can share a page: keys typed while focus is on the page's body go to the one
// used last, or else to the first one on the page. (Lazy widgets mount in the order their code arrives, so the
// first one mounted is not always the first one a reader sees.)
const mounted: HTMLElement[] = [];
let lastUsed: HTMLElement | null = null;

function firstOnPage(): HTMLElement | undefined {
  return mounted.reduce<HTMLElement | undefined>(
    (first, el) =>
      !first || first.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING ? el : first,
    undefined,
  );
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT';
}

function isActivatable(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.tagName === 'BUTTON' || target.tagName === 'A' || target.getAttribute('role') === 'button')
  );
}

interface KeyActions {
  togglePresentation: () => void;
  leavePresentation: () => void;
  presenting: boolean;
  /** Q shows or hides the scene's QR code; Escape hides it before it leaves presentation mode. */
  toggleQr?: () => void;
  qrOpen?: boolean;
}

/** Space play/pause, Right/Left step, Home reset, F presentation, Q QR code, Escape closes the QR code or leaves presentation. */
export function useVisualizerKeys(
  root: RefObject<HTMLElement | null>,
  store: PlaybackStore,
  actions: KeyActions,
): void {
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });

  useEffect(() => {
    const el = root.current;
    if (!el) return;
    mounted.push(el);
    const markUsed = () => {
      lastUsed = el;
    };
    el.addEventListener('pointerdown', markUsed);
    el.addEventListener('focusin', markUsed);

    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target;
      const inside = target instanceof Node && el.contains(target);
      const onBody =
        target === document.body ||
        target === document.documentElement ||
        (target instanceof HTMLElement && target.id === 'main');
      const mine =
        inside || (onBody && (lastUsed && document.contains(lastUsed) ? lastUsed : firstOnPage()) === el);
      if (!mine || isTyping(target)) return;
      const s = store.getState();
      const { presenting, togglePresentation, leavePresentation, toggleQr, qrOpen } = latest.current;
      switch (event.key) {
        case ' ':
        case 'Spacebar':
          if (isActivatable(target)) return; // Space on a button presses that button
          s.togglePlay();
          break;
        case 'ArrowRight':
          s.pause();
          s.stepForward();
          break;
        case 'ArrowLeft':
          s.stepBack();
          break;
        case 'Home':
          s.reset();
          break;
        case 'f':
        case 'F':
          togglePresentation();
          break;
        case 'q':
        case 'Q':
          if (!toggleQr) return;
          toggleQr();
          break;
        case 'Escape':
          if (qrOpen && toggleQr) toggleQr();
          else if (presenting) leavePresentation();
          else return;
          break;
        default:
          return;
      }
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    // Said on the element so a test (or an embedding page) can wait until the keys are live, not guess.
    el.setAttribute('data-keys', 'on');
    return () => {
      el.removeAttribute('data-keys');
      document.removeEventListener('keydown', onKey);
      el.removeEventListener('pointerdown', markUsed);
      el.removeEventListener('focusin', markUsed);
      mounted.splice(mounted.indexOf(el), 1);
      if (lastUsed === el) lastUsed = null;
    };
  }, [root, store]);
}
