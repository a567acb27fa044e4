import { findCell } from '../../cells/registry';
import { useLang } from '../../state/useMessages';
import type { PageProps } from '../../router/route';
import { widgets } from './widgets';

/**
 * `#/<lang>/cell/<id>`: one lesson cell alone (what "Copy embed code" of a cell points at, with embed=1), as a
 * lesson shows it.
 */
export default function CellPage({ route }: PageProps) {
  const lang = useLang();
  const id = route.path[1] ?? '';
  const cell = findCell(id);
  return (
    <div className="cell-page">
      {cell && <h1 className="cell-page__title">{cell.title[lang]}</h1>}
      <widgets.Cell id={id} />
    </div>
  );
}
