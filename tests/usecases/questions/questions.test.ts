import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { failureOf } from '../../mocks/client';
import { questionsBackend } from '../../mocks/handlers/questions';
import { requests, server, setupMsw, url } from '../../mocks/server';
import { anonymousShopper, bodyOf, signedInClient } from '../addresses/signed-in-harness';

setupMsw();

async function signedIn() {
  const harness = await signedInClient();
  const backend = questionsBackend();
  server.use(...backend.handlers);
  return { ...harness, backend };
}

async function anonymous() {
  const harness = await anonymousShopper();
  const backend = questionsBackend();
  server.use(...backend.handlers);
  return { ...harness, backend };
}

describe('tienda.questions.searchForAnswer', () => {
  it('asks the answerer with PUT /product/{id}/searchForAnswer {question trimmed, thread_id null}, for anyone', async () => {
    const { client } = await anonymous();
    const answer = await client.questions.searchForAnswer('SKU-1', '  ¿Cuánto tarda el envío?  ');
    expect(await bodyOf(requests.single('PUT', '/product/SKU-1/searchForAnswer'))).toEqual({ question: '¿Cuánto tarda el envío?', thread_id: null });
    expect(requests.total).toBe(1);
    expect(answer).toEqual({
      uid: 'a-1',
      answer: 'Llega en 2 a 3 días hábiles.',
      question_category: 'ShippingTime',
      thread_id: 't-1',
      user_chat_options: ['ShowMeShippingOptions', 'EndThread'],
    });
  });

  it('continues a conversation with its thread_id', async () => {
    const { client } = await anonymous();
    const first = await client.questions.searchForAnswer('SKU-1', '¿Tiene garantía?');
    requests.clear();
    const next = await client.questions.searchForAnswer('SKU-1', '¿Y el envío?', { threadId: first!.thread_id });
    expect(await bodyOf(requests.single('PUT', '/product/SKU-1/searchForAnswer'))).toEqual({ question: '¿Y el envío?', thread_id: 't-1' });
    expect(next!.thread_id).toBe('t-1');
  });

  it('gives answer null with ChatSupport when the answerer is not sure', async () => {
    const { client } = await anonymous();
    const answer = await client.questions.searchForAnswer('SKU-1', '¿Sirve bajo el agua?');
    expect([answer!.answer, answer!.question_category, answer!.user_chat_options]).toEqual([null, 'SpecificProductInfo', ['ChatSupport']]);
  });

  it('reads a category and chat options it does not know as Unknown', async () => {
    const { client } = await anonymous();
    const answer = await client.questions.searchForAnswer('SKU-1', 'algo raro');
    expect([answer!.question_category, answer!.user_chat_options]).toEqual(['Unknown', ['ChatSupport', 'Unknown']]);
  });

  it('answers null when the API answers nothing', async () => {
    const { client } = await anonymous();
    server.use(http.put(url('/product/:id/searchForAnswer'), () => HttpResponse.json(null)));
    expect(await client.questions.searchForAnswer('SKU-1', '¿Hola?')).toBeNull();
  });

  it('refuses a question of fewer than 3 or more than 500 characters with NOT_ALLOWED, without a call', async () => {
    const { client, errors } = await anonymous();
    const short = await failureOf(client.questions.searchForAnswer('SKU-1', '  ¿a  '));
    expect([short.cause, short.userMessage, short.details]).toEqual(['NOT_ALLOWED', 'Tu pregunta es muy corta: escribe al menos 3 caracteres.', { field: 'question' }]);
    const blank = await failureOf(client.questions.searchForAnswer('SKU-1', '   '));
    expect(blank.userMessage).toBe('Escribe tu pregunta.');
    const long = await failureOf(client.questions.searchForAnswer('SKU-1', 'a'.repeat(501)));
    expect(long.userMessage).toBe('Tu pregunta es muy larga: escribe como máximo 500 caracteres.');
    expect(requests.total).toBe(0);
    expect(errors).toHaveLength(3);
  });

  it('takes exactly 3 and exactly 500 characters', async () => {
    const { client } = await anonymous();
    await client.questions.searchForAnswer('SKU-1', ' ¿y? ');
    await client.questions.searchForAnswer('SKU-1', 'é'.repeat(500));
    expect(requests.count('PUT', '/product/SKU-1/searchForAnswer')).toBe(2);
  });
});

describe('tienda.questions.ask', () => {
  it('posts the question with PUT /product/{id}/question {question, autoAnswerUid}', async () => {
    const { client } = await signedIn();
    const question = await client.questions.ask('SKU-1', ' ¿Cuánto dura la batería? ', { autoAnswerUid: 'a-2' });
    expect(await bodyOf(requests.single('PUT', '/product/SKU-1/question'))).toEqual({ question: '¿Cuánto dura la batería?', autoAnswerUid: 'a-2' });
    expect(requests.total).toBe(1);
    expect(question).toMatchObject({ id: 'q-1', question: '¿Cuánto dura la batería?', date_created: '2026-03-04T09:00:00-06:00', answer: null });
  });

  it('sends autoAnswerUid null when no automated answer was shown', async () => {
    const { client } = await signedIn();
    await client.questions.ask('SKU-1', '¿Trae estuche?');
    expect(await bodyOf(requests.single('PUT', '/product/SKU-1/question'))).toEqual({ question: '¿Trae estuche?', autoAnswerUid: null });
  });

  it('checks the question as searchForAnswer does, without a call', async () => {
    const { client } = await signedIn();
    expect((await failureOf(client.questions.ask('SKU-1', 'no'))).cause).toBe('NOT_ALLOWED');
    expect(requests.total).toBe(0);
  });
});

describe('tienda.questions.feedback', () => {
  it('sends POST /question/{uid}/automatedAnswerFeedback {feedbackType}', async () => {
    const { client, backend } = await signedIn();
    await client.questions.feedback('a-1', 'HELPFUL');
    await client.questions.feedback('a-2', 'NOT_HELPFUL');
    expect(backend.feedback).toEqual([
      { uid: 'a-1', body: { feedbackType: 'HELPFUL' } },
      { uid: 'a-2', body: { feedbackType: 'NOT_HELPFUL' } },
    ]);
    expect(requests.total).toBe(2);
  });

  it('refuses another feedback type without a call', async () => {
    const { client } = await signedIn();
    const failure = await failureOf(client.questions.feedback('a-1', 'MEH' as 'HELPFUL'));
    expect([failure.cause, failure.userMessage]).toEqual(['NOT_ALLOWED', 'Elige si la respuesta te ayudó o no.']);
    expect(requests.total).toBe(0);
  });
});

describe('tienda.questions.list', () => {
  it("reads a product's questions with GET /page/product/{id}?include=QUESTIONS, for anyone", async () => {
    const { client } = await anonymous();
    const questions = await client.questions.list('SKU-1');
    expect(Object.fromEntries(requests.single('GET', '/page/product/SKU-1').query)).toEqual({ include: 'QUESTIONS' });
    expect(questions.map((question) => [question.id, question.question, question.answer, question.question_category])).toEqual([
      [1, '¿Trae cargador?', 'Sí, USB-C.', 'SpecificProductInfo'],
      [null, '¿Hay en rojo?', null, null],
    ]);
  });

  it('answers [] when the page has no questions', async () => {
    const { client } = await anonymous();
    server.use(http.get(url('/page/product/:id'), () => HttpResponse.json({ product: null })));
    expect(await client.questions.list('SKU-1')).toEqual([]);
  });
});

describe('tienda.questions and the session', () => {
  it('refuses ask with onlyAnonymousTokenFound, without a call', async () => {
    const { client } = await anonymous();
    const failure = await failureOf(client.questions.ask('SKU-1', '¿Trae estuche?'));
    expect([failure.cause, failure.userMessage]).toEqual(['onlyAnonymousTokenFound', 'Ingresa a tu cuenta para continuar.']);
    expect(requests.total).toBe(0);
  });

  it('lets an anonymous shopper rate the answer they were shown', async () => {
    const { client, backend } = await anonymous();
    await client.questions.feedback('a-1', 'NOT_HELPFUL');
    expect(backend.feedback).toEqual([{ uid: 'a-1', body: { feedbackType: 'NOT_HELPFUL' } }]);
    expect(requests.single('POST', '/question/a-1/automatedAnswerFeedback').headers.get('Session')).toBe('anon-1');
  });
});
