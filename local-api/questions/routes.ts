import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { ProductRow } from '../catalog/catalogue';
import type { AppDeps, AppEnv, SessionInfo, UserRow } from '../http/context';
import { ApiError, notFound, productNotFound } from '../http/errors';
import { readJson } from '../http/request';
import { NotAllowedField, objectBody, signInFirst } from '../reviews/errors';
import { requireSession } from '../session/session-service';
import { answerFeedback, askQuestion, checkQuestionText, FEEDBACK_TYPES, searchForAnswer } from './questions';
import { countAutomatedAnswersSince } from './question-store';

/** Ids this API makes for answers and threads: 24 hex characters. */
const ANSWER_ID = /^[0-9a-f]{24}$/;
/** A session may ask the answerer at most this many questions per 10 minutes. */
export const MAX_AUTOMATED_ANSWERS = 60;
const WINDOW_MS = 10 * 60_000;

/** An optional id field of the body: absent, null or '' is null; anything else must look like one of ours. */
function optionalId(body: Record<string, unknown>, field: string): string | null {
  const value = body[field];
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || value.length > 64) throw new NotAllowedField(`El campo "${field}" no es válido.`, field);
  return value;
}

/**
 * Questions (spec section 7): the automated answerer first (searchForAnswer, anyone with a session,
 * threads per session), then asking (a signed-in user; answered at once by the automated answer it
 * followed, unless that answer was null), and feedback on an automated answer.
 */
export function questionRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  const auth = requireSession(deps);
  const productOf = (c: Context): ProductRow => {
    const product = deps.catalogue.productBySkuOrSlug(c.req.param('id') ?? '');
    if (!product) throw productNotFound();
    return product;
  };

  app.put('/product/:id/searchForAnswer', auth, async (c) => {
    const session = c.get('session');
    const body = objectBody(await readJson(c, z.unknown()));
    const question = checkQuestionText(body.question);
    const threadId = optionalId(body, 'thread_id');
    const product = productOf(c);
    if (countAutomatedAnswersSince(deps.db, session.owner, deps.now().getTime() - WINDOW_MS) >= MAX_AUTOMATED_ANSWERS)
      throw new ApiError(429, 'TOO_MANY_REQUESTS', 'Hiciste muchas preguntas seguidas. Espera unos minutos e inténtalo de nuevo.', {
        headers: { 'Retry-After': '600' },
      });
    return c.json(searchForAnswer(deps, session, product, question, threadId !== null && ANSWER_ID.test(threadId) ? threadId : null));
  });

  app.put('/product/:id/question', auth, async (c) => {
    const session = c.get('session');
    if (!session.user) throw signInFirst();
    const body = objectBody(await readJson(c, z.unknown()));
    const question = checkQuestionText(body.question);
    const uid = optionalId(body, 'autoAnswerUid');
    const product = productOf(c);
    if (uid !== null && !ANSWER_ID.test(uid)) throw notFound('La respuesta automática no existe.');
    return c.json(askQuestion(deps, session as SessionInfo & { user: UserRow }, product, question, uid));
  });

  app.post('/question/:uid/automatedAnswerFeedback', auth, async (c) => {
    const uid = c.req.param('uid');
    const body = objectBody(await readJson(c, z.unknown()));
    const feedback = body.feedbackType;
    if (typeof feedback !== 'string' || !(FEEDBACK_TYPES as readonly string[]).includes(feedback))
      throw new NotAllowedField('La opinión sobre la respuesta debe ser HELPFUL o NOT_HELPFUL.', 'feedbackType');
    if (!ANSWER_ID.test(uid)) throw notFound('La respuesta automática no existe.');
    answerFeedback(deps, c.get('session'), uid, feedback as (typeof FEEDBACK_TYPES)[number]);
    return c.json({ uid, feedbackType: feedback });
  });

  return app;
}
