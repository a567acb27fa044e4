/**
 * The knowledge graph drawn with @xyflow/react (its own lazy chunk). Relations true at the chosen moment are solid
 * edges; relations already expired then are drawn apart, below, with dashed edges to a greyed copy of their object.
 * Nodes and edges are focusable (Tab), each with an accessible name; the text list beside it says the same.
 */
import { Background, Controls, Position, ReactFlow, type Edge, type Node } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useSyncExternalStore } from 'react';
import type { Relation } from '../../engine/reflective/knowledgeGraph';
import { isDarkTheme, subscribeTheme } from '../../lib/themeAttribute';

interface Props {
  holding: Relation[];
  expired: Relation[];
  label: string;
}

const side = { sourcePosition: Position.Right, targetPosition: Position.Left };

/** A node at (x, y), named for screen readers by its label unless told otherwise. */
const node = (
  id: string,
  label: string,
  x: number,
  y: number,
  className: string,
  ariaLabel = label,
): Node => ({
  id,
  position: { x, y },
  data: { label },
  ariaLabel,
  className,
  ...side,
});

export default function GraphView({ holding, expired, label }: Props) {
  // Follows the page's theme live: a learner who switches theme while reading sees the graph switch too.
  const dark = useSyncExternalStore(subscribeTheme, isDarkTheme, () => false);
  const entities: string[] = [];
  for (const r of holding) for (const e of [r.subject, r.object]) if (!entities.includes(e)) entities.push(e);
  for (const r of expired) if (!entities.includes(r.subject)) entities.push(r.subject);
  const subjects = entities.filter(
    (e) => holding.some((r) => r.subject === e) || expired.some((r) => r.subject === e),
  );
  const objects = entities.filter((e) => !subjects.includes(e));
  const nodes: Node[] = [
    ...subjects.map((e, i) => node(`n:${e}`, e, 0, i * 90, 'epi-node is-subject')),
    ...objects.map((e, i) => node(`n:${e}`, e, 320, i * 70, 'epi-node')),
    ...expired.map((r, i) =>
      node(
        `x:${r.id}`,
        r.object,
        320,
        (objects.length + i) * 70 + 40,
        'epi-node is-expired',
        `${r.object} (expired)`,
      ),
    ),
  ];
  const edges: Edge[] = [
    ...holding.map((r) => ({
      id: r.id,
      source: `n:${r.subject}`,
      target: `n:${r.object}`,
      label: r.relation,
      ariaLabel: `${r.subject} ${r.relation} ${r.object}`,
      className: 'epi-edge',
    })),
    ...expired.map((r) => ({
      id: r.id,
      source: `n:${r.subject}`,
      target: `x:${r.id}`,
      label: r.relation,
      ariaLabel: `${r.subject} ${r.relation} ${r.object} (expired)`,
      className: 'epi-edge is-expired',
      style: { strokeDasharray: '6 4' },
    })),
  ];
  return (
    <div className="epi-flow" role="group" aria-label={label}>
      <ReactFlow
        nodes={nodes}
        edges={edges}
        fitView
        colorMode={dark ? 'dark' : 'light'}
        nodesDraggable={false}
        nodesConnectable={false}
        elementsSelectable
        proOptions={{ hideAttribution: true }}
        minZoom={0.3}
      >
        <Background />
        <Controls showInteractive={false} />
      </ReactFlow>
    </div>
  );
}
