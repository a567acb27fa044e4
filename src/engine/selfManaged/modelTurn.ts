/**
 * A model's turn over the memory blocks (chapter 5, "your model"): the prompt it is sent, the GBNF grammar that
 * holds a model run with llama.cpp (in the page, or through node-llama-cpp) to a JSON tool-call shape, and the
 * tolerant reading of what it answered. A take stores each answer as one string (`encodeModelAnswer` for a server's
 * `tool_calls`; the grammar's own JSON for a model held to it); `parseModelAnswer` reads either, and never throws:
 * what it cannot read becomes a call whose error goes back to the model, like any tool's error. Pure.
 */
import { renderBlocks, type BlockState } from './blocks';
import type { ToolCall, ToolSchema } from './tools';

/** The take hook of a model's turn in the self-managed scene. */
export const SELF_MANAGED_HOOK = 'self-managed.turn';

/** A call that could not be read as a call (bad JSON, no name): shown, and its error returned to the model. */
export const UNREADABLE_CALL = 'unreadable_call';

export interface ModelAnswer {
  /** What the model said to the user. */
  content: string;
  /** Its calls, in order: names and arguments as it gave them (checked only when they run). */
  calls: ToolCall[];
}

// ------------------------------------------------------------------ the grammar (llama.cpp GBNF)

/** Longest string value the grammar lets a model write (keeps a small model's answer finite). */
export const GRAMMAR_STRING_MAX = 120;
/** Most calls one answer may hold under the grammar. */
export const GRAMMAR_MAX_CALLS = 3;

const ruleName = (s: string) => s.replace(/[^a-zA-Z0-9]/g, '-');
/** A GBNF literal for exact text (JSON punctuation and names; quotes and backslashes escaped). */
const lit = (s: string) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/**
 * The GBNF grammar of one answer: `{"content":"…","tool_calls":[{"name":"…","arguments":{…}}, …]}`, compact JSON
 * with no free white space, 1 to `GRAMMAR_MAX_CALLS` calls, each call one of `tools` with its required arguments
 * in the schema's order (optional ones may follow, in order), strings of at most `GRAMMAR_STRING_MAX` characters,
 * an enum as its values. Whatever a model emits under it parses as calls (`parseModelAnswer`); whether the
 * arguments make sense (a block that exists, a write within the limit) is the executor's to say.
 */
export function toolCallGrammar(tools: readonly ToolSchema[]): string {
  if (tools.length === 0) throw new RangeError('a tool-call grammar needs at least one tool');
  const rules: string[] = [];
  const callRules: string[] = [];
  for (const t of tools) {
    const { name, parameters } = t.function;
    const r = `call-${ruleName(name)}`;
    callRules.push(r);
    const value = (prop: string): string => {
      const p = parameters.properties[prop];
      if (!p) throw new RangeError(`${name}: required argument "${prop}" has no schema`);
      if (p.enum) return `(${p.enum.map((v) => lit(JSON.stringify(v))).join(' | ')})`;
      return p.type === 'integer' ? 'integer' : 'string';
    };
    const pair = (prop: string) => `${lit(`"${prop}":`)} ${value(prop)}`;
    const required = [...parameters.required];
    const optional = Object.keys(parameters.properties).filter((k) => !required.includes(k));
    let body: string;
    if (required.length > 0) {
      body = required.map(pair).join(` "," `);
      for (const o of optional) body += ` ("," ${pair(o)})?`;
    } else {
      body = optional.length > 0 ? `(${optional.map(pair).join(` | `)})?` : '';
    }
    rules.push(`${r} ::= ${lit(`{"name":${JSON.stringify(name)},"arguments":{`)} ${body} "}}"`);
  }
  return [
    `root ::= ${lit('{"content":')} string ${lit(',"tool_calls":[')} call ("," call){0,${GRAMMAR_MAX_CALLS - 1}} "]}"`,
    `call ::= ${callRules.join(' | ')}`,
    ...rules,
    `string ::= "\\"" char{0,${GRAMMAR_STRING_MAX}} "\\""`,
    // Any character but a quote, a backslash or a control character; or a simple escape.
    `char ::= [^"\\\\\\x00-\\x1f] | "\\\\" ["\\\\/nt]`,
    `integer ::= "0" | [1-9] [0-9]{0,3}`,
  ].join('\n');
}

// ------------------------------------------------------------------ the answer as a take stores it

/** One string for a take: what a server answered (its text and `tool_calls`), as the grammar's shape. */
export function encodeModelAnswer(content: string, calls: readonly ToolCall[]): string {
  return JSON.stringify({
    content,
    tool_calls: calls.map((c) => ({ name: c.name, arguments: c.arguments })),
  });
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** One entry of `tool_calls` in either shape: ours `{ name, arguments }`, or OpenAI's `{ function: { … } }`. */
function readCall(raw: unknown): ToolCall {
  const fn = isObject(raw) && isObject(raw.function) ? raw.function : raw;
  if (!isObject(fn) || typeof fn.name !== 'string' || fn.name.trim() === '')
    return { name: UNREADABLE_CALL, arguments: JSON.stringify(raw ?? null) };
  return { name: fn.name, arguments: fn.arguments ?? {} };
}

/** The first balanced `{…}` of a text (a model may wrap its JSON in prose or a code fence), or null. */
function firstObject(text: string): string | null {
  const start = text.indexOf('{');
  if (start < 0) return null;
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return text.slice(start, i + 1);
  }
  return null;
}

/**
 * Reads a model's answer, total: the shape above (or OpenAI's message `{ content, tool_calls }`) gives the content
 * and the calls; plain text is content with no call; JSON that starts a call but does not parse (cut short, broken)
 * is one `unreadable_call` whose arguments are the text, so the executor's error reaches the model.
 */
export function parseModelAnswer(text: string): ModelAnswer {
  const candidate = firstObject(text);
  const mentionsCalls = /"tool_calls"|"name"\s*:/.test(text);
  if (candidate === null) {
    if (mentionsCalls) return { content: '', calls: [{ name: UNREADABLE_CALL, arguments: text }] };
    return { content: text.trim(), calls: [] };
  }
  let value: unknown;
  try {
    value = JSON.parse(candidate);
  } catch {
    return { content: '', calls: [{ name: UNREADABLE_CALL, arguments: text }] };
  }
  if (!isObject(value)) return { content: text.trim(), calls: [] };
  const content = typeof value.content === 'string' ? value.content : '';
  if (Array.isArray(value.tool_calls)) return { content, calls: value.tool_calls.map(readCall) };
  // A bare call: `{ "name": …, "arguments": … }`, as small models often write.
  if (typeof value.name === 'string') return { content, calls: [readCall(value)] };
  if (typeof value.content === 'string') return { content, calls: [] };
  return { content: text.trim(), calls: [] };
}

/** The error an unreadable call returns to the model. */
export function unreadableError(raw: unknown): string {
  const shown = typeof raw === 'string' ? raw : JSON.stringify(raw);
  return `Error: the answer is not a tool call the lab can read (expected {"name": …, "arguments": {…}}): ${String(shown).slice(0, 120)}`;
}

// ------------------------------------------------------------------ the prompt

export interface TurnPromptInput {
  blocks: BlockState;
  /** The messages in the window before this turn, oldest first. */
  window: readonly { role: 'user' | 'assistant'; content: string }[];
  /** What the previous turn's calls returned (errors included): the model reads them now. */
  lastResults: readonly { name: string; output: string }[];
  /** The memory-pressure warning, when the context passed its share. */
  warning: string | null;
  tools: readonly ToolSchema[];
  userText: string;
}

/**
 * The one prompt of a turn (sent as one user message; a take keys on it): the agent's instructions, its blocks as
 * Letta lays them out, the tool names, what its last calls returned, the warning, the recent messages, and the new
 * user message. The tools themselves travel apart (a server's `tools`, or the grammar).
 */
export function turnPrompt(input: TurnPromptInput): string {
  const parts = [
    'You are an agent with memory blocks. Keep what you learn about the user in your blocks by calling tools; answer briefly.',
    `Tools: ${input.tools.map((t) => t.function.name).join(', ')}.`,
    `Memory blocks:\n${renderBlocks(input.blocks.blocks)}`,
  ];
  if (input.lastResults.length > 0)
    parts.push(
      `Results of your last tool calls:\n${input.lastResults.map((r) => `${r.name}: ${r.output}`).join('\n')}`,
    );
  if (input.warning !== null) parts.push(input.warning);
  if (input.window.length > 0)
    parts.push(`Recent messages:\n${input.window.map((m) => `${m.role}: ${m.content}`).join('\n')}`);
  parts.push(`user: ${input.userText}`);
  return parts.join('\n\n');
}
