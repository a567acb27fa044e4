/**
 * Chapter 3: what does reflection file, a fact or a rule (or nothing)? Reflection asks the model for "Concept :
 * knowledge" lines; a line whose knowledge holds a condition word as a whole word (si, quand, lorsque, s'il, if,
 * when, unless...) is a rule, any other a fact; "AUCUN"/"NONE" and lines without a colon give nothing. Substrings do
 * not count ("aussi" holds "si", the seed's fault 5). The scene is an episodic scene in "your model" mode whose take
 * holds the two answers, so the visualizer replays exactly this reflection; the answer is what the engine's
 * `reflect` filed.
 */
import { HOUR_MS } from '../../core/clock';
import { EpisodicBuffer } from '../../reflective/episodic';
import { tableLlm } from '../../reflective/llm';
import { extractionPrompt, reflect, summaryPrompt } from '../../reflective/reflection';
import { RULE_WORDS, SemanticStore } from '../../reflective/semantic';
import type { Take } from '../../scene/take';
import { defineKind, type KindExplanation } from '../kind';
import { EPISODIC_SCENE_START, practiceScene, quietEpisodicConfig, type EpisodicOp } from '../scenes';
import type { Bilingual } from '../types';

type B = Bilingual;

export type Filed = 'fact' | 'rule' | 'nothing';

export interface ReflectionData {
  /** The extraction answer's line. */
  line: string;
  filed: Filed;
  concept: string | null;
  knowledge: string | null;
  /** The condition word that makes it a rule (as the line spells it), or null. */
  conditionWord: string | null;
  /** A word that holds a condition word without being one ("aussi"), or null. */
  trapWord: string | null;
  revealStep: number;
}

/** The lines reflection's model answers: facts (some with a condition word inside another word), rules, nothing. */
const LINES: readonly string[] = [
  'Tarifs : Alex facture aussi les déplacements.',
  'Décision : La décision finale revient au client.',
  'Bureau : La position du bureau est à Lyon.',
  'Agenda : Alex est disponible le mardi.',
  'Clients : The client is based in Lyon.',
  'Invoices : Invoices are sent on Fridays.',
  'Style : Alex signs his e-mails "Alex P."',
  'Révisions : Si un client demande plus de 3 révisions, alors le risque de retard augmente.',
  'E-mails : Quand Alex relit un e-mail, il le raccourcit.',
  "Réunions : S'il pleut, la réunion passe en visio.",
  'Factures : Lorsque le client valide, la facture part.',
  'Pricing : If a client asks for a rush job, charge 20% more.',
  'Reports : When a sprint ends, send the report.',
  'Deploys : Never deploy on Friday unless the tests pass.',
  'AUCUN',
  'NONE',
  'Alex préfère les réunions courtes.',
];

const TAKEAWAYS = 'Alex a relevé un point à retenir pour la suite.';

const rules = {
  'reflection-condition-word': {
    en: 'Knowledge that holds a condition word as a whole word (si, alors, quand, lorsque, s’il, if, then, when, whenever, unless) is filed as a rule.',
    fr: 'Une connaissance qui contient un mot de condition, comme mot entier (si, alors, quand, lorsque, s’il, if, then, when, whenever, unless), est rangée comme règle.',
  },
  'reflection-whole-words': {
    en: 'Only whole words count: a word that contains "si" or "if" ("aussi", "décision") is not a condition.',
    fr: 'Seuls les mots entiers comptent\u00a0: un mot qui contient «\u00a0si\u00a0» ou «\u00a0if\u00a0» («\u00a0aussi\u00a0», «\u00a0décision\u00a0») n’est pas une condition.',
  },
  'reflection-fact': {
    en: 'Knowledge without a condition word is filed as a fact.',
    fr: 'Une connaissance sans mot de condition est rangée comme fait.',
  },
  'reflection-format': {
    en: 'Reflection files "Concept : knowledge" lines only; "AUCUN" or "NONE" means nothing to file, and a line without a colon is ignored.',
    fr: 'La réflexion ne range que des lignes «\u00a0Concept\u00a0: connaissance\u00a0»\u00a0; «\u00a0AUCUN\u00a0» ou «\u00a0NONE\u00a0» veut dire rien à ranger, et une ligne sans deux-points est ignorée.',
  },
} satisfies Record<string, B>;

const m = {
  prompt: (line: string): B => ({
    en: `Reflection's second prompt gets this answer: "${line}". What does the semantic store file?`,
    fr: `Le second prompt de la réflexion reçoit cette réponse\u00a0: «\u00a0${line}\u00a0». Que range la mémoire sémantique\u00a0?`,
  }),
  fact: { en: 'A fact', fr: 'Un fait' },
  rule: { en: 'A rule', fr: 'Une règle' },
  nothing: { en: 'Nothing', fr: 'Rien' },
  becauseRule: (word: string, concept: string): B => ({
    en: `"${word}" is a condition word, here a whole word: the knowledge is filed as a rule under "${concept}".`,
    fr: `«\u00a0${word}\u00a0» est un mot de condition, ici un mot entier\u00a0: la connaissance est rangée comme règle sous «\u00a0${concept}\u00a0».`,
  }),
  becauseFact: (concept: string): B => ({
    en: `No condition word in it: the knowledge is filed as a fact under "${concept}".`,
    fr: `Aucun mot de condition dedans\u00a0: la connaissance est rangée comme fait sous «\u00a0${concept}\u00a0».`,
  }),
  becauseTrap: (word: string, inside: string): B => ({
    en: `"${word}" contains "${inside}" but is another word (the seed's fault 5, fixed in the lab).`,
    fr: `«\u00a0${word}\u00a0» contient «\u00a0${inside}\u00a0» mais c’est un autre mot (le défaut 5 du texte source, corrigé dans le labo).`,
  }),
  becauseNone: {
    en: '"AUCUN" / "NONE" is the model saying there is nothing to keep: nothing is filed.',
    fr: '«\u00a0AUCUN\u00a0» / «\u00a0NONE\u00a0», c’est le modèle qui dit qu’il n’y a rien à garder\u00a0: rien n’est rangé.',
  },
  becauseNoColon: {
    en: 'The line has no colon, so no "Concept : knowledge": reflection ignores it.',
    fr: 'La ligne n’a pas de deux-points, donc pas de «\u00a0Concept\u00a0: connaissance\u00a0»\u00a0: la réflexion l’ignore.',
  },
  brokeNotRule: (word: string): B => ({
    en: `"${word}" is a condition word: the knowledge is a rule.`,
    fr: `«\u00a0${word}\u00a0» est un mot de condition\u00a0: la connaissance est une règle.`,
  }),
  brokeTrap: (word: string, inside: string): B => ({
    en: `"${word}" contains "${inside}", but it is not the word "${inside}": no condition here.`,
    fr: `«\u00a0${word}\u00a0» contient «\u00a0${inside}\u00a0», mais ce n’est pas le mot «\u00a0${inside}\u00a0»\u00a0: pas de condition ici.`,
  }),
  brokeFact: {
    en: 'It states something, with no condition: a fact.',
    fr: 'Elle énonce quelque chose, sans condition\u00a0: un fait.',
  },
  brokeFiled: (concept: string): B => ({
    en: `The line is "Concept : knowledge" with the concept "${concept}": it is filed.`,
    fr: `La ligne est «\u00a0Concept\u00a0: connaissance\u00a0» avec le concept «\u00a0${concept}\u00a0»\u00a0: elle est rangée.`,
  }),
  brokeNothing: {
    en: 'Nothing is filed from this line: it is not "Concept : knowledge".',
    fr: 'Rien n’est rangé à partir de cette ligne\u00a0: ce n’est pas «\u00a0Concept\u00a0: connaissance\u00a0».',
  },
};

/** The knowledge's words, lowercase, split as the engine's classifier splits them. */
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);

/** The condition word of a knowledge text (as the classifier reads it), or null. */
function conditionWord(text: string): string | null {
  const words = wordsOf(text);
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    if (RULE_WORDS.includes(w)) return w;
    if (w === 's' && (words[i + 1] === 'il' || words[i + 1] === 'ils')) return `s'${words[i + 1]}`;
  }
  return null;
}

/** A word holding a two-letter-or-longer condition word without being one ("aussi" holds "si"), or null. */
function trapWord(text: string): { word: string; inside: string } | null {
  for (const w of wordsOf(text)) {
    if (RULE_WORDS.includes(w)) continue;
    const inside = RULE_WORDS.find((r) => w.includes(r));
    if (inside) return { word: w, inside };
  }
  return null;
}

export const reflectionFiles = defineKind<ReflectionData>({
  kind: 'reflection-files',
  rules,
  build(rng) {
    const line = rng.pick(LINES);
    const action = rng.pick([
      'Rédiger le devis du client Y',
      'Relire la facture 4417',
      'Planifier la réunion de Lyon',
    ]);
    const episode: EpisodicOp = {
      op: 'episode',
      thought: '',
      input: '',
      action,
      outcome: 'Tâche accomplie',
      feedback: '',
    };
    // What the mechanism does: the clock moves one hour, the episode is recorded, reflection reviews it.
    let time = EPISODIC_SCENE_START;
    const buffer = new EpisodicBuffer({ now: () => time });
    time += HOUR_MS;
    buffer.add({ thought: '', input: '', action, outcome: 'Tâche accomplie', feedback: '' });
    const p1 = summaryPrompt(buffer.recent(1));
    const p2 = extractionPrompt(TAKEAWAYS);
    const llm = tableLlm(
      [
        { when: [p1], answer: TAKEAWAYS },
        { when: [p2], answer: line },
      ],
      '',
    );
    const store = new SemanticStore();
    const r = reflect(buffer, store, llm, { recent: 1 });
    const added = r.added[0];
    const filed: Filed = added ? added.kind : 'nothing';
    const at = new Date(EPISODIC_SCENE_START + HOUR_MS).toISOString();
    const take: Take = {
      version: 1,
      answers: [
        { hook: 'reflection', prompt: p1, answer: TAKEAWAYS, model: 'practice', at, usage: null },
        { hook: 'reflection', prompt: p2, answer: line, model: 'practice', at, usage: null },
      ],
      vectors: [],
    };
    const knowledge = added?.knowledge ?? null;
    const trap = knowledge ? trapWord(knowledge) : null;
    return {
      prompt: m.prompt(line),
      facts: [],
      scene: practiceScene(
        'episodic',
        quietEpisodicConfig({ answers: 'model', view: 'reflection' }),
        [episode, { op: 'reflect' }],
        { askAt: 1, revealAt: 2, take },
      ),
      choices: {
        mode: 'list',
        options: [
          { id: 'fact', label: m.fact },
          { id: 'rule', label: m.rule },
          { id: 'nothing', label: m.nothing },
        ],
      },
      answer: filed,
      data: {
        line,
        filed,
        concept: added?.concept ?? null,
        knowledge,
        conditionWord: knowledge && filed === 'rule' ? conditionWord(knowledge) : null,
        trapWord: trap && filed === 'fact' ? `${trap.word}|${trap.inside}` : null,
        revealStep: 2,
      },
    };
  },
  explain(q, given) {
    const d = q.data;
    const because: B[] = [];
    const [trap, inside] = d.trapWord ? (d.trapWord.split('|') as [string, string]) : [null, null];
    let rule: keyof typeof rules;
    if (d.filed === 'rule') {
      because.push(m.becauseRule(d.conditionWord ?? '', d.concept ?? ''));
      rule = 'reflection-condition-word';
    } else if (d.filed === 'fact') {
      because.push(m.becauseFact(d.concept ?? ''));
      if (trap && inside) because.push(m.becauseTrap(trap, inside));
      rule = trap ? 'reflection-whole-words' : 'reflection-fact';
    } else {
      because.push(
        d.line.includes(':') || /^(aucun|none)$/i.test(d.line.trim()) ? m.becauseNone : m.becauseNoColon,
      );
      rule = 'reflection-format';
    }
    const out: KindExplanation = { because, rule };
    if (given === undefined) return out;
    if (d.filed === 'nothing') out.broken = { rule: 'reflection-format', detail: m.brokeNothing };
    else if (given === 'nothing')
      out.broken = { rule: 'reflection-format', detail: m.brokeFiled(d.concept ?? '') };
    else if (d.filed === 'rule')
      out.broken = { rule: 'reflection-condition-word', detail: m.brokeNotRule(d.conditionWord ?? '') };
    else if (trap && inside)
      out.broken = { rule: 'reflection-whole-words', detail: m.brokeTrap(trap, inside) };
    else out.broken = { rule: 'reflection-fact', detail: m.brokeFact };
    return out;
  },
});
