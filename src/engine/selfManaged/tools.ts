/**
 * The memory tools as data, in the OpenAI function-calling format (`tools`: what llama.cpp, Ollama, vLLM and LM
 * Studio accept), and the argument check every call goes through before it runs. Names follow Letta's base tools
 * (the issue's `memory_append` stands for Letta's `memory_insert`), and `memory` is Anthropic's memory tool
 * (`memory_20250818`: one tool, six commands, over `/memories`).
 */

export interface JsonSchemaProperty {
  type: 'string' | 'integer';
  description: string;
  enum?: readonly string[];
}

export interface ToolSchema {
  type: 'function';
  function: {
    name: string;
    description: string;
    parameters: {
      type: 'object';
      properties: Record<string, JsonSchemaProperty>;
      required: readonly string[];
      additionalProperties: false;
    };
  };
}

function tool(
  name: string,
  description: string,
  properties: Record<string, JsonSchemaProperty>,
  required: readonly string[],
): ToolSchema {
  return {
    type: 'function',
    function: {
      name,
      description,
      parameters: { type: 'object', properties, required, additionalProperties: false },
    },
  };
}

const label: JsonSchemaProperty = { type: 'string', description: 'The label of the memory block to edit.' };
const query: JsonSchemaProperty = { type: 'string', description: 'What to look for.' };
/** A search's optional count of results. */
const howMany = (results: string): JsonSchemaProperty => ({
  type: 'integer',
  description: `How many ${results} to return (default 3).`,
});

/** The block and archive tools (chapter 5, part 1). */
export const BLOCK_TOOLS: readonly ToolSchema[] = [
  tool(
    'memory_append',
    'Append text at the end of a memory block. Fails if the block would exceed its character limit.',
    {
      label,
      content: { type: 'string', description: 'The text to append (a new line is added before it).' },
    },
    ['label', 'content'],
  ),
  tool(
    'memory_replace',
    'Replace an exact piece of text in a memory block with new text (an empty new text deletes it).',
    {
      label,
      old_content: { type: 'string', description: 'The exact text to replace; it must occur in the block.' },
      new_content: { type: 'string', description: 'The text that replaces it.' },
    },
    ['label', 'old_content', 'new_content'],
  ),
  tool(
    'memory_rethink',
    'Rewrite a whole memory block (to reorganise it or to make room). Fails over the character limit.',
    { label, new_memory: { type: 'string', description: 'The new content of the whole block.' } },
    ['label', 'new_memory'],
  ),
  tool(
    'archival_insert',
    'Store a passage in archival memory, outside the context, to find it later with archival_search.',
    { content: { type: 'string', description: 'The passage to store.' } },
    ['content'],
  ),
  tool(
    'archival_search',
    'Search archival memory for the passages most relevant to a query.',
    { query, top_k: howMany('passages') },
    ['query'],
  ),
  tool(
    'conversation_search',
    'Search the past messages of this conversation, those that left the context included.',
    { query, limit: howMany('messages') },
    ['query'],
  ),
];

export const FILE_COMMANDS = ['view', 'create', 'str_replace', 'insert', 'delete', 'rename'] as const;
export type FileCommand = (typeof FILE_COMMANDS)[number];

/** Anthropic's memory tool, as one function with a command (part 2). */
export const FILE_TOOL: ToolSchema = tool(
  'memory',
  'Read and write files in the /memories directory. Check it before a task; save what you learn as you go.',
  {
    command: { type: 'string', description: 'The operation.', enum: FILE_COMMANDS },
    path: { type: 'string', description: 'A path under /memories.' },
    file_text: { type: 'string', description: 'create: the content of the new file.' },
    old_str: { type: 'string', description: 'str_replace: the exact text to replace (once in the file).' },
    new_str: { type: 'string', description: 'str_replace: the new text.' },
    insert_line: { type: 'integer', description: 'insert: the line after which to insert (0: at the top).' },
    insert_text: { type: 'string', description: 'insert: the text to insert.' },
    old_path: { type: 'string', description: 'rename: the current path.' },
    new_path: { type: 'string', description: 'rename: the new path.' },
  },
  ['command'],
);

/** Every tool the chapter gives a model. */
export const MEMORY_TOOLS: readonly ToolSchema[] = [...BLOCK_TOOLS, FILE_TOOL];

/** A call as a model emits it: a name and arguments, as an object or as the JSON string OpenAI's format carries. */
export interface ToolCall {
  name: string;
  arguments: unknown;
}

export type CheckedArgs = { ok: true; args: Record<string, string | number> } | { ok: false; error: string };

/**
 * Checks a call against a tool's schema: arguments parse (a JSON string or an object), every required one is there,
 * each has its type, nothing unknown. The error is the text returned to the model as the tool's result.
 */
export function checkArguments(schema: ToolSchema, raw: unknown): CheckedArgs {
  const name = schema.function.name;
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = raw.trim() === '' ? {} : JSON.parse(raw);
    } catch {
      return { ok: false, error: `Error: ${name}: arguments are not valid JSON` };
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { ok: false, error: `Error: ${name}: arguments must be a JSON object` };
  const args = value as Record<string, unknown>;
  const { properties, required } = schema.function.parameters;
  for (const k of Object.keys(args))
    if (!(k in properties)) return { ok: false, error: `Error: ${name}: unknown argument "${k}"` };
  for (const k of required)
    if (args[k] === undefined)
      return { ok: false, error: `Error: ${name}: missing required argument "${k}"` };
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(args)) {
    const p = properties[k] as JsonSchemaProperty;
    if (p.type === 'integer') {
      if (typeof v !== 'number' || !Number.isInteger(v))
        return { ok: false, error: `Error: ${name}: "${k}" must be an integer` };
    } else if (typeof v !== 'string') {
      return { ok: false, error: `Error: ${name}: "${k}" must be a string` };
    } else if (p.enum && !p.enum.includes(v)) {
      return { ok: false, error: `Error: ${name}: "${k}" must be one of ${p.enum.join(', ')}` };
    }
    out[k] = v;
  }
  return { ok: true, args: out };
}
