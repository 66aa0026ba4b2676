import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import type { Question } from '../../index';
import { chatOptionLabel, questionCategoryLabel, type ChatOption } from '../../domain/questions/categories';
import { QUESTION_LIMITS, questionProblem } from '../../domain/questions/question-rules';
import type { AutomatedAnswer } from '../../domain/questions/questions';
import { useSend } from '../profile/use-send';
import { errorMessage } from '../shared/error-message';
import { FormAlert, SubmitButton } from '../shared/FormParts';
import { loginPath } from '../reviews/signed-in';
import { useAskQuestion } from './use-ask-question';

export interface AskQuestionProps {
  productId: string;
  productTitle: string;
  /** The question the store published: it joins the list. */
  onPublished(question: Question): void;
  onClose(): void;
}

/** Where an option of the automated answer takes the shopper on the product page (ids agreed with the buy box). */
const TARGETS: Partial<Record<ChatOption, { id: string; fallback?: string }>> = {
  ShowMeInstallments: { id: 'cuotas', fallback: '/formas-de-pago' },
  ShowMeShippingOptions: { id: 'entrega', fallback: '/envios-y-devoluciones' },
  BulkQuotationForm: { id: 'cotizar' },
  ShowMePrice: { id: 'precio' },
};
const SUPPORT: readonly ChatOption[] = ['ChatSupport', 'ChatSupportIfAnswerNotOk', 'ChatSupportOrAskExpertIfAnswerNotOk'];

/** One asked question and what the automated answerer said (null: it was not sure). */
interface Asked {
  text: string;
  answer: AutomatedAnswer | null;
}

/** Scrolls to a part of the page and gives it the focus, so keyboard and screen-reader users land there too. */
function goTo(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  // The installments are a disclosure: open it, so the plans are what the shopper lands on.
  if (target instanceof HTMLDetailsElement) target.open = true;
  if (!target.matches('a[href], button, input, select, textarea, [tabindex]')) target.setAttribute('tabindex', '-1');
  target.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}

/**
 * «Hacer una pregunta»: the question goes first to the automated answerer, whose answer is shown (and announced)
 * with its topic and what to do next; «¿Te sirvió?» sends feedback; then «Publicar mi pregunta» publishes it for
 * the store to answer (signed-in shoppers). Loaded on first use.
 */
export function AskQuestion({ productId, productTitle, onPublished, onClose }: AskQuestionProps) {
  const { signedIn, ...questions } = useAskQuestion();
  const location = useLocation();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [asked, setAsked] = useState<Asked | null>(null);
  const [threadId, setThreadId] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<{ sent: 'HELPFUL' | 'NOT_HELPFUL' | null; failure: unknown }>({ sent: null, failure: null });
  const [support, setSupport] = useState(false);
  const [published, setPublished] = useState<Question | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const supportRef = useRef<HTMLParagraphElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const thanksRef = useRef<HTMLSpanElement>(null);
  const search = useSend(() => root.current?.querySelector<HTMLElement>('button[type=submit]'));
  const publish = useSend(() => root.current?.querySelector<HTMLElement>('[data-publish]'));
  const length = [...text.trim()].length;

  useEffect(() => {
    document.getElementById('question-text')?.focus();
  }, []);
  useEffect(() => {
    if (support) supportRef.current?.focus();
  }, [support]);
  useEffect(() => {
    if (published) doneRef.current?.focus();
  }, [published]);
  // «Sí» and «No» leave with the answer to them: the thanks takes the focus.
  useEffect(() => {
    if (feedback.sent) thanksRef.current?.focus();
  }, [feedback.sent]);

  async function onSearch(event: FormEvent) {
    event.preventDefault();
    const found = questionProblem(text);
    setProblem(found);
    if (found) {
      document.getElementById('question-text')?.focus();
      return;
    }
    const question = text.trim();
    let answer: AutomatedAnswer | null = null;
    const ok = await search.send(async () => {
      answer = await questions.searchForAnswer(productId, question, { threadId });
    });
    if (!ok) return;
    const got = answer as AutomatedAnswer | null;
    if (got?.thread_id) setThreadId(got.thread_id);
    setAsked({ text: question, answer: got });
    setFeedback({ sent: null, failure: null });
    setSupport(false);
    setPublished(null);
  }

  async function sendFeedback(kind: 'HELPFUL' | 'NOT_HELPFUL') {
    const uid = asked?.answer?.uid;
    if (!uid) return;
    try {
      await questions.feedback(uid, kind);
      setFeedback({ sent: kind, failure: null });
      if (kind === 'NOT_HELPFUL' && asked?.answer?.user_chat_options.some((option) => SUPPORT.includes(option))) setSupport(true);
    } catch (failure) {
      setFeedback({ sent: null, failure });
    }
  }

  async function onPublish() {
    if (!asked) return;
    let question: Question | null = null;
    const ok = await publish.send(async () => {
      question = await questions.ask(productId, asked.text, { autoAnswerUid: asked.answer?.uid ?? null });
    });
    if (ok && question) {
      onPublished(question);
      setPublished(question);
      setText('');
    }
  }

  const sure = asked?.answer?.answer ? asked.answer : null;
  const options = (asked?.answer?.user_chat_options ?? []).filter((option, index, all) => option !== 'Unknown' && all.indexOf(option) === index);
  const here = `${location.pathname}${location.search}#preguntas`;

  return (
    <div className="ask card" ref={root} data-testid="ask-question">
      <form noValidate onSubmit={onSearch} aria-label="Hacer una pregunta">
        <FormAlert id="question-alert" failure={search.failure} />
        <div className="field">
          <label htmlFor="question-text">Tu pregunta sobre {productTitle}</label>
          <textarea
            id="question-text"
            rows={3}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              if (problem) setProblem(null);
            }}
            aria-invalid={problem ? true : undefined}
            aria-describedby="question-hint question-problem"
            placeholder="Por ejemplo: ¿Tiene garantía?"
          />
          <p id="question-hint" className={`ask__count${length > QUESTION_LIMITS.max ? ' ask__count--over' : ''}`}>
            {length} de {QUESTION_LIMITS.max} caracteres. Te mostramos primero una respuesta automática.
          </p>
          <p className="field__problem" id="question-problem" aria-live="polite">
            {problem ?? ''}
          </p>
        </div>
        <div className="ask__actions">
          <SubmitButton sending={search.sending} busy="Buscando una respuesta…" className="button button--primary">
            Buscar respuesta
          </SubmitButton>
          <button type="button" className="button button--secondary" onClick={onClose}>
            Cerrar
          </button>
        </div>
      </form>

      <div aria-live="polite" className="ask__result" data-testid="automated-answer">
        {asked ? (
          sure ? (
            <div className="auto-answer">
              <p className="auto-answer__topic">
                <span className="badge auto-answer__category">{questionCategoryLabel(sure.question_category)}</span>
                <span className="auto-answer__who">Respuesta automática</span>
              </p>
              <p className="auto-answer__question">«{asked.text}»</p>
              <p className="auto-answer__text">{sure.answer}</p>
            </div>
          ) : (
            <div className="auto-answer auto-answer--none">
              <p className="auto-answer__question">«{asked.text}»</p>
              <p className="auto-answer__text">No encontramos una respuesta segura a tu pregunta. Puedes publicarla para que la tienda te responda, o hablar con servicio al cliente.</p>
            </div>
          )
        ) : null}
      </div>

      {asked ? (
        <div className="ask__next">
          {options.length || !sure ? (
            <ul className="auto-answer__options" aria-label="¿Qué quieres hacer?">
              {(sure ? options : options.some((option) => SUPPORT.includes(option)) ? options : ['ChatSupport' as const, ...options]).map((option) => (
                <ChatOptionButton key={option} option={option} onSupport={() => setSupport(true)} onEnd={onClose} />
              ))}
            </ul>
          ) : null}
          {support ? (
            <p ref={supportRef} tabIndex={-1} className="message auto-answer__support" data-testid="chat-support">
              Servicio al cliente: escríbenos o llámanos desde <Link to="/ayuda#contacto">Ayuda y contacto</Link>. Si publicas tu pregunta, la respuesta te llega también a tus notificaciones.
            </p>
          ) : null}
          {sure ? (
            <div className="auto-answer__feedback" role="group" aria-labelledby="answer-feedback">
              <span id="answer-feedback">¿Te sirvió?</span>
              {feedback.sent ? (
                <span role="status" ref={thanksRef} tabIndex={-1}>{feedback.sent === 'HELPFUL' ? '¡Gracias! Nos alegra que te sirviera.' : 'Gracias por decírnoslo.'}</span>
              ) : (
                <>
                  <button type="button" className="button button--secondary" onClick={() => void sendFeedback('HELPFUL')}>
                    Sí
                  </button>
                  <button type="button" className="button button--secondary" onClick={() => void sendFeedback('NOT_HELPFUL')}>
                    No
                  </button>
                </>
              )}
              {feedback.failure ? (
                <span role="alert" className="auto-answer__feedback-problem">
                  {errorMessage(feedback.failure, 'tu respuesta')}
                </span>
              ) : null}
            </div>
          ) : null}
          <div className="ask__publish">
            {published ? (
              <p ref={doneRef} tabIndex={-1} className="message message--success" data-testid="question-published">
                Publicamos tu pregunta. Te avisaremos cuando la tienda la responda.
              </p>
            ) : signedIn === false ? (
              <p>
                ¿Quieres que la tienda te responda? <Link to={loginPath(here)}>Inicia sesión para publicar tu pregunta</Link>
              </p>
            ) : (
              <>
                <p className="ask__publish-why">{sure ? '¿Quieres que también te responda una persona de la tienda?' : 'Publícala y la tienda te responderá.'}</p>
                <button type="button" className="button button--primary" data-publish onClick={() => void onPublish()} disabled={publish.sending || signedIn === null} aria-disabled={publish.sending || undefined}>
                  {publish.sending ? 'Publicando…' : 'Publicar mi pregunta'}
                </button>
                <div role="alert">{publish.failure ? <p className="message message--error">{errorMessage(publish.failure, 'tu pregunta')}</p> : null}</div>
              </>
            )}
          </div>
        </div>
      ) : null}
    </div>
  );
}

function ChatOptionButton({ option, onSupport, onEnd }: { option: ChatOption; onSupport(): void; onEnd(): void }) {
  const label = chatOptionLabel(option);
  if (SUPPORT.includes(option)) {
    return (
      <li>
        <button type="button" className="button button--secondary" onClick={onSupport}>
          {label}
        </button>
      </li>
    );
  }
  if (option === 'EndThread') {
    return (
      <li>
        <button type="button" className="button button--secondary" onClick={onEnd}>
          {label}
        </button>
      </li>
    );
  }
  if (option === 'HowToBuyTutorial') {
    return (
      <li>
        <Link className="button button--secondary" to="/ayuda#como-comprar">
          {label}
        </Link>
      </li>
    );
  }
  const target = TARGETS[option];
  if (!target) return null;
  if (typeof document !== 'undefined' && document.getElementById(target.id)) {
    return (
      <li>
        <a className="button button--secondary" href={`#${target.id}`} onClick={(event) => (event.preventDefault(), goTo(target.id))}>
          {label}
        </a>
      </li>
    );
  }
  return target.fallback ? (
    <li>
      <Link className="button button--secondary" to={target.fallback}>
        {label}
      </Link>
    </li>
  ) : null;
}
