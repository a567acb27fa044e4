/**
 * The practice block and the review page, rendered (wiring and accessibility; the logic is tested in node,
 * session.test.ts): the "Practice" region, a seed typed and loaded, a radio group named by the question, a button
 * per message in the real visualizer, Check and its status, the review deck written, "Another one" and the key R,
 * and a due card on the review page as an article.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PracticeBlock from '../../../src/components/practice/PracticeBlock';
import { Review } from '../../../src/components/practice/Review';
import SceneView from '../../../src/components/visualizer/SceneView';
import { checkAnswer, generateQuestion, messageNumber } from '../../../src/engine/practice';
import { loadAllMechanisms } from '../../../src/mechanisms/registry';
import { useReviewDeck } from '../../../src/state/reviewDeck';
import { useSettings } from '../../../src/state/settings';
import { stubMatchMedia } from '../../helpers/matchMedia';

// Each mechanism's folder is a lazy chunk: all are loaded once here, so a question's scene opens at once and no
// chunk is still loading when the file ends (a late import after jsdom's teardown is an unhandled error: seen with
// memory-store's in a fresh-clone run).
beforeAll(() => loadAllMechanisms(), 60_000);

beforeEach(() => {
  window.location.hash = '#/en/chapter/1/eviction';
  useSettings.setState({ lang: 'en' });
  useReviewDeck.getState().reset();
  // Reduced motion: the answer's step is shown at once instead of played at the reader's speed.
  stubMatchMedia(true);
});

/** Renders the "Practice" block of chapter 1's `section` and types `seed` in its field, as a learner would. */
async function practiceAt(section: string, seed: number) {
  const user = userEvent.setup();
  render(<PracticeBlock chapter={1} section={section} Scene={SceneView} />);
  const block = screen.getByRole('region', { name: 'Practice' });
  const field = within(block).getByRole('textbox', { name: 'Seed' });
  await user.clear(field);
  await user.type(field, `${seed}{Enter}`);
  return { user, block };
}

describe('the practice block', () => {
  it('asks a list question by seed, checks a wrong answer, names the broken rule, files it for review', async () => {
    const { user, block } = await practiceAt('measurement', 42);
    const q = generateQuestion('cost-half', 42);
    const group = within(block).getByRole('radiogroup', { name: q.prompt.en });
    const wrong = q.choices.options.find((o) => o.id !== q.answer)!;
    await user.click(within(group).getByRole('radio', { name: wrong.label.en }));
    await user.click(within(block).getByRole('button', { name: 'Check' }));
    const status = within(block).getByRole('status');
    expect(status.textContent).toMatch(/^Not quite\. You chose No\. The answer: Yes\./);
    const broken = checkAnswer(q, wrong.id).explanation.broken!;
    expect(status).toHaveTextContent(`The rule your choice broke: ${broken.text.en} ${broken.detail.en}`);
    expect(useReviewDeck.getState().cards['cost-half']).toMatchObject({
      answered: 1,
      correct: 0,
      lastSeed: 42,
    });
    expect(
      within(block).getByRole('link', { name: 'Open these figures in the cost lab' }),
    ).toBeInTheDocument();

    // "Another one": a new seed, the new question's title takes focus; the key R shows its answer.
    await user.click(within(block).getByRole('button', { name: 'Another one' }));
    const title = within(block).getByRole('heading', { level: 3 });
    await waitFor(() => expect(title).toHaveFocus());
    expect(within(block).getByRole('textbox', { name: 'Seed' })).not.toHaveValue('42');
    await user.keyboard('r');
    expect(within(block).getByRole('status').textContent).toMatch(/^The answer: (Yes|No)\.$/);
    expect(useReviewDeck.getState().cards['cost-half']?.answered).toBe(1); // shown, not answered
  });

  it('asks "which message is evicted?" with a button per message in the visualizer, and plays the answer', async () => {
    const { user, block } = await practiceAt('eviction', 42);
    const q = generateQuestion('evict-lru', 42);
    const viz = await within(block).findByRole('region', { name: 'Memory visualizer' });
    // Shown at askAt, the deciding step is not in the script yet.
    const step = () => viz.querySelector('.viz-caption__step')?.textContent;
    expect(step()).toMatch(new RegExp(`^Step ${q.scene!.askAt} / ${q.scene!.askAt}(?!\\d)`));
    // Sealed while asking: no composer nor settings that would play the next step before Check.
    expect(within(viz).queryByRole('button', { name: 'Add' })).toBeNull();
    expect(within(viz).queryByRole('group', { name: 'Eviction policy' })).toBeNull();
    expect(viz.querySelector('.viz-caption')?.textContent).toContain('The question stops here');
    const buttons = within(viz).getAllByRole('button', { name: /^Choose #/ });
    expect(buttons).toHaveLength(q.choices.options.length);
    const right = q.choices.options.find((o) => o.id === q.answer)!;
    const pick = within(viz).getByRole('button', {
      name: new RegExp(`^Choose ${messageNumber(q.answer)} `),
    });
    await user.click(pick);
    expect(pick).toHaveAttribute('aria-pressed', 'true');
    expect(within(block).getByText(`Your answer: ${right.label.en}.`)).toBeInTheDocument();
    await user.click(within(block).getByRole('button', { name: 'Check' }));
    expect(within(block).getByRole('status').textContent).toMatch(/^Correct\. The answer: #2/);
    // The answer played: the whole script, at revealAt, the right message evicted.
    const total = q.scene!.scene.ops.length;
    await waitFor(() => expect(step()).toMatch(new RegExp(`^Step ${q.scene!.revealAt} / ${total}(?!\\d)`)));
    const evicted = within(viz).getByRole('region', { name: 'Evicted' });
    // Unsealed once answered.
    expect(within(viz).getByRole('button', { name: 'Add' })).toBeInTheDocument();
    expect(within(viz).getByRole('group', { name: 'Eviction policy' })).toBeInTheDocument();
    expect(within(evicted).getByText('#2')).toBeInTheDocument();
    expect(useReviewDeck.getState().cards['evict-lru']).toMatchObject({ answered: 1, correct: 1 });
  });
});

describe('the review page', () => {
  it('shows each due kind as an article with a fresh question of its kind, in French', async () => {
    useSettings.setState({ lang: 'fr' });
    const { recordAnswer } = await import('../../../src/state/reviewSchedule');
    act(() => {
      recordAnswer({ kind: 'policy-refuse', seed: 3, correct: false });
      recordAnswer({ kind: 'cost-threshold', seed: 3, correct: true });
    });
    render(<Review Scene={SceneView} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Réviser' })).toBeInTheDocument();
    const articles = screen.getAllByRole('article');
    // The wrong answer is due at once; the right one comes back days later.
    expect(articles).toHaveLength(1);
    const article = screen.getByRole('article', { name: 'La politique refuse-t-elle ce texte\u00a0?' });
    expect(within(article).getByRole('radiogroup')).toBeInTheDocument();
    expect(within(article).getByRole('button', { name: 'Vérifier' })).toBeInTheDocument();
    expect(article).toHaveAttribute('data-kind', 'policy-refuse');
    // A new seed: the review is of the rule, not of the scene answered.
    const seed = /graine (\d+)/.exec(article.textContent ?? '')?.[1];
    expect(seed).toBeDefined();
    expect(seed).not.toBe('3');
  });
});
