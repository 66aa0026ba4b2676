import './auth.css';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toUseCaseError, type VerificationCodeStatus } from '../../index';
import { useShopperClient } from '../app/tienda-context';
import { RequireUser } from '../account/RequireUser';
import { safeReturnPath } from '../account/return-path';
import { useAccount } from '../account/use-account';
import { useLoadedUser, useUser } from '../account/use-user';
import { FormAlert, SubmitButton } from '../shared/FormParts';
import { PageTitle } from '../shared/PageTitle';
import { ErrorState, Loading } from '../shared/StatusViews';
import { TextField } from '../shared/TextField';
import { errorMessage } from '../shared/error-message';
import { useForm, type Rule } from '../shared/use-form';
import { useSession } from '../session/use-session';
import { useFocusOn } from './use-focus';
import { verificationStatusText, type StatusTone } from './verification-status';

type Channel = 'email' | 'phone';
type Account = ReturnType<typeof useAccount>;

/** Seconds before a code can be sent again (the server allows 5 codes per 10 minutes). */
const RESEND_WAIT_S = 30;

const TITLE = 'Verificar tu cuenta';

export default function VerifyScreen() {
  const [params] = useSearchParams();
  const uuid = params.get('uuid');
  const volver = params.get('volver');
  // A link from the email verifies by itself, signed in or not; typing a code needs the account.
  if (uuid) return <VerifyLink uuid={uuid} />;
  return (
    <RequireUser>
      <VerifyWithCode volver={volver} />
    </RequireUser>
  );
}

/** `/verificar?uuid=…`: the email's link, verified as soon as the page opens. */
function VerifyLink({ uuid }: { uuid: string }) {
  useShopperClient();
  const account = useAccount();
  const session = useSession();
  const { user } = useUser();
  const [state, setState] = useState<{ step: 'working' } | { step: 'done' } | { step: 'already' } | { step: 'failed'; error: unknown }>({ step: 'working' });
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (started.current === uuid) return;
    started.current = uuid;
    account()
      .then((a) => a.verifyCode({ uuid }))
      .then(
        (answer) => setState({ step: answer.already_verified ? 'already' : 'done' }),
        (error: unknown) => setState({ step: 'failed', error }),
      );
  }, [account, uuid]);
  // A refused link of a signed-in shopper whose email is verified (a server that does not say already_verified):
  // the email is verified, and that is what the shopper needs to know.
  const step = state.step === 'failed' && session.isSignedIn && user?.is_email_verified ? 'already' : state.step;

  return (
    <div className="auth">
      <PageTitle>{TITLE}</PageTitle>
      {step === 'working' ? (
        <Loading label="Verificando tu correo…" skeleton="none" />
      ) : step === 'already' ? (
        <section className="card auth__card auth__done" data-testid="verify-already">
          <div role="status">
            <h2 className="auth__heading auth__heading--ok">Tu correo ya está verificado</h2>
          </div>
          <p>Este enlace ya se usó y tu correo quedó confirmado: no necesitas hacer nada más.</p>
          <VerifiedActions signedIn={session.isSignedIn} />
        </section>
      ) : step === 'done' ? (
        <section className="card auth__card auth__done" data-testid="verify-done">
          <p className="message message--success" role="status">
            ¡Listo! Verificamos tu correo electrónico.
          </p>
          <VerifiedActions signedIn={session.isSignedIn} />
        </section>
      ) : (
        <section className="card auth__card" data-testid="verify-failed">
          <h2 className="auth__heading">No pudimos verificar tu correo con este enlace</h2>
          <div role="alert">
            <p className="message message--error">{errorMessage('error' in state ? state.error : null)}</p>
          </div>
          <div className="auth__actions">
            <Link className="button button--primary" to="/verificar">
              Pedir un código nuevo
            </Link>
          </div>
        </section>
      )}
    </div>
  );
}

/** The result of the last send or resend, shown in a polite status line or an alert. */
type Notice = { tone: StatusTone; text: string } | null;

function NoticeLines({ notice }: { notice: Notice }) {
  return (
    <>
      <div role="status" className="auth__status">
        {notice && notice.tone !== 'problem' ? <p className="message message--success">{notice.text}</p> : null}
      </div>
      <div role="alert" className="form__alert">
        {notice?.tone === 'problem' ? <p className="message message--error">{notice.text}</p> : null}
      </div>
    </>
  );
}

/** `/verificar` for a signed-in shopper: the code sent to the email (or to a phone the shopper gives). */
function VerifyWithCode({ volver }: { volver: string | null }) {
  // A restored session whose user was not fetched yet is fetched.
  const user = useLoadedUser();
  const account = useAccount();
  const id = useId();
  const [channel, setChannel] = useState<Channel>('email');
  /** The phone a code went to (the code step of the phone channel). */
  const [phoneTarget, setPhoneTarget] = useState<string | null>(null);
  /** What this visit verified, with its words. */
  const [done, setDone] = useState<{ channel: Channel; text: string } | null>(null);
  /** A code is being checked: the user reloads before the answer arrives, and must not show as "already verified" meanwhile. */
  const [checking, setChecking] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const view = done ? 'done' : channel === 'email' ? (user.user?.is_email_verified && !checking ? 'verified' : 'email') : phoneTarget ? 'phone-code' : 'phone';
  const headingRef = useFocusOn<HTMLHeadingElement>(view);

  if (!user.user) {
    if (user.status === 'error') return <ErrorState error={user.error} onRetry={() => user.reload().catch(() => undefined)} subject="tu cuenta" />;
    return <Loading label="Cargando tu cuenta…" />;
  }
  const email = user.user.email ?? '';

  function switchTo(next: Channel) {
    setNotice(null);
    setPhoneTarget(null);
    setChannel(next);
  }

  const verified = (which: Channel, text?: string) => {
    setChecking(false);
    setDone({ channel: which, text: text ?? (which === 'email' ? '¡Listo! Verificamos tu correo electrónico.' : '¡Listo! Verificamos tu teléfono.') });
  };

  const nextLinks = (
    <div className="auth__actions">
      <Link className="button button--primary" to="/cuenta">
        Ir a mi cuenta
      </Link>
      {volver && safeReturnPath(volver) !== '/' ? <Link to={safeReturnPath(volver)}>Continuar donde estabas</Link> : <Link to="/">Seguir comprando</Link>}
    </div>
  );

  return (
    <div className="auth">
      <PageTitle>{TITLE}</PageTitle>
      {view === 'done' ? (
        <section className="card auth__card auth__done" aria-labelledby={`${id}-h`} data-testid="verify-done">
          <h2 id={`${id}-h`} ref={headingRef} tabIndex={-1} className="auth__heading auth__heading--ok">
            {done!.text}
          </h2>
          {nextLinks}
        </section>
      ) : view === 'verified' ? (
        <section className="card auth__card auth__done" aria-labelledby={`${id}-h`} data-testid="verify-already">
          <h2 id={`${id}-h`} ref={headingRef} tabIndex={-1} className="auth__heading auth__heading--ok">
            Tu correo ya está verificado
          </h2>
          <p>
            <strong className="auth__address">{email}</strong> es el correo de tu cuenta y ya está confirmado: no necesitas un código.
          </p>
          {nextLinks}
          <p className="auth__switch">
            <button type="button" className="button button--link" onClick={() => switchTo('phone')}>
              Verificar un teléfono
            </button>
          </p>
        </section>
      ) : view === 'phone' ? (
        <section className="card auth__card" aria-labelledby={`${id}-h`}>
          <h2 id={`${id}-h`} ref={headingRef} tabIndex={-1} className="auth__heading">
            Verifica tu teléfono
          </h2>
          <PhoneForm
            account={account}
            initial={user.user.phone ?? ''}
            onStatus={(status, phone) => {
              const shown = verificationStatusText(status, 'phone', phone);
              if (shown.tone === 'verified') verified('phone', shown.text);
              else if (status === 'CREATED') {
                setNotice(shown);
                setPhoneTarget(phone);
              }
              return shown.tone === 'problem' ? shown.text : null;
            }}
          />
          <p className="auth__switch">
            <button type="button" className="button button--link" onClick={() => switchTo('email')}>
              Verificar mi correo en su lugar
            </button>
          </p>
        </section>
      ) : (
        <section className="card auth__card" aria-labelledby={`${id}-h`}>
          <h2 id={`${id}-h`} ref={headingRef} tabIndex={-1} className="auth__heading">
            {channel === 'email' ? 'Escribe el código de tu correo' : 'Escribe el código del SMS'}
          </h2>
          <p>
            Enviamos un código de 6 dígitos a <strong className="auth__address">{channel === 'email' ? email : phoneTarget}</strong>. Vence en 15 minutos; si
            no te llegó o ya venció, pide otro.
          </p>
          <NoticeLines notice={notice} />
          <CodeForm
            account={account}
            onStart={() => setChecking(true)}
            onFailed={() => setChecking(false)}
            onVerified={() => verified(channel)}
          />
          <Resend account={account} channel={channel} target={channel === 'email' ? email : phoneTarget!} onNotice={setNotice} />
          <p className="auth__switch auth__switch--split">
            {channel === 'email' ? (
              <button type="button" className="button button--link" onClick={() => switchTo('phone')}>
                Prefiero verificar un teléfono
              </button>
            ) : (
              <>
                <button type="button" className="button button--link" onClick={() => switchTo('phone')}>
                  Cambiar el número
                </button>
                <button type="button" className="button button--link" onClick={() => switchTo('email')}>
                  Verificar mi correo en su lugar
                </button>
              </>
            )}
            <Link to={volver ? safeReturnPath(volver) : '/cuenta'}>Lo haré después</Link>
          </p>
        </section>
      )}
    </div>
  );
}

const CODE = /^\d{6}$/;
const codeRule: Rule<{ code: string }> = (value) => {
  const code = value.replace(/\s/g, '');
  if (!code) return 'Escribe el código que te enviamos.';
  return CODE.test(code) ? null : 'El código tiene 6 dígitos, solo números.';
};

function CodeForm({ account, onStart, onFailed, onVerified }: { account: Account; onStart: () => void; onFailed: () => void; onVerified: () => void }) {
  const id = useId();
  const form = useForm({ code: '' }, { code: codeRule });
  const submit = form.onSubmit(async ({ code }) => {
    onStart();
    try {
      await (await account()).verifyCode({ code: code.replace(/\s/g, '') });
    } catch (error) {
      onFailed();
      throw error;
    }
    onVerified();
  });
  return (
    <form className="form auth__code" onSubmit={submit} data-testid="code-form" aria-busy={form.sending} noValidate>
      <FormAlert id={`${id}-alert`} failure={form.failure} blocking={form.blocking} />
      <TextField
        id={`${id}-code`}
        label="Código de verificación"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        required
        className="auth__code-input"
        {...form.field('code')}
      />
      <SubmitButton sending={form.sending} busy="Verificando…">
        Verificar
      </SubmitButton>
    </form>
  );
}

/** A wait in Spanish, to the second: «45 s», «7 min 59 s», «8 min». */
export function waitText(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return `${rest} s`;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

/** How long the API asks to wait before another code (TOO_MANY_REQUESTS with its Retry-After), in seconds; else null. */
function refusedFor(error: unknown): number | null {
  const failure = toUseCaseError(error);
  if (failure.cause !== 'TOO_MANY_REQUESTS') return null;
  const seconds = (failure.details as { retryAfterSeconds?: unknown } | null | undefined)?.retryAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
}

function Resend({ account, channel, target, onNotice }: { account: Account; channel: Channel; target: string; onNotice: (notice: Notice) => void }) {
  // When another code may be asked for (a clock time: a tab left in the background still counts right), and the
  // seconds left, redrawn each second until then.
  const [until, setUntil] = useState<number | null>(null);
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (until === null) return;
    const tick = () => {
      const seconds = Math.max(0, Math.ceil((until - Date.now()) / 1000));
      setLeft(seconds);
      if (seconds === 0) setUntil(null);
    };
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [until]);

  const waitFor = (seconds: number) => {
    setUntil(Date.now() + seconds * 1000);
    setLeft(seconds);
  };

  async function resend() {
    setSending(true);
    onNotice(null);
    try {
      const status = await (await account()).resendVerification({ channel });
      onNotice(verificationStatusText(status, channel, target));
      waitFor(RESEND_WAIT_S);
    } catch (error) {
      onNotice({ tone: 'problem', text: errorMessage(error) });
      // The API refuses more codes for a while (after the fifth): the button waits as long, and says so.
      const seconds = refusedFor(error);
      if (seconds) waitFor(seconds);
    } finally {
      setSending(false);
    }
  }

  const waiting = until !== null && left > 0;
  return (
    <p className="auth__resend">
      <button type="button" className="button button--secondary" onClick={resend} disabled={sending || waiting} aria-describedby={waiting ? 'verify-resend-wait' : undefined}>
        {sending ? 'Enviando…' : 'Reenviar el código'}
      </button>
      {/* Always in the page, so the button does not move when the countdown appears. */}
      <span className="auth__wait" id="verify-resend-wait" aria-hidden={!waiting}>
        {waiting ? `Podrás pedir otro en ${waitText(left)}.` : ''}
      </span>
    </p>
  );
}

const PHONE = /^\+?\d{8,15}$/;
const phoneRule: Rule<{ phone: string }> = (value) => {
  const phone = value.replace(/[\s\-().]/g, '');
  if (!phone) return 'Escribe tu número de teléfono.';
  return PHONE.test(phone) ? null : 'El número debe tener 8 dígitos (Guatemala) o el código del país y el número, como +1 212 555 0123.';
};

function PhoneForm({ account, initial, onStatus }: { account: Account; initial: string; onStatus: (status: VerificationCodeStatus, phone: string) => string | null }) {
  const id = useId();
  const form = useForm({ phone: initial }, { phone: phoneRule });
  const [problem, setProblem] = useState<string | null>(null);
  const submit = form.onSubmit(async ({ phone }) => {
    setProblem(null);
    const number = phone.replace(/[\s\-().]/g, '');
    const status = await (await account()).sendVerification({ channel: 'phone', phone: number });
    setProblem(onStatus(status, number));
  });
  const alert = problem ?? (form.failure ? errorMessage(form.failure) : form.blocking ? 'Revisa el campo marcado.' : null);
  return (
    <form className="form" onSubmit={submit} data-testid="phone-form" aria-busy={form.sending} noValidate>
      {/* One alert region for the server's refusal, the field's problem and a status that stops the SMS. */}
      <div role="alert" id={`${id}-alert`} className="form__alert">
        {alert ? <p className="message message--error">{alert}</p> : null}
      </div>
      <TextField
        id={`${id}-phone`}
        label="Número de teléfono"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={20}
        required
        hint="Te enviaremos un código por SMS. 8 dígitos en Guatemala, o con el código del país (+1…)."
        {...form.field('phone')}
        errorId={problem ? `${id}-alert` : null}
      />
      <SubmitButton sending={form.sending} busy="Enviando…">
        Enviarme un código
      </SubmitButton>
    </form>
  );
}

/** Where a shopper goes once the email is verified: their account (signing in first when needed), or on shopping. */
function VerifiedActions({ signedIn }: { signedIn: boolean }) {
  return (
    <div className="auth__actions">
      {signedIn ? (
        <Link className="button button--primary" to="/cuenta">
          Ir a mi cuenta
        </Link>
      ) : (
        <Link className="button button--primary" to="/ingresar?volver=/cuenta">
          Ingresar
        </Link>
      )}
      <Link to="/">Seguir comprando</Link>
    </div>
  );
}
