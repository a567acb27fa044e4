/** The encoder's names, apart from core.ts so that the page can read them without loading TensorFlow.js. */

/** The name a take records for the encoder's vectors. */
export const ENCODER_MODEL = 'universal-sentence-encoder-lite';
