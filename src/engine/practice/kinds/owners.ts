/**
 * The owners of chapter 2's memory-store questions, in both languages (Alice, Bob and a blank owner), and « de » before
 * a French name: shared by the store-get and episodes-kept kinds.
 */
import type { Bilingual } from '../types';

type B = Bilingual;

const OWNER: Record<string, B> = {
  alice: { en: 'Alice', fr: 'Alice' },
  bob: { en: 'Bob', fr: 'Bob' },
  carol: { en: 'Carol', fr: 'Carole' },
};
/** « de » before a French name, elided before a vowel: « de Bob », « d’Alice ». */
export const de = (name: string): string => (/^[aeiouyàâéèêîôû]/i.test(name) ? `d’${name}` : `de ${name}`);
export const who = (owner: string): B => OWNER[owner] ?? { en: `"${owner}"`, fr: `«\u00a0${owner}\u00a0»` };
