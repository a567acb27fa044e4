import type { PanelsProps } from '../types';
import type dict from './episodic.messages';
import type { EpisodicSceneEvent, EpisodicSceneState } from './mechanism';
import type { EpisodicConfig, Op } from './ops';

export type Props = PanelsProps<EpisodicConfig, EpisodicSceneState, Op, EpisodicSceneEvent>;
/** The panels' messages in the reader's language. */
export type M = (typeof dict)['en'];
