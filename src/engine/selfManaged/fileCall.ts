/**
 * A call of the memory tool pasted as JSON, as a model sends it, read and run by the same executor as every call
 * (files.ts). Three shapes are read:
 * - Anthropic's tool input, `{"command":"create","path":"/memories/x.md","file_text":"…"}` (what the model writes
 *   for the `memory` tool), or the whole block around it, `{"type":"tool_use","name":"memory","input":{…}}`;
 * - OpenAI's function call, `{"name":"memory","arguments":"{…}"}` (arguments a JSON string, or an object), or the
 *   `tool_calls` item around it, `{"type":"function","function":{…}}`.
 * Whatever cannot be read is the error a model would get back, never an exception. Pure.
 */
import { executeFileTool, type FileOutcome, type FileState } from './files';
import type { ToolCall } from './tools';
import { DEFAULT_STORAGE_POLICY, type StoragePolicy } from '../perUser/policy';

/** The longest JSON text read (a file's limit plus room for the call around it). */
export const MAX_CALL_JSON_CHARS = 20_000;

export const CALL_NOT_JSON =
  'Error: the tool call is not valid JSON (expected {"command": …} or {"name": "memory", "arguments": …})';
export const CALL_NOT_OBJECT = 'Error: a tool call is a JSON object';
export const CALL_TOO_LONG = `Error: the tool call is longer than ${MAX_CALL_JSON_CHARS.toLocaleString('en-US')} characters`;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The call a JSON text holds, or the error returned for it. */
export function readFileCall(text: string): { ok: true; call: ToolCall } | { ok: false; error: string } {
  if (text.length > MAX_CALL_JSON_CHARS) return { ok: false, error: CALL_TOO_LONG };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, error: CALL_NOT_JSON };
  }
  if (!isObject(value)) return { ok: false, error: CALL_NOT_OBJECT };
  // Anthropic's tool_use block: the name, and the input as the arguments.
  if (value.type === 'tool_use' && 'input' in value)
    return { ok: true, call: { name: String(value.name), arguments: value.input } };
  // OpenAI's tool_calls item: the function inside.
  const fn = value.type === 'function' && isObject(value.function) ? value.function : value;
  if ('name' in fn) return { ok: true, call: { name: String(fn.name), arguments: fn.arguments ?? {} } };
  // Anything else is the memory tool's input; the executor says what is missing or unknown in it.
  return { ok: true, call: { name: 'memory', arguments: value } };
}

/**
 * Runs a pasted call on the folder: the same executor, the same errors, and for JSON that is not a call the error a
 * model would read (the folder unchanged).
 */
export function executeFileCallJson(
  state: FileState,
  text: string,
  policy: StoragePolicy = DEFAULT_STORAGE_POLICY,
): FileOutcome & { call: ToolCall | null } {
  const read = readFileCall(text);
  if (!read.ok)
    return {
      state,
      event: { type: 'file-error', command: 'memory', path: '', error: read.error },
      call: null,
    };
  return { ...executeFileTool(state, read.call, policy), call: read.call };
}
