import {
  SAID_NOT_DONE_TRANSCRIPT,
  saidButNotDone,
  type TranscriptTurn,
} from '../../../src/engine/selfManaged';

const user = (content: string): TranscriptTurn => ({ role: 'user', content });

describe('saidButNotDone', () => {
  it('lists a claim with no call, in English and French, and a call never mentioned', () => {
    const t: TranscriptTurn[] = [
      user('My favourite colour is blue.'),
      { role: 'assistant', content: "Got it, I'll remember that." },
      user('Ma ville est Lyon.'),
      { role: 'assistant', content: "C'est noté, je m'en souviendrai." },
      user('Forget my city.'),
      { role: 'assistant', content: "Done, I've forgotten that." },
      user('I like tea.'),
      {
        role: 'assistant',
        content: 'Tea is nice.',
        toolCalls: [{ name: 'memory_append', arguments: { label: 'human', content: 'likes: tea' } }],
      },
    ];
    const f = saidButNotDone(t);
    expect(f.map((x) => `${x.turn}:${x.type}:${x.action}`)).toEqual([
      '1:claim-without-call:save',
      '3:claim-without-call:save',
      '5:claim-without-call:forget',
      '7:call-without-claim:save',
    ]);
  });

  it('is silent when the claim has its call, for a negated claim, and for a search', () => {
    const t: TranscriptTurn[] = [
      {
        role: 'assistant',
        content: "I've saved that.",
        toolCalls: [{ name: 'archival_insert', arguments: '{"content":"x"}' }],
      },
      { role: 'assistant', content: "I can't save passwords, sorry." },
      { role: 'assistant', content: 'Je ne vais pas retenir ce mot de passe.' },
      {
        role: 'assistant',
        content: "J'ai supprimé votre ville.",
        toolCalls: [{ name: 'memory', arguments: { command: 'delete', path: '/memories/city.md' } }],
      },
      {
        role: 'assistant',
        content: 'Your code is 4412.',
        toolCalls: [{ name: 'archival_search', arguments: { query: 'code' } }],
      },
    ];
    expect(saidButNotDone(t)).toEqual([]);
  });
});

describe('the chapter transcript', () => {
  it('finds the same claims in English and French: a save and a forget with no call, one silent call', () => {
    for (const lang of ['en', 'fr'] as const) {
      const f = saidButNotDone(SAID_NOT_DONE_TRANSCRIPT[lang]);
      expect(f.map((x) => `${x.turn}:${x.type}:${x.action}`)).toEqual([
        '3:claim-without-call:save',
        '5:claim-without-call:forget',
        '7:call-without-claim:save',
      ]);
    }
  });

  it('a word that starts like a negation ("Noted") does not cancel the claim after it', () => {
    const t: TranscriptTurn[] = [{ role: 'assistant', content: 'Noted, I will remember that.' }];
    expect(saidButNotDone(t)).toHaveLength(1);
  });
});
