/**
 * The model backends, one line each. The `Record` over `BACKEND_IDS` makes a missing line a type error; the guard
 * test (`test/model/backends.test.ts`) holds every `src/model/<folder>/backend.ts` to a line here.
 */
import { encoderBackend } from '../encoder/backend';
import { pageBackend } from '../page/backend';
import { scriptedBackend } from '../scripted/backend';
import { serverBackend } from '../server/backend';
import type { BackendId, ModelBackend } from './contract';

export const MODEL_BACKENDS = {
  scripted: scriptedBackend,
  server: serverBackend,
  page: pageBackend,
  encoder: encoderBackend,
} as const satisfies { [Id in BackendId]: ModelBackend<Id> };

export function backendOf(id: BackendId): ModelBackend {
  return MODEL_BACKENDS[id];
}
