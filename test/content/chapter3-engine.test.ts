import { classifyKnowledge, isNegative, NEGATIVE_WORDS, RULE_WORDS } from '../../src/engine/index';
import { episodicMechanism, type EpisodicSceneState } from '../../src/mechanisms/episodic/mechanism';
import { PRESETS } from '../../src/mechanisms/episodic/presets';
import { STORY_RULES } from '../../src/mechanisms/episodic/story';
import { LANGS, type Lang } from '../../src/i18n/lang';
import { readFileSync } from 'node:fs';
import { readerText } from './mdxTree';

/**
 * Chapter 3's claims about the engine and its scenes (issue 17, audit rows 3.1 d, 3.4, 3.5, 3.6, 3.13): the lists
 * the lessons give are the engine's, and the trigger sequence they tell is the one the scene's replay produces.
 */

const text = (file: string) => readerText(file);
/** A lesson's text with its line breaks and runs of spaces as single spaces (the MDX wraps its paragraphs). */
const lesson = (slug: string, lang: Lang) =>
  text(`src/content/chapter3/${slug}.${lang}.mdx`).replace(/\s+/g, ' ');

/** The scene of a preset, replayed op by op with the mechanism (what the visualizer shows at its last step). */
function replay(name: keyof typeof PRESETS): EpisodicSceneState {
  const p = PRESETS[name];
  let state = episodicMechanism.initial(p.config);
  for (const op of p.ops) state = episodicMechanism.apply(state, op).state;
  return state;
}

describe('3.4: the rule words the lesson lists are the engine’s', () => {
  /** The inline-code words in the parentheses after "mot de condition **entier**" / "condition word". */
  const listed = (lang: Lang) => {
    const t = lesson('architecture', lang);
    const m = /(?:mot de condition|condition word) \*\*(?:entier|whole)\*\*\s*\(([^)]*)\)/.exec(
      lang === 'fr' ? t : t.replace(/\*\*whole\*\*\s*condition word/, 'condition word **whole**'),
    );
    expect(m, lang).not.toBeNull();
    return [...(m?.[1] ?? '').matchAll(/`([^`]+)`/g)].map((w) => w[1] as string);
  };

  it.each(LANGS.map((l) => [l]))(
    '%s: the list is RULE_WORDS, plus the elided "s’il" the engine also reads',
    (lang) => {
      const words = listed(lang);
      // "lorsqu'" is written with its apostrophe; the engine splits words on it and keeps "lorsqu".
      const asEngine = words.filter((w) => w !== "s'il").map((w) => w.replace(/'$/, ''));
      expect(asEngine.sort()).toEqual([...RULE_WORDS].sort());
      expect(words).toContain("s'il");
      expect(classifyKnowledge("S'il pleut, reporter la réunion")).toBe('rule');
    },
  );

  it('exercise 5 states the same list', () => {
    for (const lang of LANGS) {
      const statement = text(`exercises/05-reflection/statement.${lang}.mdx`);
      for (const w of RULE_WORDS)
        expect(statement, `${lang}: ${w}`).toContain(`\`${w === 'lorsqu' ? "lorsqu'" : w}\``);
    }
  });

  it('"si" used for emphasis makes a rule, as the lesson warns', () => {
    expect(classifyKnowledge('Un client si important mérite une réponse rapide.')).toBe('rule');
    expect(classifyKnowledge('Une décision aussi importante')).toBe('fact');
    expect(lesson('architecture', 'fr')).toContain('« un client si important »');
    expect(lesson('architecture', 'en')).toContain('"un client si important"');
  });
});

describe('3.5: the negative words, the same list in both languages, all in NEGATIVE_WORDS', () => {
  it('lists échec, erreur, retard, aversion, rejeté, failed, rejected in FR and EN', () => {
    const words = ['échec', 'erreur', 'retard', 'aversion', 'rejeté', 'failed', 'rejected'];
    for (const w of words) expect(NEGATIVE_WORDS).toContain(w);
    for (const lang of LANGS) {
      const t = lesson('reflection', lang);
      for (const w of words) expect(t, `${lang}: ${w}`).toContain(w);
      expect(t).toContain('`NEGATIVE_WORDS`');
    }
  });
});

describe('3.6: the triggers scene, replayed', () => {
  const s = replay('triggers');
  const reflections = s.s.reflections;
  const episode = (id: string) => s.s.buffer.all().find((e) => e.id === id);

  it('reflects 7 times for negative, novelty, novelty, negative, schedule, negative, schedule; never on the count', () => {
    expect(PRESETS.triggers.config.everyActions).toBe(4);
    expect(reflections.map((r) => r.reasons.join('+'))).toEqual([
      'negative',
      'novelty',
      'novelty',
      'negative',
      'schedule',
      'negative',
      'schedule',
    ]);
    expect(reflections.flatMap((r) => r.reasons)).not.toContain('count');
  });

  it('the sixth fires "negative" on a rate rise, only because the feedback holds "erreur"', () => {
    const sixth = reflections[5];
    const e = episode(sixth?.episodes.at(-1) ?? '');
    expect(e?.action).toContain('550 €');
    expect(e?.feedback).toContain('erreur');
    expect(isNegative(e as { outcome: string; feedback: string })).toBe(true);
    expect(
      isNegative({
        outcome: e?.outcome ?? '',
        feedback: (e?.feedback ?? '').replace('erreur', 'bonne idée'),
      }),
    ).toBe(false);
  });

  it('the lessons tell the sequence and the "erreur" example, and name this test', () => {
    expect(lesson('reflection', 'fr')).toContain(
      'retour négatif, nouveauté, nouveauté, retour négatif, programmé, retour négatif, programmé',
    );
    expect(lesson('reflection', 'en')).toContain(
      'negative feedback, novelty, novelty, negative feedback, schedule, negative feedback, schedule',
    );
    for (const lang of LANGS) {
      expect(lesson('reflection', lang)).toContain('Alex : le tarif de 450 € était une erreur');
      expect(lesson('reflection', lang)).toContain('test/content/chapter3-engine.test.ts');
    }
  });
});

describe('3.1 d: the shorter e-mails rule is a scripted answer of the scene, told as the author’s claim', () => {
  it('the third reflection files the e-mail rule, and that rule is written in the simulated model’s table', () => {
    const third = replay('triggers').s.reflections[2];
    const rule = 'Quand Alex relit un e-mail, il le raccourcit : écrire court et percutant.';
    expect(third?.added).toEqual([{ concept: 'Style des e-mails', knowledge: rule, kind: 'rule' }]);
    expect(STORY_RULES.some((r) => r.answer.includes(rule))).toBe(true);
  });

  it('the lessons flag it as a claim, not a result', () => {
    expect(lesson('reflection', 'fr')).toContain("**une affirmation de l'auteur, pas un résultat**");
    expect(lesson('reflection', 'en')).toContain("**the author's claim, not a result**");
    expect(lesson('conclusion', 'fr')).toContain("**des affirmations de l'auteur, sans mesure**");
    expect(lesson('conclusion', 'en')).toContain("**the author's claims, with no measurement**");
  });
});

describe('3.13: the relation keeps the scene’s name in both languages', () => {
  it('PREFERE_CONTRE, as the scene’s model answers', () => {
    expect(STORY_RULES.some((r) => r.answer.includes('| PREFERE_CONTRE |'))).toBe(true);
    for (const lang of LANGS) {
      expect(lesson('architecture', lang)).toContain('—PREFERE_CONTRE→');
      expect(lesson('architecture', lang)).not.toContain('—PREFERS_AGAINST→');
    }
  });
});

describe('the second audit’s drifted statements (N3.1, N3.2, N3.4, N3.5): now facts, or checked here', () => {
  it('N3.4: a scene’s reflection asks the user’s model when “Your model” answers, and the lesson says so', () => {
    const asked: string[] = [];
    const env = {
      ask: (hook: string, prompt: string) => {
        asked.push(`${hook}: ${prompt.slice(0, 20)}`);
        return 'AUCUN';
      },
      embed: () => [],
    };
    const config = { ...PRESETS.triggers.config, answers: 'model' as const };
    let state = episodicMechanism.initial(config, env);
    for (const op of PRESETS.triggers.ops.slice(0, 2)) state = episodicMechanism.apply(state, op).state;
    expect(state.s.reflections).toHaveLength(1);
    expect(asked).toHaveLength(2); // both prompts of the reflection went to the model
    expect(lesson('taskmaster', 'fr')).toContain("Par défaut, aucun vrai modèle n'est appelé");
    expect(lesson('taskmaster', 'en')).toContain('By default, no real model is called');
    for (const lang of LANGS)
      expect(lesson('taskmaster', lang)).not.toMatch(/^Aucun vrai modèle|^No real model/m);
  });

  it('N3.1, N3.2, N3.5: the lessons quote the facts, not typed figures', () => {
    const reflection = (lang: Lang) => readFileSync(`src/content/chapter3/reflection.${lang}.mdx`, 'utf8');
    const architecture = (lang: Lang) =>
      readFileSync(`src/content/chapter3/architecture.${lang}.mdx`, 'utf8');
    for (const lang of LANGS) {
      expect(reflection(lang)).toContain('<Fact id="chapter3.triggers.days" />');
      expect(reflection(lang)).toContain('<Fact id="chapter3.triggers.emailRuleRead" />');
      expect(architecture(lang)).toContain('<Fact id="chapter3.buffer.addReturns" />');
    }
    expect(lesson('reflection', 'fr')).toContain(
      'joue quatre jours de TaskMaster, puis dix jours sans activité',
    );
    expect(lesson('reflection', 'en')).toContain(
      'plays four days of TaskMaster, then ten days with no activity',
    );
    expect(lesson('reflection', 'fr')).toContain('après **un seul** e-mail raccourci par Alex');
    expect(lesson('architecture', 'en')).toContain('returns `{ episode, events }`');
  });

  it('the rate-rise example quotes the feedback of the episode the sixth reflection read', () => {
    const s = replay('triggers');
    const sixth = s.s.reflections.find((r) => r.reasons.includes('negative') && r.id > 4);
    const e = s.s.buffer.all().find((x) => x.id === sixth?.episodes.at(-1));
    for (const lang of LANGS)
      expect(lesson('reflection', lang)).toContain(`« ${e?.feedback ?? '?'} »`.slice(2, -2));
  });
});
