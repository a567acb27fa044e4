/**
 * Chapter 5's mechanism: memory blocks edited by tool calls (a scripted agent, or a model's recorded calls), the
 * write path's history in the scene's design, the memory-pressure warning, and "said but not done"
 * (src/engine/selfManaged/). Registered in src/mechanisms/registry.ts.
 */
import { defineMechanism } from '../defineMechanism';
import { selfManagedAnatomy } from './anatomy';
import { CATALOG } from './catalog';
import dict from './selfManaged.messages';
import { describeFrame, opLabel } from './caption';
import { configLink } from './link';
import { selfManagedMechanism } from './mechanism';
import { Panels } from './Panels';
import { PRESETS } from './presets';

export default defineMechanism({
  ...selfManagedMechanism,
  catalog: CATALOG,
  messages: dict,
  describe: describeFrame,
  presets: PRESETS,
  opLabel,
  Panels,
  link: configLink,
  anatomy: selfManagedAnatomy,
});
