/** Test helper: a model's answer (the take's string) that makes the script's own call, given its text. */
import { encodeModelAnswer } from '../../../src/engine/selfManaged/modelTurn';

const ARGUMENT: Record<string, string> = { read_file: 'path', search: 'query', run_tests: 'module' };

/** `read_file("src/a.ts")` → the answer `{"content":"","tool_calls":[{"name":"read_file","arguments":{"path":…}}]}`. */
export function scriptedCallAnswer(callText: string): string {
  const m = /^(\w+)\((".*")\)$/.exec(callText);
  if (!m) throw new Error(`not a scripted call: ${callText}`);
  const name = m[1] as string;
  return encodeModelAnswer('', [
    { name, arguments: { [ARGUMENT[name] as string]: JSON.parse(m[2] as string) } },
  ]);
}
