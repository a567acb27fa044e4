import type { ChatMessage } from '../types';

/**
 * The messages as one plain text to continue, for a model file without a chat template (the page says so): each
 * message's text, one after the other, a blank line between.
 */
export function plainPrompt(messages: readonly ChatMessage[]): string {
  return messages.map((m) => m.content).join('\n\n');
}
