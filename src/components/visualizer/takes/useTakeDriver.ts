/**
 * The take driver: the asynchronous half of a scene's model hooks, outside the engine. When the shown step
 * waits for an answer the take lacks (timeline.blockedAt), it sends that exact prompt to the model that answers now
 * (the user's server, or a model file run in this page; only after a click that names it, or once the user ticked
 * "send the next prompts"), streams the answer into the UI, adds it to the take, and the timeline re-applies the
 * step from the take (src/mechanisms/README.md). Vectors asked of the sentence encoder are computed in the page
 * (src/state/encoder.ts): after one click that loads it, then at once while it is loaded.
 */
import { askModel, embedWithModel } from '../../../state/askModel';
import { useCallback, useEffect, useRef, useState } from 'react';
import { emptyTake, type TakeRequest, type TimelineBlock } from '../../../engine';
import { encodeModelAnswer } from '../../../engine/selfManaged/modelTurn';
import type { ModelTarget } from '../../../state/modelTarget';
import type { PlaybackStore } from '../../../state/playback';
import { withRequestAnswer, type RequestAnswer } from './requestAnswer';

export type DriverStatus = 'idle' | 'sending' | 'error';

export interface DriverState {
  status: DriverStatus;
  /** The streamed answer so far (chat), for the request being sent. */
  text: string;
  /** The failure of the last request (a ModelError or another error), or null. */
  error: unknown;
  /** Milliseconds from the answer's arrival to the next painted frame after the take was updated. */
  lastUpdateMs: number | null;
  /** The request the error is about (another request waiting shows no stale error). */
  errorFor?: string | null;
}

const IDLE: DriverState = { status: 'idle', text: '', error: null, lastUpdateMs: null };
const keyOf = (r: TakeRequest) => JSON.stringify(r);

const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Sends one request through the connection layer (logged with its exact prompt in the request log; the HTTP
 * client loads only when used) and returns what the model answered. Adding it to a take is the caller's one merge
 * (withRequestAnswer), onto the take current when it arrives.
 */
export async function answerRequest(
  request: TakeRequest,
  options: { signal: AbortSignal; onDelta(text: string): void },
): Promise<RequestAnswer> {
  if (request.kind === 'embed' && request.source === 'page-encoder') {
    const { embedTexts, ENCODER_MODEL } = await import('../../../state/encoder');
    const vectors = await embedTexts(request.texts, { signal: options.signal });
    const at = new Date().toISOString();
    return {
      kind: 'embed',
      vectors: request.texts.map((text, i) => {
        const vector = vectors[i];
        if (!vector) throw new Error('no vector');
        return { text, vector, model: ENCODER_MODEL, at, source: 'page-encoder' as const };
      }),
    };
  }
  if (request.kind === 'chat') {
    const r = await askModel(request.hook, [{ role: 'user', content: request.prompt }], {
      stream: true,
      signal: options.signal,
      onDelta: options.onDelta,
      ...(request.tools ? { tools: request.tools } : {}),
    });
    const answer = {
      hook: request.hook,
      prompt: request.prompt,
      // A server's tool calls are kept with its text, in the shape the scene reads (modelTurn.ts).
      answer: r.toolCalls ? encodeModelAnswer(r.text, r.toolCalls) : r.text,
      model: r.model,
      at: new Date().toISOString(),
      usage: r.usage,
    };
    return { kind: 'chat', answer };
  }
  const at = new Date().toISOString();
  const r = await embedWithModel(request.hook, request.texts, { signal: options.signal });
  const vectors = request.texts.map((text, i) => {
    const vector = r.vectors[i];
    if (!vector) throw new Error('no vector');
    return { text, vector, model: r.model, at };
  });
  return { kind: 'embed', vectors };
}

/** Whether a request can be answered now: the encoder needs nothing, the rest a model that answers (vectors: one that gives them). */
export function canAnswer(request: TakeRequest, target: ModelTarget | null): boolean {
  if (request.kind === 'embed' && request.source === 'page-encoder') return true;
  if (request.kind === 'embed') return target?.capabilities.embed === true;
  return target !== null;
}

export function useTakeDriver(
  store: PlaybackStore,
  blocked: TimelineBlock | null,
  target: ModelTarget | null,
) {
  const [state, setState] = useState<DriverState>(IDLE);
  const [auto, setAuto] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const key = blocked ? keyOf(blocked.request) : null;

  const sent = useRef(0);
  const send = useCallback(
    async (request: TakeRequest) => {
      if (!canAnswer(request, target) || abort.current) return;
      const controller = new AbortController();
      abort.current = controller;
      const mine = (sent.current += 1);
      setState({ status: 'sending', text: '', error: null, lastUpdateMs: null });
      try {
        const answer = await answerRequest(request, {
          signal: controller.signal,
          onDelta: (text) => setState((s) => ({ ...s, text })),
        });
        const arrived = performance.now();
        // Free before the take changes: the step after may ask at once (in "send the next prompts" mode).
        abort.current = null;
        // The take may have been replaced meanwhile (a loaded file): the answer goes to the current one.
        store.getState().setTake(withRequestAnswer(store.getState().scene.take ?? emptyTake(), answer));
        await nextPaint();
        const ms = performance.now() - arrived;
        setState((s) => (sent.current === mine ? { ...IDLE, lastUpdateMs: ms } : { ...s, lastUpdateMs: ms }));
      } catch (error) {
        abort.current = null;
        if (sent.current === mine)
          setState({ status: 'error', text: '', error, lastUpdateMs: null, errorFor: keyOf(request) });
        setAuto(false);
      }
    },
    [target, store],
  );

  const cancel = useCallback(() => abort.current?.abort(), []);

  // In "send the next prompts" mode a new waiting request is sent at once (the network is the external system). The
  // sentence encoder's requests are sent by its own part of the panel once it is loaded (EncoderRequest.tsx).
  const encoderRequest = blocked?.request.kind === 'embed' && blocked.request.source === 'page-encoder';
  useEffect(() => {
    if (key === null || !blocked || encoderRequest || !auto || !canAnswer(blocked.request, target)) return;
    void send(blocked.request);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, auto, target]);

  useEffect(() => () => abort.current?.abort(), []);

  // An error is shown only while the request it is about still waits.
  const shown =
    state.status === 'error' && state.errorFor !== key
      ? { ...IDLE, lastUpdateMs: state.lastUpdateMs }
      : state;
  return { state: shown, send, cancel, auto, setAuto };
}
