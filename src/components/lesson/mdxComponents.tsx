import type { MDXComponents } from 'mdx/types';
import { headingsOneDown, proseComponents } from '../prose/proseComponents';
import { widgets } from './widgets';

/** Everything a lesson can render: its prose (src/components/prose) and the widgets (widgets.tsx). */
export const lessonComponents = { ...proseComponents, ...widgets } satisfies MDXComponents;

/** The chapter's handout: the same, with headings one level down (each section has its own h2 there). */
export const handoutComponents = { ...lessonComponents, ...headingsOneDown } satisfies MDXComponents;
