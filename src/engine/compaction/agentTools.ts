/**
 * Chapter 6's agent with the learner's model making its tool calls: the three tools of the scene (read_file, search,
 * run_tests) as schemas (a server gets them as OpenAI `tools`, a model run by llama.cpp is held to the grammar made
 * from them, src/engine/selfManaged/modelTurn.ts), the prompt (the request as the scene sends it), and the scene's
 * executor. The executor's repository is the script: a call equal to the script's own call at that point gets the
 * script's result (and plants its fact); any other valid call gets the empty answer a real tool gives for what is
 * not there; an invalid call gets the tool's error. Pure.
 */
import { checkArguments, type ToolCall, type ToolSchema } from '../selfManaged/tools';
import { UNREADABLE_CALL, unreadableError } from '../selfManaged/modelTurn';

/** The take hook of the agent's tool calls in the compaction scene. */
export const COMPACTION_AGENT_HOOK = 'compaction.agent';

function tool(name: string, description: string, arg: string, argDescription: string): ToolSchema {
  return {
    type: 'function',
    function: {
      name,
      description,
      parameters: {
        type: 'object',
        properties: { [arg]: { type: 'string', description: argDescription } },
        required: [arg],
        additionalProperties: false,
      },
    },
  };
}

/** The scene's tools, with the names, descriptions and argument of the definitions its request carries. */
export const AGENT_TOOLS: readonly ToolSchema[] = [
  tool('read_file', 'Read a file of the repository', 'path', 'The file path, e.g. src/billing/store.ts'),
  tool('search', 'Search the repository for a query', 'query', 'Words to search for'),
  tool('run_tests', 'Run the tests of a module', 'module', 'The module name, e.g. billing'),
];

/** The one argument each tool takes. */
const ARGUMENT: Record<string, string> = { read_file: 'path', search: 'query', run_tests: 'module' };

/** A model's call checked against the tools: its text as the request shows it, and the tool's error if it cannot run. */
export interface AgentCall {
  name: string;
  arguments: unknown;
  /** The call as the scene's request shows it: `read_file("src/x.ts")`, as the script writes its own. */
  text: string;
  /** The tool's error when the call cannot run (unknown tool, bad arguments, unreadable answer), else null. */
  error: string | null;
}

const shownArguments = (raw: unknown) => (typeof raw === 'string' ? raw : JSON.stringify(raw ?? null));

/** Checks one call: an unknown tool, an unreadable answer or arguments that fail the schema give the tool's error. */
export function checkAgentCall(call: ToolCall): AgentCall {
  const name = String(call.name);
  const raw = `${name}(${shownArguments(call.arguments).slice(0, 160)})`;
  if (name === UNREADABLE_CALL)
    return { name, arguments: call.arguments, text: raw, error: unreadableError(call.arguments) };
  const schema = AGENT_TOOLS.find((t) => t.function.name === name);
  if (!schema)
    return {
      name,
      arguments: call.arguments,
      text: raw,
      error: `Error: unknown tool "${name}"; the tools are ${AGENT_TOOLS.map((t) => t.function.name).join(', ')}`,
    };
  const checked = checkArguments(schema, call.arguments);
  if (!checked.ok) return { name, arguments: call.arguments, text: raw, error: checked.error };
  const value = checked.args[ARGUMENT[name] as string];
  return { name, arguments: checked.args, text: `${name}(${JSON.stringify(value)})`, error: null };
}

/**
 * What a valid call returns when the script has no result for it: what the tool says of a file, a query or a module
 * that is not in the repository the script describes.
 */
export function emptyResult(call: AgentCall): string {
  const args = call.arguments as Record<string, string>;
  if (call.name === 'read_file') return `read_file: no file "${args.path}" in the repository`;
  if (call.name === 'search') return `0 matches for "${args.query}"`;
  return `0 tests in ${args.module}: no module "${args.module}" in the repository`;
}

/**
 * The agent's prompt: the request as the scene sends it (system prompt, summary, items, one per line as the model
 * reads them), then what to do. The tools travel apart (a server's `tools`, or the grammar).
 */
export function agentPrompt(request: {
  system: string;
  summary: string | null;
  lines: readonly string[];
}): string {
  return [
    request.system,
    `Tools: ${AGENT_TOOLS.map((t) => t.function.name).join(', ')}.`,
    ...(request.summary ? ['', 'Summary of the earlier conversation:', request.summary] : []),
    '',
    'The conversation so far:',
    ...request.lines,
    '',
    'Call the tool you need next for the user’s task.',
  ].join('\n');
}
