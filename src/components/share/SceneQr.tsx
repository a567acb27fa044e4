import { useEffect, useRef, useState } from 'react';
import { useMessages } from '../../state/useMessages';
import type { AnyMechanism } from '../../mechanisms/types';
import type { SceneLink } from '../../mechanisms/permalink';
import { followAlong, type FollowAlong } from './followAlong';
import { qrPath } from './qr';
import dict from './share.messages';
import './share.css';

const QUIET_ZONE = 4;

/**
 * The projector's QR code of the scene shown (drawn when opened, for the step shown then), with the link beside it
 * in a readable size. Inside the visualizer's root, so it also shows in real fullscreen.
 */
export function SceneQr({
  m,
  link,
  onClose,
}: {
  m: AnyMechanism;
  link: () => Promise<SceneLink>;
  onClose: () => void;
}) {
  const t = useMessages(dict);
  const [code, setCode] = useState<FollowAlong | null | 'pending'>('pending');
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    let live = true;
    link()
      .then((l) => followAlong(m, l))
      .then(
        (c) => live && setCode(c),
        () => live && setCode(null),
      );
    return () => {
      live = false;
    };
  }, [m, link]);

  useEffect(() => closeButton.current?.focus(), []);

  const side = code && code !== 'pending' ? code.matrix.size + 2 * QUIET_ZONE : 0;
  return (
    <div className="scene-qr" role="dialog" aria-label={t.qrDialog} aria-modal="false">
      {code === 'pending' && <p role="status">{t.qrPreparing}</p>}
      {code === null && <p role="alert">{t.qrFailed}</p>}
      {code && code !== 'pending' && (
        <>
          <svg
            className="scene-qr__code"
            viewBox={`0 0 ${side} ${side}`}
            role="img"
            aria-label={t.qrDialog}
            shapeRendering="crispEdges"
            data-qr-version={code.matrix.version}
          >
            <rect width={side} height={side} fill="#fff" />
            <path d={qrPath(code.matrix, QUIET_ZONE)} fill="#000" />
          </svg>
          <div className="scene-qr__text">
            <p>{t.qrIntro}</p>
            {code.fullLength !== null && <p className="scene-qr__note">{t.qrTooLong(code.fullLength)}</p>}
            <p className="scene-qr__link" data-testid="scene-qr-link">
              {code.url}
            </p>
          </div>
        </>
      )}
      <button ref={closeButton} type="button" className="scene-qr__close" onClick={onClose}>
        {t.close}
      </button>
    </div>
  );
}
