/**
 * Memory as files (Anthropic's memory tool, `memory_20250818`): a `/memories` folder, in memory, and the tool's six
 * commands: view, create, str_replace, insert, delete, rename. The docs' warnings are enforced here: a path outside
 * the folder is refused (`..`, another absolute path, a percent-encoded or backslashed one), a file has a size
 * limit, and chapter 2's written storage policy applies to every write with the same kinds of refusal (secrets,
 * personal data, instructions to the agent). Pure: a state and a call in, the next state and one event out.
 */
import { checkArguments, FILE_TOOL, type ToolCall } from './tools';
import {
  DEFAULT_STORAGE_POLICY,
  PolicyViolation,
  type RefusableKind,
  type StoragePolicy,
} from '../perUser/policy';
import { scanValue, scanValueForInstruction, type SensitiveKind } from '../sensitive';

export const MEMORY_ROOT = '/memories';
/** Characters a file may hold (the docs advise a limit; this is the lab's). */
export const DEFAULT_MAX_FILE_CHARS = 8000;
export const MAX_PATH_CHARS = 200;

export interface FileState {
  /** Path → content, paths under /memories. */
  files: Readonly<Record<string, string>>;
  maxFileChars: number;
}

export function createFileState(maxFileChars = DEFAULT_MAX_FILE_CHARS): FileState {
  if (!Number.isInteger(maxFileChars) || maxFileChars < 1)
    throw new RangeError(`maxFileChars must be a whole number >= 1 (got ${maxFileChars})`);
  return { files: {}, maxFileChars };
}

export type FileEvent =
  | {
      type: 'file-result';
      command: string;
      path: string;
      result: string;
      /** For a write: the file before (null: it did not exist) and after (null: deleted or renamed away). */
      before?: string | null;
      after?: string | null;
    }
  | { type: 'file-error'; command: string; path: string; error: string; refusedKind?: RefusableKind };

export interface FileOutcome {
  state: FileState;
  event: FileEvent;
}

/** Why a path is refused, or null: it must be /memories or under it, with no traversal and no encoding. */
export function pathProblem(path: string): string | null {
  if (path.length === 0) return 'the path is empty';
  if (path.length > MAX_PATH_CHARS) return `the path is longer than ${MAX_PATH_CHARS} characters`;
  if (/%[0-9a-f]{2}/i.test(path)) return 'a percent-encoded path is refused';
  if (path.includes('\\') || path.includes('\u0000')) return 'backslashes and NUL characters are refused';
  if (!path.startsWith('/')) return `the path must be absolute, under ${MEMORY_ROOT}`;
  const segments = path.split('/').slice(1);
  if (segments.some((s) => s === '..' || s === '.')) return '"." and ".." are refused (path traversal)';
  if (path !== MEMORY_ROOT && !path.startsWith(`${MEMORY_ROOT}/`))
    return `the path is outside ${MEMORY_ROOT}`;
  if (path !== MEMORY_ROOT && segments.some((s) => s === '')) return 'an empty path segment is refused';
  return null;
}

/** The policy's refusal of a text (the same check as chapter 2's store), or null. */
export function policyRefusal(
  text: string,
  policy: StoragePolicy = DEFAULT_STORAGE_POLICY,
): { kind: RefusableKind; message: string } | null {
  const kinds = policy.refusedKinds.filter((k): k is SensitiveKind => k !== 'instruction');
  const finding = kinds.length > 0 ? scanValue(text, kinds) : null;
  if (finding) {
    const v = new PolicyViolation(finding.kinds, finding.masked, 'file_text');
    return { kind: v.kind, message: v.message };
  }
  if (policy.refusedKinds.includes('instruction')) {
    const found = scanValueForInstruction(text);
    if (found) {
      const v = new PolicyViolation('instruction', found.excerpt, 'file_text');
      return { kind: 'instruction', message: v.message };
    }
  }
  return null;
}

const isDir = (state: FileState, path: string): boolean =>
  path === MEMORY_ROOT || Object.keys(state.files).some((p) => p.startsWith(`${path}/`));

function withLineNumbers(text: string): string {
  return text
    .split('\n')
    .map((line, i) => `${String(i + 1).padStart(6)}\t${line}`)
    .join('\n');
}

/** Runs one call of the `memory` tool; every refusal is an event with the tool's error string. */
export function executeFileTool(
  state: FileState,
  call: ToolCall,
  policy: StoragePolicy = DEFAULT_STORAGE_POLICY,
): FileOutcome {
  const checked = checkArguments(FILE_TOOL, call.arguments);
  const command = checked.ok ? String(checked.args.command) : 'memory';
  const fail = (path: string, error: string, refusedKind?: RefusableKind): FileOutcome => ({
    state,
    event: { type: 'file-error', command, path, error, ...(refusedKind ? { refusedKind } : {}) },
  });
  if (call.name !== 'memory')
    return fail('', `Error: unknown tool "${String(call.name)}"; the tool is memory`);
  if (!checked.ok) return fail('', checked.error);
  const a = checked.args;
  const need = (k: string): string | null => (typeof a[k] === 'string' ? (a[k] as string) : null);
  const path = need(command === 'rename' ? 'old_path' : 'path');
  if (path === null)
    return fail('', `Error: ${command}: missing "${command === 'rename' ? 'old_path' : 'path'}"`);
  const problem = pathProblem(path);
  if (problem) return fail(path, `Error: ${problem}: ${path}`);
  const files = state.files;
  const exists = Object.prototype.hasOwnProperty.call(files, path);
  const done = (
    result: string,
    next: Record<string, string>,
    before?: string | null,
    after?: string | null,
  ) => ({
    state: { ...state, files: next },
    event: {
      type: 'file-result' as const,
      command,
      path,
      result,
      ...(before !== undefined ? { before } : {}),
      ...(after !== undefined ? { after } : {}),
    },
  });
  const write = (text: string, before: string | null, result: string): FileOutcome => {
    if (text.length > state.maxFileChars)
      return fail(
        path,
        `Error: the file would hold ${text.length} characters, over the limit of ${state.maxFileChars}`,
      );
    const refusal = policyRefusal(text, policy);
    if (refusal) return fail(path, `Error: ${refusal.message}`, refusal.kind);
    return done(result, { ...files, [path]: text }, before, text);
  };

  switch (command) {
    case 'view': {
      if (exists) return done(withLineNumbers(files[path] as string), { ...files });
      if (!isDir(state, path)) return fail(path, `Error: the path ${path} does not exist`);
      const listed = Object.keys(files)
        .filter((p) => p.startsWith(`${path}/`))
        .sort()
        .map((p) => `${(files[p] as string).length}\t${p}`);
      return done(
        listed.length === 0 ? `Directory ${path} is empty.` : `Directory ${path}:\n${listed.join('\n')}`,
        { ...files },
      );
    }
    case 'create': {
      const text = need('file_text');
      if (text === null) return fail(path, 'Error: create: missing "file_text"');
      if (path === MEMORY_ROOT || isDir(state, path)) return fail(path, `Error: ${path} is a directory`);
      return write(text, exists ? (files[path] as string) : null, `File created successfully at ${path}`);
    }
    case 'str_replace': {
      const oldStr = need('old_str');
      const newStr = need('new_str') ?? '';
      if (!exists) return fail(path, `Error: the file ${path} does not exist`);
      if (oldStr === null || oldStr === '') return fail(path, 'Error: str_replace: missing "old_str"');
      const text = files[path] as string;
      const at = text.indexOf(oldStr);
      if (at < 0) return fail(path, `Error: the text to replace was not found in ${path}`);
      if (text.indexOf(oldStr, at + 1) >= 0)
        return fail(path, `Error: the text to replace occurs more than once in ${path}; quote more`);
      return write(
        text.slice(0, at) + newStr + text.slice(at + oldStr.length),
        text,
        `The file ${path} has been edited`,
      );
    }
    case 'insert': {
      const line = a.insert_line;
      const insertText = need('insert_text');
      if (!exists) return fail(path, `Error: the file ${path} does not exist`);
      if (typeof line !== 'number' || insertText === null)
        return fail(path, 'Error: insert: needs "insert_line" and "insert_text"');
      const text = files[path] as string;
      const lines = text === '' ? [] : text.split('\n');
      if (line < 0 || line > lines.length)
        return fail(path, `Error: insert_line must be from 0 to ${lines.length} (got ${line})`);
      lines.splice(line, 0, ...insertText.split('\n'));
      return write(lines.join('\n'), text, `The file ${path} has been edited`);
    }
    case 'delete': {
      if (path === MEMORY_ROOT) return fail(path, `Error: ${MEMORY_ROOT} itself cannot be deleted`);
      const next = { ...files };
      if (exists) {
        delete next[path];
        return done(`Deleted ${path}`, next, files[path] as string, null);
      }
      if (!isDir(state, path)) return fail(path, `Error: the path ${path} does not exist`);
      for (const p of Object.keys(next)) if (p.startsWith(`${path}/`)) delete next[p];
      return done(`Deleted ${path}`, next);
    }
    case 'rename': {
      const to = need('new_path');
      if (to === null) return fail(path, 'Error: rename: missing "new_path"');
      const toProblem = pathProblem(to);
      if (toProblem) return fail(to, `Error: ${toProblem}: ${to}`);
      if (!exists) return fail(path, `Error: the file ${path} does not exist`);
      if (Object.prototype.hasOwnProperty.call(files, to) || isDir(state, to))
        return fail(to, `Error: ${to} already exists`);
      const next = { ...files, [to]: files[path] as string };
      delete next[path];
      return done(`Renamed ${path} to ${to}`, next, files[path] as string, null);
    }
    default:
      return fail(path, `Error: unknown command "${command}"`);
  }
}
