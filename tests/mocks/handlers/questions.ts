import { http, HttpResponse } from 'msw';
import { apiError } from '../fixtures';
import { url } from '../server';

const signedIn = (request: Request) => (request.headers.get('Session') ?? '').startsWith('user-token-');

/**
 * A stand-in for the question calls. The answerer knows about shipping (answers, ShippingTime) and is unsure of
 * anything else (answer null, ChatSupport); a question containing «raro» comes back with values this client does
 * not know. Asking needs a user (403 onlyAnonymousTokenFound); rating an answer does not.
 */
export function questionsBackend() {
  let threads = 0;
  const feedback: { uid: string; body: unknown }[] = [];
  const handlers = [
    http.put(url('/product/:id/searchForAnswer'), async ({ request }) => {
      const body = (await request.json()) as { question: string; thread_id: string | null };
      const thread = body.thread_id ?? `t-${++threads}`;
      if (body.question.includes('raro')) {
        return HttpResponse.json({ uid: 'a-9', answer: 'Quizá.', question_category: 'AskTheMoon', thread_id: thread, user_chat_options: ['ChatSupport', 'TeleportMe'] });
      }
      if (body.question.includes('envío')) {
        return HttpResponse.json({ uid: 'a-1', answer: 'Llega en 2 a 3 días hábiles.', question_category: 'ShippingTime', thread_id: thread, user_chat_options: ['ShowMeShippingOptions', 'EndThread'] });
      }
      return HttpResponse.json({ uid: 'a-2', answer: null, question_category: 'SpecificProductInfo', thread_id: thread, user_chat_options: ['ChatSupport'] });
    }),
    http.put(url('/product/:id/question'), async ({ request }) => {
      if (!signedIn(request)) return HttpResponse.json(apiError('onlyAnonymousTokenFound'), { status: 403 });
      const body = (await request.json()) as { question: string };
      return HttpResponse.json({ id: 'q-1', question: body.question, date_created: '2026-03-04T09:00:00-06:00[America/Guatemala]', user_name: 'Ana', answer: null, date_answered: null, question_category: 'Warranty' });
    }),
    http.post(url('/question/:uid/automatedAnswerFeedback'), async ({ request, params }) => {
      feedback.push({ uid: String(params.uid), body: await request.json() });
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(url('/page/product/:id'), ({ request }) => {
      if (new URL(request.url).searchParams.get('include') !== 'QUESTIONS') return HttpResponse.json(apiError('apiCallFailed'), { status: 400 });
      return HttpResponse.json({
        product: null,
        questions: [
          { id: 1, question: '¿Trae cargador?', date_created: '2026-03-01T10:00:00-06:00', user_name: 'Luis', answer: 'Sí, USB-C.', date_answered: '2026-03-02T10:00:00-06:00', question_category: 'SpecificProductInfo' },
          { question: '¿Hay en rojo?', date_created: null, user_name: null, answer: null, date_answered: null },
        ],
      });
    }),
  ];
  return { handlers, feedback };
}
