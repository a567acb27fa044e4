import { pick } from '../../i18n/defineMessages';
import { useId, useState, type FormEvent } from 'react';
import type { Role } from '../../engine/core/message';
import type { PanelsProps } from '../types';
import type { AgentMemorySceneEvent, AgentMemorySceneState } from './mechanism';
import { LIMITS, nextMessageId, ROLE_IDS, type Op, type AgentMemoryConfig } from './ops';
import dict from './agentMemory.messages';
import './agentMemory.css';

/** Type a message (role, content, importance) into the conversation at the current step. */
export function Composer({
  lang,
  scene,
  frame,
  actions,
}: PanelsProps<AgentMemoryConfig, AgentMemorySceneState, Op, AgentMemorySceneEvent>) {
  const t = pick(dict, lang);
  const ops = scene.ops;
  const index = frame.step;
  const { insertOp, removeCurrentStep } = actions;
  const [role, setRole] = useState<Role>('user');
  const [content, setContent] = useState('');
  const [importance, setImportance] = useState('1');
  const [error, setError] = useState<string | null>(null);
  const ids = { role: useId(), content: useId(), importance: useId(), error: useId() };
  const roleLabel: Record<Role, string> = {
    user: t.roleUser,
    assistant: t.roleAssistant,
    system: t.roleSystem,
    tool: t.roleTool,
  };
  const impValue = Number(importance.replace(',', '.'));
  const impValid =
    importance.trim() !== '' &&
    Number.isFinite(impValue) &&
    impValue >= LIMITS.importance.min &&
    impValue <= LIMITS.importance.max;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (content.trim() === '') {
      setError(t.emptyContent);
      return;
    }
    if (!impValid) {
      setError(t.invalidNumber(LIMITS.importance.min, LIMITS.importance.max));
      return;
    }
    setError(null);
    insertOp({
      op: 'append',
      id: nextMessageId(ops),
      role,
      content: content.slice(0, LIMITS.contentLength),
      importance: impValue,
    });
    setContent('');
  };

  return (
    <form className="viz-composer" onSubmit={submit} aria-label={t.composer}>
      <div className="viz-field">
        <label htmlFor={ids.role}>{t.role}</label>
        <select id={ids.role} value={role} onChange={(e) => setRole(e.target.value as Role)}>
          {ROLE_IDS.map((r) => (
            <option key={r} value={r}>
              {roleLabel[r]}
            </option>
          ))}
        </select>
      </div>
      <div className="viz-field viz-field--grow">
        <label htmlFor={ids.content}>{t.content}</label>
        <input
          id={ids.content}
          value={content}
          maxLength={LIMITS.contentLength}
          placeholder={t.contentPlaceholder}
          aria-describedby={error ? ids.error : undefined}
          onChange={(e) => setContent(e.target.value)}
        />
      </div>
      <div className="viz-field viz-field--narrow">
        <label htmlFor={ids.importance}>{t.importance}</label>
        <input
          id={ids.importance}
          inputMode="decimal"
          value={importance}
          aria-invalid={!impValid}
          onChange={(e) => setImportance(e.target.value)}
        />
      </div>
      <button type="submit" className="primary">
        {t.add}
      </button>
      <button type="button" onClick={removeCurrentStep} disabled={index === 0}>
        {t.removeStep}
      </button>
      {error && (
        <p id={ids.error} className="viz-field__error" role="alert">
          {error}
        </p>
      )}
      <p className="viz-composer__hint viz-prose">{t.insertHint}</p>
    </form>
  );
}
