import { useState } from 'react';
import type { WidgetProps } from '../../content/componentSpecs';
import { useLang } from '../../state/useMessages';
import { formatHash } from '../../router/route';
import { CostLab } from './CostLab';
import { DEFAULT_PARAMS, toQuery, type LabParams } from '../../compute/costLab/params';

/**
 * The cost lab inside a lesson (`{ kind: 'widget', widget: 'cost-lab', props: { embedded: true } }`): the same
 * lab with its own state (the lesson's address is not touched), and a link that opens the full page with the
 * current parameters.
 */
export default function CostLabWidget({ embedded = true }: WidgetProps) {
  const lang = useLang();
  const [params, setParams] = useState<LabParams>(() => ({ ...DEFAULT_PARAMS, hidden: [] }));
  return (
    <CostLab
      params={params}
      onChange={setParams}
      idPrefix="lesson-lab"
      embedded={embedded !== false}
      fullLabHref={formatHash(lang, ['cost-lab'], toQuery(params))}
    />
  );
}
