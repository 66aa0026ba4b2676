// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UseCaseError, type Question } from '../../src/index';
import type { AutomatedAnswer } from '../../src/domain/questions/questions';
import { QuestionsSection } from '../../src/presentation/questions/QuestionsSection';
import { fakeClient, signedInUser } from './fake-client';
import { renderAt } from './render';

afterEach(cleanup);

const question = (overrides: Partial<Question> = {}): Question => ({
  id: 1,
  question: '¿Funciona con iPhone?',
  date_created: '2026-01-05T10:00:00-06:00',
  user_name: 'Marta',
  answer: 'Sí, por Bluetooth.',
  date_answered: '2026-01-06T10:00:00-06:00',
  question_category: null,
  ...overrides,
});

const answer = (overrides: Partial<AutomatedAnswer> = {}): AutomatedAnswer => ({
  uid: 'aa-1',
  answer: 'Tiene 12 meses de garantía con el fabricante.',
  question_category: 'Warranty',
  thread_id: 'th-1',
  user_chat_options: ['ChatSupportIfAnswerNotOk', 'ShowMeInstallments'],
  ...overrides,
});

function client({ signedIn }: { signedIn: boolean }) {
  const made = fakeClient();
  made.stores.session.setSession({ token: 't'.repeat(64), isUser: signedIn }, signedIn ? { first_name: 'Ana', last_name: 'López', email: 'ana@tienda.test' } : null);
  if (signedIn) made.stores.user.setUser(signedInUser());
  return made;
}

function renderSection(made: ReturnType<typeof fakeClient>, questions: Question[] = [question(), question({ id: 2, question: '¿Trae estuche?', user_name: null, answer: null, date_answered: null })]) {
  return renderAt(
    made.client,
    <>
      <div id="cuotas">
        <h2>Cuotas</h2>
      </div>
      <QuestionsSection productId="SKU-1" productTitle="Audífonos Sonaria Pro" questions={questions} />
    </>,
    { path: '/producto/audifonos-sonaria', pattern: '/producto/:slug' },
  );
}

async function ask(text: string) {
  const opener = screen.getByRole('button', { name: 'Hacer una pregunta' });
  if (opener.getAttribute('aria-expanded') !== 'true') {
    await act(async () => fireEvent.click(opener));
  }
  const box = await screen.findByTestId('ask-question');
  fireEvent.change(within(box).getByLabelText('Tu pregunta sobre Audífonos Sonaria Pro'), { target: { value: text } });
  await act(async () => fireEvent.click(within(box).getByRole('button', { name: /Buscar respuesta|Preguntar otra cosa/ })));
  return box;
}

describe('QuestionsSection', () => {
  it('lists each question with its user, date and answer, or «Sin respuesta todavía»', () => {
    renderSection(client({ signedIn: false }));
    const items = screen.getAllByTestId('question');
    expect(items[0]!.textContent).toBe(
      `Pregunta: ¿Funciona con iPhone?Marta · ${new Intl.DateTimeFormat('es-GT', { dateStyle: 'long' }).format(new Date('2026-01-05T10:00:00-06:00'))}Respuesta: Sí, por Bluetooth.`,
    );
    expect(items[1]!.textContent).toContain('Cliente');
    expect(items[1]!.textContent).toContain('Sin respuesta todavía');
  });

  it('says when nobody has asked yet', () => {
    renderSection(client({ signedIn: false }), []);
    expect(screen.getByText('Todavía nadie ha preguntado por este producto.')).toBeTruthy();
  });

  it('refuses a question too short without a call', async () => {
    const made = client({ signedIn: true });
    renderSection(made);
    const box = await ask(' ¿y ');
    expect(box.querySelector('#question-problem')!.textContent).toBe('Tu pregunta es muy corta: escribe al menos 3 caracteres.');
    expect(document.activeElement).toBe(within(box).getByLabelText('Tu pregunta sobre Audífonos Sonaria Pro'));
    expect(made.fakes.questions.searchForAnswer).not.toHaveBeenCalled();
  });

  it('shows the automated answer first, with its topic and options; feedback, then publishing adds the question to the list', async () => {
    const made = client({ signedIn: true });
    made.fakes.questions.searchForAnswer.mockResolvedValue(answer());
    made.fakes.questions.feedback.mockResolvedValue(undefined);
    const published = question({ id: 9, question: '¿Tiene garantía?', user_name: 'Ana', answer: null, date_answered: null, question_category: 'Warranty' });
    made.fakes.questions.ask.mockResolvedValue(published);
    renderSection(made);
    const box = await ask('  ¿Tiene garantía? ');
    expect(made.fakes.questions.searchForAnswer).toHaveBeenCalledWith('SKU-1', '¿Tiene garantía?', { threadId: null });
    const shown = within(box).getByTestId('automated-answer');
    expect(shown.getAttribute('aria-live')).toBe('polite');
    expect(shown.textContent).toBe('GarantíaRespuesta automática«¿Tiene garantía?»Tiene 12 meses de garantía con el fabricante.');
    const publish = within(box).getByRole('button', { name: 'Publicar mi pregunta' });
    // The answer comes before the offer to publish.
    expect(shown.compareDocumentPosition(publish) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(box).getByRole('button', { name: '¿No te sirvió? Habla con servicio al cliente' })).toBeTruthy();

    // «Ver cuotas» takes the shopper to the installments.
    fireEvent.click(within(box).getByRole('link', { name: 'Ver cuotas' }));
    expect(document.activeElement).toBe(document.getElementById('cuotas'));

    await act(async () => fireEvent.click(within(box).getByRole('button', { name: 'Sí' })));
    expect(made.fakes.questions.feedback).toHaveBeenCalledWith('aa-1', 'HELPFUL');
    expect(within(box).getByRole('status').textContent).toBe('¡Gracias! Nos alegra que te sirviera.');
    await waitFor(() => expect(document.activeElement).toBe(within(box).getByRole('status')));

    await act(async () => fireEvent.click(publish));
    expect(made.fakes.questions.ask).toHaveBeenCalledWith('SKU-1', '¿Tiene garantía?', { autoAnswerUid: 'aa-1' });
    expect(screen.getAllByTestId('question')[0]!.textContent).toContain('¿Tiene garantía?');
    expect(screen.getAllByTestId('question')[0]!.textContent).toContain('Sin respuesta todavía');
    const done = within(box).getByTestId('question-published');
    await waitFor(() => expect(document.activeElement).toBe(done));
  });

  it('says so when the answerer is not sure, and offers customer service and publishing', async () => {
    const made = client({ signedIn: true });
    made.fakes.questions.searchForAnswer.mockResolvedValue(answer({ answer: null, question_category: 'Unknown', user_chat_options: ['ChatSupport'] }));
    renderSection(made);
    const box = await ask('¿Puedo pagar con bitcoins?');
    expect(within(box).getByTestId('automated-answer').textContent).toContain('No encontramos una respuesta segura a tu pregunta.');
    expect(within(box).queryByRole('button', { name: 'Sí' })).toBeNull();
    expect(within(box).getByRole('button', { name: 'Publicar mi pregunta' })).toBeTruthy();
    await act(async () => fireEvent.click(within(box).getByRole('button', { name: 'Hablar con servicio al cliente' })));
    const support = within(box).getByTestId('chat-support');
    expect(support.textContent).toContain('Servicio al cliente');
    expect(within(support).getByRole('link', { name: 'Ayuda y contacto' }).getAttribute('href')).toBe('/ayuda#contacto');
    await waitFor(() => expect(document.activeElement).toBe(support));
  });

  it('treats no answer at all (null) as not sure, offering customer service, and publishes without an answer id', async () => {
    const made = client({ signedIn: true });
    made.fakes.questions.searchForAnswer.mockResolvedValue(null);
    made.fakes.questions.ask.mockResolvedValue(question({ id: 10, question: '¿Viene en rosado?', answer: null }));
    renderSection(made);
    const box = await ask('¿Viene en rosado?');
    expect(within(box).getByTestId('automated-answer').textContent).toContain('No encontramos una respuesta segura');
    expect(within(box).getByRole('button', { name: 'Hablar con servicio al cliente' })).toBeTruthy();
    await act(async () => fireEvent.click(within(box).getByRole('button', { name: 'Publicar mi pregunta' })));
    expect(made.fakes.questions.ask).toHaveBeenCalledWith('SKU-1', '¿Viene en rosado?', { autoAnswerUid: null });
  });

  it('sends the thread of the first answer with the next question', async () => {
    const made = client({ signedIn: true });
    made.fakes.questions.searchForAnswer.mockResolvedValueOnce(answer()).mockResolvedValueOnce(answer({ uid: 'aa-2', answer: 'Llega en 2 días.', question_category: 'ShippingTime' }));
    renderSection(made);
    await ask('¿Tiene garantía?');
    const box = await ask('¿Cuándo llega?');
    expect(made.fakes.questions.searchForAnswer).toHaveBeenLastCalledWith('SKU-1', '¿Cuándo llega?', { threadId: 'th-1' });
    expect(within(box).getByTestId('automated-answer').textContent).toContain('Tiempo de entrega');
  });

  it('asks an anonymous shopper to sign in to publish, and shows a failed search in the alert', async () => {
    const made = client({ signedIn: false });
    made.fakes.questions.searchForAnswer.mockRejectedValueOnce(new UseCaseError('networkConnection')).mockResolvedValueOnce(answer());
    renderSection(made);
    let box = await ask('¿Tiene garantía?');
    expect(box.querySelector('#question-alert')!.textContent).toBe('No pudimos conectarnos con la tienda. Revisa tu conexión e inténtalo de nuevo.');
    box = await ask('¿Tiene garantía?');
    expect(within(box).queryByRole('button', { name: 'Publicar mi pregunta' })).toBeNull();
    expect(within(box).getByRole('link', { name: 'Inicia sesión para publicar tu pregunta' }).getAttribute('href')).toBe(
      `/ingresar?volver=${encodeURIComponent('/producto/audifonos-sonaria#preguntas')}`,
    );
    expect(made.fakes.questions.ask).not.toHaveBeenCalled();
  });

  it('keeps the answer and says why when the feedback fails', async () => {
    const made = client({ signedIn: true });
    made.fakes.questions.searchForAnswer.mockResolvedValue(answer());
    made.fakes.questions.feedback.mockRejectedValue(new UseCaseError('NOT_ALLOWED', { apiMessage: 'Ya enviaste tu opinión sobre esta respuesta.', status: 400 }));
    renderSection(made);
    const box = await ask('¿Tiene garantía?');
    await act(async () => fireEvent.click(within(box).getByRole('button', { name: 'No' })));
    expect(made.fakes.questions.feedback).toHaveBeenCalledWith('aa-1', 'NOT_HELPFUL');
    expect(box.querySelector('.auto-answer__feedback-problem')!.textContent).toBe('Ya enviaste tu opinión sobre esta respuesta.');
    expect(within(box).getByRole('button', { name: 'No' })).toBeTruthy();
  });
});
