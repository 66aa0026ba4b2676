import { defineFeature } from '../feature';
import { questionsClient } from './questions.client';
import { questionsModule } from './questions.module';
import { QUESTIONS_TOKENS, QUESTIONS_USE_CASES } from './questions.tokens';

/** Product questions and the automated answerer: `tienda.questions`. */
export const questionsFeature = defineFeature({ tokens: { ...QUESTIONS_TOKENS, Questions: QUESTIONS_USE_CASES }, module: () => questionsModule, client: questionsClient });
