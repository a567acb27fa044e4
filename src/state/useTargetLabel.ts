import { useTarget } from './modelTarget';
import { useMessages } from './useMessages';
import m from './target.messages';

/**
 * What a button that sends names: the server's origin (as the connection has it), or "file.gguf (in this page)".
 * Null while no model answers.
 */
export function useTargetLabel(): string | null {
  const t = useMessages(m);
  const target = useTarget();
  if (!target) return null;
  return target.kind === 'page' ? t.inPage(target.fileName) : target.host;
}
