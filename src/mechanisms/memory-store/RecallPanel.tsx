import { Heading, PanelSection } from '../ui';
import type { M } from './caption';
import type { RecallColumn } from './mechanism';
import { lastEvent, type Props } from './panelProps';
import { PromptAnswers } from './PromptAnswers';

/**
 * A later conversation: the owner's memories as recalled (each marked as the write-time check judges it), then the
 * same question with the memories given as instructions and quoted as data, each exact prompt and its answers.
 */
export function RecallPanel({ p, m }: { p: Props; m: M }) {
  const last = lastEvent(p, 'recalled');
  const on = p.frame.state.instructions === 'refused';
  return (
    <PanelSection prefix="ms" title={m.recall} className="ms-recall">
      <p className={`ms-check${on ? ' is-on' : ''}`} data-role="check">
        {m.checkState(on)}
      </p>
      {last === null ? (
        <p className="ms-empty">{m.noRecall}</p>
      ) : (
        <>
          <Heading sub={2} className="ms-window-title">
            {m.recalledMemories(last.event.owner)}
          </Heading>
          <ul className="ms-memories" aria-label={m.recalledMemories(last.event.owner)}>
            {last.event.memories.map((mem) => (
              <li key={mem.key} data-instruction={mem.instruction ?? ''}>
                <code>
                  {mem.key}: {mem.value}
                </code>{' '}
                <span className={`ms-badge${mem.instruction ? ' is-instruction' : ''}`}>
                  {mem.instruction ? m.wouldRefuse(m.category(mem.instruction)) : m.isData}
                </span>
              </li>
            ))}
          </ul>
          <div className="ms-side" role="group" aria-label={m.twoWays}>
            <Heading sub={2} className="ms-window-title">
              {m.twoWays}
            </Heading>
            <div className="ms-two">
              <Column name="instructions" title={m.colInstructions} col={last.event.asInstructions} m={m} />
              <Column name="data" title={m.colData} col={last.event.asData} m={m} />
            </div>
            {last.event.asData.model === null && <p className="ms-note">{m.scriptedAgentNote}</p>}
          </div>
        </>
      )}
    </PanelSection>
  );
}

function Column({ name, title, col, m }: { name: string; title: string; col: RecallColumn; m: M }) {
  return (
    <div role="group" aria-label={title} data-column={name} className="ms-side-col">
      <p className="ms-side-title">
        <strong>{title}</strong>
      </p>
      <PromptAnswers
        prompt={
          <pre className="ms-prompt">
            <code data-role="prompt">{col.prompt}</code>
          </pre>
        }
        scripted={col.scripted}
        model={col.model}
        m={m}
      />
    </div>
  );
}
