import './questions.css';
import { useRef, useState, type ComponentType } from 'react';
import type { Question } from '../../index';
import { errorMessage } from '../shared/error-message';
import { formatDate } from '../shared/format';
import type { AskQuestionProps } from './AskQuestion';

export interface QuestionsSectionProps {
  productId: string;
  productTitle: string;
  questions: Question[];
}

/**
 * The product page's questions and answers, server-rendered from the loader's data, and «Hacer una pregunta»: its
 * code (the automated answer first, then publishing) loads on first use.
 */
export function QuestionsSection({ productId, productTitle, questions }: QuestionsSectionProps) {
  const [list, setList] = useState(questions);
  const [ask, setAsk] = useState<{ Component: ComponentType<AskQuestionProps> | null; open: boolean; failure: unknown }>({ Component: null, open: false, failure: null });
  const opener = useRef<HTMLButtonElement>(null);

  async function open() {
    if (ask.open) return close();
    try {
      const { AskQuestion } = await import('./AskQuestion');
      setAsk({ Component: AskQuestion, open: true, failure: null });
    } catch (failure) {
      setAsk((old) => ({ ...old, failure }));
    }
  }
  function close() {
    setAsk((old) => ({ ...old, open: false }));
    requestAnimationFrame(() => opener.current?.focus());
  }

  const Ask = ask.Component;
  return (
    <section className="section questions-section" aria-labelledby="preguntas">
      <h2 id="preguntas" tabIndex={-1}>
        Preguntas y respuestas
      </h2>
      <div className="questions-ask">
        <button
          ref={opener}
          type="button"
          className="button button--secondary"
          aria-expanded={ask.open}
          onClick={open}
          onPointerEnter={() => void import('./AskQuestion').catch(() => undefined)}
        >
          <span className="icon questions-i-ask" aria-hidden="true" />
          Hacer una pregunta
        </button>
        {ask.failure ? (
          <p className="message message--error" role="alert">
            {errorMessage(ask.failure, 'el formulario')}
          </p>
        ) : null}
      </div>
      {Ask && ask.open ? <Ask productId={productId} productTitle={productTitle} onPublished={(question) => setList((old) => [question, ...old])} onClose={close} /> : null}
      {list.length ? (
        <ul className="questions">
          {list.map((question, index) => (
            <QuestionItem key={question.id ?? `q${index}-${question.question}`} question={question} />
          ))}
        </ul>
      ) : (
        <p className="questions__none">Todavía nadie ha preguntado por este producto.</p>
      )}
    </section>
  );
}

function QuestionItem({ question }: { question: Question }) {
  return (
    <li className="question" id={question.id != null ? `pregunta-${question.id}` : undefined} tabIndex={-1} data-testid="question">
      <p className="question__text">
        <span className="question__mark">Pregunta:</span> {question.question}
      </p>
      <p className="question__meta">
        {question.user_name || 'Cliente'}
        {question.date_created ? (
          <>
            {' · '}
            <time dateTime={question.date_created}>{formatDate(question.date_created)}</time>
          </>
        ) : null}
      </p>
      {question.answer ? (
        <p className="question__answer">
          <span className="question__mark">Respuesta:</span> {question.answer}
        </p>
      ) : (
        <p className="question__pending">Sin respuesta todavía</p>
      )}
    </li>
  );
}
