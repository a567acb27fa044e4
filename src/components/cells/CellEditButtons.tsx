import { useMessages } from '../../state/useMessages';
import messages from './cellActions.messages';
import { CopyCellCode } from './CopyCellCode';

export interface CellEditButtonsProps {
  /** A run is queued or running: "Stop" is shown. */
  busy: boolean;
  onStop: () => void;
  stopClassName?: string;
  /** The editor is open ("Edit" is pressed). */
  editing: boolean;
  onToggleEdit: () => void;
  /** The cell runs the reader's edit: "Revert" is shown. */
  edited: boolean;
  onRevert: () => void;
  /** The code as the body shows it (the reader's edit included): what "Copy code" copies. */
  code: string;
}

/**
 * The buttons after a cell's "Run", in its TypeScript and Python bodies alike: "Stop", "Edit" (a toggle), "Revert",
 * "Copy code".
 */
export function CellEditButtons({
  busy,
  onStop,
  stopClassName,
  editing,
  onToggleEdit,
  edited,
  onRevert,
  code,
}: CellEditButtonsProps) {
  const t = useMessages(messages);
  return (
    <>
      {busy ? (
        <button type="button" className={stopClassName} onClick={onStop}>
          <span aria-hidden="true">■ </span>
          {t.stop}
        </button>
      ) : null}
      <button type="button" aria-pressed={editing} onClick={onToggleEdit}>
        {t.edit}
      </button>
      {edited ? (
        <button type="button" onClick={onRevert}>
          {t.revert}
        </button>
      ) : null}
      <CopyCellCode code={code} />
    </>
  );
}
