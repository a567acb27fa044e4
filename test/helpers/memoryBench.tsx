// The memory bench widget in jsdom: no ResizeObserver there, and each test opens the generator with its sizes.
import { render, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import MemoryBenchWidget from '../../src/components/memoryBench/MemoryBenchWidget';
import { useSettings } from '../../src/state/settings';

/** The charts observe their size; jsdom has no ResizeObserver. */
export class NoResize {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/** Replaces a field's text as a user would. */
export async function retype(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.clear(field);
  await user.type(field, text);
}

/** The widget in English on the generator, its turns and questions typed in; its region. */
export async function openGenerator(
  user: UserEvent,
  { turns, questions }: { turns: number; questions: number },
): Promise<HTMLElement> {
  useSettings.setState({ lang: 'en', theme: 'light' });
  render(<MemoryBenchWidget data="generator" />);
  const region = screen.getByRole('region', { name: 'Memory bench' });
  await retype(user, within(region).getByLabelText('Turns'), String(turns));
  await retype(user, within(region).getByLabelText('Questions (planted facts)'), String(questions));
  return region;
}
