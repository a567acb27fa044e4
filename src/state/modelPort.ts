/**
 * What the model client needs from the page, handed to it as an argument (it reads no store): the model that answers
 * (whichever backend, or null while none) and the request log. Features do not call it: they ask through
 * `askModel` (./askModel.ts); the Python kernels get theirs from ./pythonModelPort.ts.
 */
import type { ModelPort } from '../model/types';
import { getTarget } from './modelTarget';
import { useRequestLog } from './requestLog';

export function modelPort(): ModelPort {
  return { model: getTarget(), log: useRequestLog.getState() };
}
