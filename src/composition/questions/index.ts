import { defineFeature } from '../feature';
import { questionsClient } from './questions.client';
import { questionsModule } from './questions.module';
import { QUESTIONS_TOKENS } from './questions.tokens';

/** Product questions and the automated answerer: `tienda.questions`. */
export const questionsFeature = defineFeature({ tokens: QUESTIONS_TOKENS, module: () => questionsModule, client: questionsClient });
