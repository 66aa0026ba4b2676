import { beforeAll, describe, expect, it } from 'vitest';
import { QuestionSchema } from '../../src/domain/product/product';
import { AutomatedAnswerSchema } from '../../src/domain/questions/questions';
import { QUESTION_CATEGORIES } from '../../src/domain/questions/categories';
import { ANSWER_CATEGORIES } from '../../local-api/questions/answerer';
import { findProduct, makeApi, type TestApi } from './support';

let api: TestApi;
let ana: string;
let carlos: string;
let laptop: ReturnType<typeof findProduct>;
let soldOut: ReturnType<typeof findProduct>;

// One API and two logins for the file (scrypt logins are slow); tests write on their own products or threads.
beforeAll(async () => {
  api = makeApi();
  ana = await api.login('ana@tienda.test');
  carlos = await api.login('carlos@tienda.test');
  laptop = findProduct(api.db, "status = 'PUBLISHED' AND type = 'SIMPLE' AND stock_status = 'IN_STOCK' AND stock_quantity > 5 AND warranty_months = 12");
  soldOut = findProduct(api.db, "status = 'PUBLISHED' AND type = 'SIMPLE' AND stock_status = 'OUT_OF_STOCK'");
});

const search = (token: string | null, sku: string, question: unknown, threadId?: unknown) =>
  api.call('PUT', `/product/${sku}/searchForAnswer`, { token, body: threadId === undefined ? { question } : { question, thread_id: threadId } });

describe('searchForAnswer', () => {
  it('uses the library’s categories', () => {
    expect([...ANSWER_CATEGORIES]).toEqual([...QUESTION_CATEGORIES]);
  });

  it('answers an anonymous shopper from the product’s own data', async () => {
    const token = await api.anonymous();
    const stock = await search(token, laptop.public_sku, '¿Hay disponible?');
    expect(stock.status).toBe(200);
    const answer = AutomatedAnswerSchema.parse(stock.body);
    expect(answer).toMatchObject({
      question_category: 'Stock',
      answer: `Sí, está disponible: tenemos ${laptop.stock_quantity} unidades en existencia.`,
      user_chat_options: ['ChatSupportIfAnswerNotOk'],
    });
    expect(answer.uid).toMatch(/^[0-9a-f]{24}$/);
    expect(answer.thread_id).toMatch(/^[0-9a-f]{24}$/);

    const agotado = await search(token, soldOut.public_sku, '¿Hay disponible?');
    expect(agotado.body.answer).toBe('Por ahora está agotado. Únete a la lista de espera y te avisamos cuando vuelva.');
    const warranty = await search(token, laptop.public_sku, '¿Tiene garantía?');
    expect(warranty.body).toMatchObject({ question_category: 'Warranty', answer: 'Sí, tiene garantía de 1 año.' });
    const when = await search(token, laptop.public_sku, '¿Cuándo llega?');
    expect(when.body.question_category).toBe('ShippingTime');
    // The clock of makeApi is Monday 2 March 2026, 9:00 in Guatemala: deliveries start the next day.
    expect(when.body.answer).toMatch(/^Si lo pides hoy, llega (el|entre el) martes 3/);
    expect(when.body.user_chat_options).toEqual(['ShowMeShippingOptions', 'ChatSupportIfAnswerNotOk']);
  });

  it('answers a delivery question for the place it names, with the dates the product page gives that place', async () => {
    const token = await api.anonymous();
    const xela = (await api.call('GET', `/page/product/${laptop.public_sku}?include=DELIVERY_DATE&city=Quetzaltenango&state=QZ`, { token })).body;
    expect(xela.delivery_option.description).toMatch(/departamentos de Guatemala/);
    const general = await search(token, laptop.public_sku, '¿Cuándo llega?');
    const asked = await search(token, laptop.public_sku, '¿cuándo llega a Quetzaltenango?');
    expect(asked.status).toBe(200);
    expect(asked.body.question_category).toBe('ShippingTime');
    const standard = xela.delivery_option.expected_delivery_date_range_text.replace(/^Llega /, 'llega ');
    expect(asked.body.answer).toContain(`Si lo pides hoy, a Quetzaltenango ${standard}`);
    expect(asked.body.answer).not.toContain('Ciudad de Guatemala');
    expect(asked.body.answer).not.toBe(general.body.answer);
    // Everyday names and a municipality with its department.
    expect((await search(token, laptop.public_sku, '¿Cuánto tarda a Xela?')).body.answer).toContain(`a Quetzaltenango ${standard}`);
    const ostuncalco = await search(token, laptop.public_sku, '¿para cuándo llega a San Juan Ostuncalco, Quetzaltenango?');
    expect(ostuncalco.body.answer).toContain('a San Juan Ostuncalco, Quetzaltenango llega');
    // The cost question names the place's price too.
    const cost = await search(token, laptop.public_sku, '¿Cuánto cuesta el envío a Quetzaltenango?');
    expect(cost.body.question_category).toBe('ShippingCost');
    expect(cost.body.answer).toMatch(xela.delivery_option.cost === 0 ? /^El envío a domicilio a Quetzaltenango de este producto es gratis\./ : /^El envío a domicilio a Quetzaltenango cuesta Q/);
  });

  it('answers null with ChatSupport when unsure', async () => {
    const res = await search(ana, laptop.public_sku, 'asdf qwer zxcv');
    expect(res.status).toBe(200);
    expect(AutomatedAnswerSchema.parse(res.body)).toMatchObject({ answer: null, question_category: 'Unknown', user_chat_options: ['ChatSupport'] });
  });

  it('continues this session’s thread, and starts a new one for a foreign or unknown thread', async () => {
    const token = await api.anonymous();
    const first = await search(token, laptop.public_sku, '¿Cuándo llega?');
    const followUp = await search(token, laptop.public_sku, '¿Y a Xela?', first.body.thread_id);
    expect(followUp.body.thread_id).toBe(first.body.thread_id);
    expect(followUp.body.question_category).toBe('ShippingTime');
    const other = await api.anonymous();
    const foreign = await search(other, laptop.public_sku, '¿Y a Xela?', first.body.thread_id);
    expect(foreign.body.thread_id).not.toBe(first.body.thread_id);
    expect(foreign.body).toMatchObject({ question_category: 'Unknown', answer: null, user_chat_options: ['ChatSupport'] });
    const made = await search(token, laptop.public_sku, 'Hola', 'no-es-un-hilo');
    expect(made.body.thread_id).not.toBe('no-es-un-hilo');
    expect(made.body.answer).toMatch(/^¡Hola! ¿Qué te gustaría saber de /);
  });

  it.each([
    [{ question: 'ok' }, 'La pregunta debe tener al menos 3 caracteres.'],
    [{ question: '   ' }, 'Escribe tu pregunta.'],
    [{ question: 'x'.repeat(501) }, 'La pregunta admite como máximo 500 caracteres.'],
    [{ question: 42 }, 'Escribe tu pregunta.'],
    [{}, 'Escribe tu pregunta.'],
  ])('refuses %j with 400 NOT_ALLOWED naming the field', async (body, message) => {
    const res = await api.call('PUT', `/product/${laptop.public_sku}/searchForAnswer`, { token: ana, body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ cause: 'NOT_ALLOWED', message, field: 'question' });
  });

  it('refuses a bad thread_id, an unknown product and a missing session', async () => {
    const thread = await search(ana, laptop.public_sku, '¿Cuándo llega?', { id: 1 });
    expect(thread.status).toBe(400);
    expect(thread.body).toEqual({ cause: 'NOT_ALLOWED', message: 'El campo "thread_id" no es válido.', field: 'thread_id' });
    const unknown = await search(ana, 'NO-EXISTE', '¿Cuándo llega?');
    expect(unknown.status).toBe(404);
    expect(unknown.body.cause).toBe('PRODUCT_NOT_FOUND');
    expect((await search(null, laptop.public_sku, '¿Cuándo llega?')).body.cause).toBe('AUTH_ERROR');
  });
});

describe('asking a question', () => {
  it('stores a question answered by the automated answer it followed, shown on the product page', async () => {
    const auto = await search(ana, laptop.public_sku, '¿Tiene garantía?');
    const res = await api.call('PUT', `/product/${laptop.public_sku}/question`, { token: ana, body: { question: '¿Tiene garantía?', autoAnswerUid: auto.body.uid } });
    expect(res.status).toBe(200);
    const question = QuestionSchema.parse(res.body);
    expect(question).toMatchObject({
      question: '¿Tiene garantía?',
      answer: 'Sí, tiene garantía de 1 año.',
      user_name: 'Ana',
      question_category: 'Warranty',
      date_answered: api.clock.now.toISOString(),
    });
    expect(typeof question.id).toBe('number');
    const page = await api.call('GET', `/page/product/${laptop.public_sku}?include=QUESTIONS`, { token: await api.anonymous() });
    const listed = page.body.questions.map((q: unknown) => QuestionSchema.parse(q));
    expect(listed[0]).toMatchObject({ id: question.id, answer: 'Sí, tiene garantía de 1 año.', question_category: 'Warranty' });
  });

  it('leaves unanswered a question without an automated answer, or whose answer was null; only its author sees it', async () => {
    const product = findProduct(api.db, `status = 'PUBLISHED' AND type = 'SIMPLE' AND id <> ${laptop.id} AND id <> ${soldOut.id}`);
    const plain = await api.call('PUT', `/product/${product.public_sku}/question`, { token: ana, body: { question: '¿Sirve para diseño gráfico?' } });
    expect(plain.status).toBe(200);
    expect(QuestionSchema.parse(plain.body)).toMatchObject({ answer: null, date_answered: null, question_category: null });
    const unsure = await search(ana, product.public_sku, 'asdf qwer zxcv');
    const withNull = await api.call('PUT', `/product/${product.public_sku}/question`, { token: ana, body: { question: 'asdf qwer zxcv', autoAnswerUid: unsure.body.uid } });
    expect(withNull.body).toMatchObject({ answer: null, date_answered: null, question_category: 'Unknown' });

    const ids = (body: { questions: { id: number }[] }) => body.questions.map((q) => q.id);
    const hers = await api.call('GET', `/page/product/${product.public_sku}?include=QUESTIONS`, { token: ana });
    expect(ids(hers.body)).toEqual(expect.arrayContaining([plain.body.id, withNull.body.id]));
    const his = await api.call('GET', `/page/product/${product.public_sku}?include=QUESTIONS`, { token: carlos });
    expect(ids(his.body)).not.toContain(plain.body.id);
    expect(ids(his.body)).not.toContain(withNull.body.id);
  });

  it('needs a signed-in user, and an automated answer of this session and product', async () => {
    const anonymous = await api.anonymous();
    const refused = await api.call('PUT', `/product/${laptop.public_sku}/question`, { token: anonymous, body: { question: '¿Tiene garantía?' } });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ cause: 'onlyAnonymousTokenFound', message: 'Inicia sesión para continuar.' });

    const hers = await search(ana, laptop.public_sku, '¿Tiene garantía?');
    const foreign = await api.call('PUT', `/product/${laptop.public_sku}/question`, { token: carlos, body: { question: '¿Tiene garantía?', autoAnswerUid: hers.body.uid } });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ cause: 'notFound', message: 'La respuesta automática no existe.' });
    const otherProduct = await api.call('PUT', `/product/${soldOut.public_sku}/question`, { token: ana, body: { question: '¿Tiene garantía?', autoAnswerUid: hers.body.uid } });
    expect(otherProduct.status).toBe(404);
    const bad = await api.call('PUT', `/product/${laptop.public_sku}/question`, { token: ana, body: { question: 'no' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ cause: 'NOT_ALLOWED', message: 'La pregunta debe tener al menos 3 caracteres.', field: 'question' });
  });

  it('bounds the questions a user asks about one product per day', async () => {
    const product = findProduct(api.db, `status = 'PUBLISHED' AND type = 'BOOK'`);
    for (let i = 0; i < 10; i++)
      expect((await api.call('PUT', `/product/${product.public_sku}/question`, { token: carlos, body: { question: `¿Pregunta número ${i}?` } })).status).toBe(200);
    const eleventh = await api.call('PUT', `/product/${product.public_sku}/question`, { token: carlos, body: { question: '¿Una más?' } });
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.cause).toBe('TOO_MANY_REQUESTS');
    expect(eleventh.headers.get('Retry-After')).toBe('3600');
  });
});

describe('feedback on an automated answer', () => {
  it('stores HELPFUL or NOT_HELPFUL for the session’s own answer only', async () => {
    const answer = await search(ana, laptop.public_sku, '¿Cuánto cuesta?');
    const res = await api.call('POST', `/question/${answer.body.uid}/automatedAnswerFeedback`, { token: ana, body: { feedbackType: 'NOT_HELPFUL' } });
    expect(res.status).toBe(200);
    expect(api.db.prepare('SELECT feedback FROM automated_answers WHERE uid = ?').get(answer.body.uid)).toEqual({ feedback: 'NOT_HELPFUL' });

    const foreign = await api.call('POST', `/question/${answer.body.uid}/automatedAnswerFeedback`, { token: carlos, body: { feedbackType: 'HELPFUL' } });
    expect(foreign.status).toBe(404);
    expect(api.db.prepare('SELECT feedback FROM automated_answers WHERE uid = ?').get(answer.body.uid)).toEqual({ feedback: 'NOT_HELPFUL' });

    const bad = await api.call('POST', `/question/${answer.body.uid}/automatedAnswerFeedback`, { token: ana, body: { feedbackType: 'MEH' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ cause: 'NOT_ALLOWED', message: 'La opinión sobre la respuesta debe ser HELPFUL o NOT_HELPFUL.', field: 'feedbackType' });
    expect((await api.call('POST', '/question/zzz/automatedAnswerFeedback', { token: ana, body: { feedbackType: 'HELPFUL' } })).status).toBe(404);
  });
});
