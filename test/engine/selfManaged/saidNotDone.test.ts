import { saidButNotDone, type TranscriptTurn } from '../../../src/engine/selfManaged';

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
