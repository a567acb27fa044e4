/**
 * The language model as the engine sees it: a prompt in, an answer out, synchronously. Chapter 2's
 * `answerWithState` and chapter 3's reflection both take one; the lab's scripted models live beside their chapter
 * (`reflective/llm.ts`), and a real model reaches the engine only as recorded answers (a take), never a request.
 */
export type Llm = (prompt: string) => string;
