/**
 * Chapter 2's mechanism: the per-user memory store under a written policy (src/engine/perUser/memoryStore.ts), its refusals,
 * copies, expiry and "Forget me", answerWithState's five-exchange window, and a poisoned memory recalled later. Registered in src/mechanisms/registry.ts.
 */
import { ANSWERS_TAKES, defineMechanism } from '../defineMechanism';
import { memoryStoreAnatomy } from './anatomy';
import { CATALOG } from './catalog';
import dict from './memoryStore.messages';
import { describeFrame, opLabel } from './caption';
import { configLink } from './link';
import { memoryStoreMechanism } from './mechanism';
import { Panels } from './Panels';
import { PRESETS } from './presets';

export default defineMechanism({
  ...memoryStoreMechanism,
  catalog: CATALOG,
  messages: dict,
  describe: describeFrame,
  presets: PRESETS,
  opLabel,
  Panels,
  link: configLink,
  takes: {
    ...ANSWERS_TAKES,
    // The hooks: answerWithState's question, and a later conversation recalling its memories.
    applies: (scene) => scene.ops.some((o) => o.op === 'ask' || o.op === 'recall'),
  },
  anatomy: memoryStoreAnatomy,
});
