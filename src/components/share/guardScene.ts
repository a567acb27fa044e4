import type { Take } from '../../engine/scene/take';
import type { SceneLink } from '../../mechanisms/permalink';
import type { AnyMechanism } from '../../mechanisms/types';
import type { GuardDecision } from './useSecretGuard';

/**
 * The scene as it may be shared: the detector reads the steps the user typed (the ops that are not the preset's),
 * and on "Remove it" each finding is replaced; a step that is no longer a valid operation is dropped. The scene on
 * screen is never changed, only what leaves in the link.
 */
export async function guardedLink(
  m: AnyMechanism,
  link: SceneLink,
  guard: (pieces: Record<string, string>) => Promise<GuardDecision>,
  stepLabel: (n: number) => string,
  takeLabels?: TakeLabels,
): Promise<SceneLink> {
  const take = link.scene.take;
  if (take && takeLabels) {
    const shared = await guardedTake(take, guard, takeLabels);
    if (shared !== take) link = { ...link, scene: { ...link.scene, take: shared } };
  }
  const preset = m.presets[link.scene.preset];
  // The preset's script in every language it has: none of it is the viewer's typing.
  const scripts = preset ? [preset.ops, ...Object.values(preset.inLanguage ?? {}).map((v) => v.ops)] : [];
  const presetOps = new Set(scripts.flat().map((op) => JSON.stringify(op)));
  const typed = new Map<string, number>();
  link.scene.ops.forEach((op, i) => {
    const json = JSON.stringify(op);
    if (!presetOps.has(json)) typed.set(stepLabel(i + 1), i);
  });
  if (typed.size === 0) return link;
  const pieces = Object.fromEntries(
    [...typed].map(([label, i]) => [label, JSON.stringify(link.scene.ops[i])]),
  );
  const decision = await guard(pieces);
  if (decision.kind !== 'remove') return link;

  const ops: unknown[] = [];
  let step = link.step;
  link.scene.ops.forEach((op, i) => {
    const label = stepLabel(i + 1);
    if (!typed.has(label)) return void ops.push(op);
    const cleaned = decision.pieces[label];
    const checked = cleaned === undefined ? null : m.validateOp(JSON.parse(cleaned), ops.length);
    if (checked?.ok) ops.push(checked.value);
    else if (i < link.step) step -= 1; // the step shown stays on the same operation
  });
  return { scene: { ...link.scene, ops }, step: Math.max(0, Math.min(step, ops.length)) };
}

export interface TakeLabels {
  prompt: (n: number) => string;
  answer: (n: number) => string;
  text: (n: number) => string;
}

/**
 * A take as it may be shared (a file, a link): the prompts, answers and embedded texts are user text too. On
 * "Remove it" each finding is replaced; the take then no longer replays the removed prompts, which is the point.
 */
export async function guardedTake(
  take: Take,
  guard: (pieces: Record<string, string>) => Promise<GuardDecision>,
  labels: TakeLabels,
): Promise<Take> {
  const pieces: Record<string, string> = {};
  take.answers.forEach((a, i) => {
    pieces[labels.prompt(i + 1)] = a.prompt;
    pieces[labels.answer(i + 1)] = a.answer;
  });
  take.vectors.forEach((v, i) => {
    pieces[labels.text(i + 1)] = v.text;
  });
  if (Object.keys(pieces).length === 0) return take;
  const decision = await guard(pieces);
  if (decision.kind !== 'remove') return take;
  const cleaned = decision.pieces;
  return {
    ...take,
    answers: take.answers.map((a, i) => ({
      ...a,
      prompt: cleaned[labels.prompt(i + 1)] ?? a.prompt,
      answer: cleaned[labels.answer(i + 1)] ?? a.answer,
    })),
    vectors: take.vectors.map((v, i) => ({ ...v, text: cleaned[labels.text(i + 1)] ?? v.text })),
  };
}
