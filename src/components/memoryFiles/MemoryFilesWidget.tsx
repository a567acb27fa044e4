import { useId, useState, type FormEvent } from 'react';
import {
  createFileState,
  executeFileCallJson,
  executeFileTool,
  FILE_COMMANDS,
  MEMORY_ROOT,
  type FileEvent,
  type FileOutcome,
  type FileState,
} from '../../engine/selfManaged';
import type { WidgetProps } from '../../content/componentSpecs';
import { useMemoryFiles } from '../../state/memoryFiles';
import { useMessages } from '../../state/useMessages';
import messages from './memoryFiles.messages';
import './memoryFiles.css';

type Command = (typeof FILE_COMMANDS)[number];

/** What the JSON box holds at first: a call in Anthropic's shape, ready to send. */
const EXAMPLE_CALL = JSON.stringify({
  command: 'create',
  path: `${MEMORY_ROOT}/preferences.md`,
  file_text: 'tea, no sugar',
});

/** The arguments each command takes beside `command` and its path. */
const FIELDS: Readonly<Record<Command, readonly string[]>> = {
  view: [],
  create: ['file_text'],
  str_replace: ['old_str', 'new_str'],
  insert: ['insert_line', 'insert_text'],
  delete: [],
  rename: ['new_path'],
};

/**
 * Chapter 5's "Memory files": the learner plays the model and sends calls of Anthropic's memory tool to the engine's
 * /memories folder (src/engine/selfManaged/files.ts), and reads the tool's own result or error. The folder lives in
 * src/state/memoryFiles.ts: in memory, or kept in this browser when the learner ticks the box.
 */
export default function MemoryFilesWidget(_props: WidgetProps) {
  const t = useMessages(messages);
  const ids = useId();
  const files = useMemoryFiles((s) => s.files);
  const keep = useMemoryFiles((s) => s.keep);
  const [command, setCommand] = useState<Command>('create');
  const [path, setPath] = useState(`${MEMORY_ROOT}/notes.md`);
  const [values, setValues] = useState<Record<string, string>>({ insert_line: '0' });
  const [last, setLast] = useState<FileEvent | null>(null);
  const [json, setJson] = useState(EXAMPLE_CALL);

  const labels: Record<string, string> = {
    file_text: t.fileText,
    old_str: t.oldStr,
    new_str: t.newStr,
    insert_line: t.insertLine,
    insert_text: t.insertText,
    new_path: t.newPath,
  };

  function send(e: FormEvent) {
    e.preventDefault();
    const args: Record<string, string | number> = { command };
    args[command === 'rename' ? 'old_path' : 'path'] = path;
    for (const field of FIELDS[command]) {
      const value = values[field] ?? '';
      args[field] = field === 'insert_line' ? Number(value) : value;
    }
    apply((folder) => executeFileTool(folder, { name: 'memory', arguments: args }));
  }

  function sendJson(e: FormEvent) {
    e.preventDefault();
    apply((folder) => executeFileCallJson(folder, json));
  }

  /** Both forms: the call runs on the folder as it is now, and what the tool answered is shown. */
  function apply(run: (folder: FileState) => FileOutcome) {
    const current = useMemoryFiles.getState().files;
    const outcome = run({ ...createFileState(), files: current });
    if (outcome.state.files !== current) useMemoryFiles.getState().setFiles(outcome.state.files);
    setLast(outcome.event);
  }

  const paths = Object.keys(files).sort();
  return (
    <section className="memory-files" aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`}>{t.title}</h3>
      <p>{t.intro}</p>
      <section className="memory-files__list" aria-label={t.filesRegion}>
        {paths.length === 0 ? (
          <p>{t.noFiles}</p>
        ) : (
          <table>
            <caption className="visually-hidden">{t.filesRegion}</caption>
            <thead>
              <tr>
                <th scope="col">{t.colPath}</th>
                <th scope="col">{t.colSize}</th>
              </tr>
            </thead>
            <tbody>
              {paths.map((p) => (
                <tr key={p}>
                  <th scope="row">
                    <code>{p}</code>
                  </th>
                  <td>{t.chars((files[p] as string).length)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <p className="memory-files__keep">
        <label>
          <input
            type="checkbox"
            checked={keep}
            aria-describedby={`${ids}-keep-hint`}
            onChange={(e) => useMemoryFiles.getState().setKeep(e.target.checked)}
          />{' '}
          {t.keep}
        </label>
        <span id={`${ids}-keep-hint`} className="memory-files__hint">
          {t.keepHint}
        </span>
      </p>
      <div className="memory-files__forms">
        <form className="memory-files__form" aria-labelledby={`${ids}-form`} onSubmit={send}>
          <h4 id={`${ids}-form`}>{t.formTitle}</h4>
          <label>
            {t.command}
            <select value={command} onChange={(e) => setCommand(e.target.value as Command)}>
              {FILE_COMMANDS.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t.path}
            <input type="text" value={path} spellCheck={false} onChange={(e) => setPath(e.target.value)} />
          </label>
          {FIELDS[command].map((field) => (
            <label key={field}>
              {labels[field]}
              {field === 'insert_line' ? (
                <input
                  type="number"
                  min={0}
                  step={1}
                  value={values[field] ?? '0'}
                  onChange={(e) => setValues({ ...values, [field]: e.target.value })}
                />
              ) : field === 'new_path' ? (
                <input
                  type="text"
                  spellCheck={false}
                  value={values[field] ?? ''}
                  onChange={(e) => setValues({ ...values, [field]: e.target.value })}
                />
              ) : (
                <textarea
                  rows={3}
                  value={values[field] ?? ''}
                  onChange={(e) => setValues({ ...values, [field]: e.target.value })}
                />
              )}
            </label>
          ))}
          <button type="submit">{t.run}</button>
        </form>
        <form className="memory-files__form" aria-labelledby={`${ids}-json`} onSubmit={sendJson}>
          <h4 id={`${ids}-json`}>{t.jsonTitle}</h4>
          <p id={`${ids}-json-hint`} className="memory-files__hint">
            {t.jsonHint}
          </p>
          <label>
            {t.jsonCall}
            <textarea
              className="memory-files__json"
              rows={6}
              spellCheck={false}
              value={json}
              aria-describedby={`${ids}-json-hint`}
              onChange={(e) => setJson(e.target.value)}
            />
          </label>
          <button type="submit">{t.runJson}</button>
        </form>
      </div>
      <div className="memory-files__result" role="status" aria-label={t.result}>
        {last === null ? <p>{t.noResult}</p> : <Outcome event={last} t={t} />}
      </div>
    </section>
  );
}

type T = (typeof messages)['en'];

/**
 * What the tool answered, and nothing of the call itself: a call the policy refused holds the secret it was refused
 * for, and the page never repeats one.
 */
function Outcome({ event, t }: { event: FileEvent; t: T }) {
  return (
    <>
      <p>{event.type === 'file-result' ? t.resultOk : t.resultError}</p>
      <pre className={event.type === 'file-error' ? 'is-error' : undefined}>
        {event.type === 'file-result' ? event.result : event.error}
      </pre>
      {event.type === 'file-error' && event.refusedKind ? <p>{t.refusedKind(event.refusedKind)}</p> : null}
    </>
  );
}
