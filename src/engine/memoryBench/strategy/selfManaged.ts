/**
 * Chapter 5's memories (`blocks:L[:N[:K]]`, `writepath:D[:K[:N]]`), registered here over their own file
 * (`../selfManaged.ts`: the specs, the parse, the help and the memories that write).
 */
import {
  makeSelfManaged,
  parseSelfManaged,
  STRATEGY_HELP_SELF_MANAGED,
  type SelfManagedSpec,
} from '../selfManaged';
import { defineStrategy, familyMember, type ParseTools } from './contract';

function parse<K extends SelfManagedSpec['kind']>(
  kind: K,
  name: string,
  rest: string[],
  tools: ParseTools,
): Extract<SelfManagedSpec, { kind: K }> {
  return parseSelfManaged(name, kind, rest, tools) as Extract<SelfManagedSpec, { kind: K }>;
}

export const blocks = defineStrategy({
  ...familyMember('blocks', STRATEGY_HELP_SELF_MANAGED, parse),
  nameOf: (s) => `blocks:${s.limit}:${s.window}:${s.k}`,
  make: makeSelfManaged,
});

export const writepath = defineStrategy({
  ...familyMember('writepath', STRATEGY_HELP_SELF_MANAGED, parse),
  nameOf: (s) => `writepath:${s.design}:${s.k}:${s.window}`,
  make: makeSelfManaged,
});
