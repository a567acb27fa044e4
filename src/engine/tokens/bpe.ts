/**
 * Token counting with real BPE encodings (gpt-tokenizer). The two encodings are large
 * (~1-2 MB each); they live in this module only, so a UI can lazy-load it with import().
 * countTokens is synchronous.
 */
import { countTokens as countO200k } from 'gpt-tokenizer/encoding/o200k_base';
import { countTokens as countCl100k } from 'gpt-tokenizer/encoding/cl100k_base';
import { assertOneOf, assertString } from '../core/validate';
import { ENCODINGS, registerTokenCounter, type Encoding } from './counter';

export { ENCODINGS, type Encoding };

// Special-token strings such as "<|endoftext|>" typed by a user are counted as ordinary text
// (tiktoken's disallowed_special=()), never thrown on.
const ORDINARY = { disallowedSpecial: new Set<string>() };

/** Number of BPE tokens of `text` (o200k_base: GPT-4o / GPT-5 family; cl100k_base: GPT-4 / 3.5). */
export function countTokens(text: string, encoding: Encoding = 'o200k_base'): number {
  assertString('text', text);
  assertOneOf('encoding', encoding, ENCODINGS);
  if (text.length === 0) return 0;
  return encoding === 'o200k_base' ? countO200k(text, ORDINARY) : countCl100k(text, ORDINARY);
}

// Loading this module makes real counts available to AgentMemory.context() and costOfConversation.
registerTokenCounter(countTokens);
