import './auth.css';
import { useEffect, useId, useRef, useState } from 'react';
import { earlySubmitProps, useEarlySubmit } from '../shared/early-submit';
import { Link } from 'react-router';
import { useShopperClient } from '../app/tienda-context';
import { useAccount } from '../account/use-account';
import { FormAlert, SubmitButton } from '../shared/FormParts';
import { PageTitle } from '../shared/PageTitle';
import { TextField } from '../shared/TextField';
import { errorMessage } from '../shared/error-message';
import { emailRule, useForm } from '../shared/use-form';
import { useFocusOn } from './use-focus';

export default function ForgotPasswordScreen() {
  useShopperClient();
  const account = useAccount();
  const id = useId();
  // A press before hydration is kept and sent once the form is live (shared/early-submit.ts).
  const formElement = useRef<HTMLFormElement>(null);
  useEarlySubmit(formElement);
  const form = useForm({ email: '' }, { email: emailRule });
  // Where the link went (the confirmation), and how the last "send again" went.
  const [sentTo, setSentTo] = useState<string | null>(null);
  // How long the link lasts, as the server's answer says (null: it did not say).
  const [linkMinutes, setLinkMinutes] = useState<number | null>(null);
  const [again, setAgain] = useState<{ state: 'idle' | 'sending' | 'sent' } | { state: 'failed'; error: unknown }>({ state: 'idle' });
  const titleRef = useFocusOn<HTMLHeadingElement>(sentTo !== null);
  // "Usar otro correo" brings the form back: its email field takes the focus the removed button had.
  const backToForm = useRef(false);
  useEffect(() => {
    if (sentTo !== null || !backToForm.current) return;
    backToForm.current = false;
    document.getElementById(`${id}-email`)?.focus();
  }, [sentTo, id]);

  const submit = form.onSubmit(async ({ email }) => {
    const sent = await (await account()).resetPassword({ email: email.trim() });
    setLinkMinutes(sent?.linkLifetimeMinutes ?? null);
    setAgain({ state: 'idle' });
    setSentTo(email.trim());
  });

  async function sendAgain() {
    if (!sentTo) return;
    setAgain({ state: 'sending' });
    try {
      const sent = await (await account()).resetPassword({ email: sentTo });
      setLinkMinutes(sent?.linkLifetimeMinutes ?? null);
      setAgain({ state: 'sent' });
    } catch (error) {
      setAgain({ state: 'failed', error });
    }
  }

  if (sentTo !== null) {
    return (
      <div className="auth">
        <PageTitle>Recuperar la contraseña</PageTitle>
        <section className="card auth__card auth__done" aria-labelledby={`${id}-sent`} data-testid="reset-sent">
          <h2 id={`${id}-sent`} ref={titleRef} tabIndex={-1}>
            Revisa tu correo
          </h2>
          <p>
            Si hay una cuenta con <strong className="auth__address">{sentTo}</strong>, te enviamos un enlace para elegir una contraseña nueva.
          </p>
          <p className="auth__note">
            {linkMinutes ? `El enlace vence en ${linkMinutes} minutos y sirve una sola vez.` : 'El enlace vence al poco tiempo y sirve una sola vez: úsalo pronto.'} Si pides otro, el anterior deja de funcionar. Si no lo ves, revisa la carpeta de
            correo no deseado.
          </p>
          <div role="status" className="auth__status">
            {again.state === 'sent' ? <p className="message message--success">Te enviamos un enlace nuevo. Usa el más reciente.</p> : null}
          </div>
          <div role="alert" className="form__alert">
            {again.state === 'failed' ? <p className="message message--error">{errorMessage(again.error)}</p> : null}
          </div>
          <div className="auth__actions">
            <button type="button" className="button button--secondary" onClick={sendAgain} disabled={again.state === 'sending'}>
              {again.state === 'sending' ? 'Enviando…' : 'Reenviar el enlace'}
            </button>
            <button type="button" className="button button--link" onClick={() => {
                backToForm.current = true;
                setSentTo(null);
              }}>
              Usar otro correo
            </button>
          </div>
        </section>
        <p className="auth__switch">
          <Link to="/ingresar">Volver a ingresar</Link>
        </p>
      </div>
    );
  }

  return (
    <div className="auth">
      <PageTitle>Recuperar la contraseña</PageTitle>
      <p className="auth__lead">Escribe el correo de tu cuenta y te enviaremos un enlace para elegir una contraseña nueva.</p>
      <form ref={formElement} {...earlySubmitProps} className="form card auth__card" onSubmit={submit} data-testid="reset-form" aria-busy={form.sending} noValidate>
        <FormAlert id={`${id}-alert`} failure={form.failure} blocking={form.blocking} />
        <TextField id={`${id}-email`} label="Correo electrónico" type="email" inputMode="email" autoComplete="email" maxLength={254} required {...form.field('email')} />
        <SubmitButton sending={form.sending} busy="Enviando…">
          Enviar el enlace
        </SubmitButton>
      </form>
      <p className="auth__switch">
        ¿La recordaste? <Link to="/ingresar">Ingresa</Link> · ¿No tienes cuenta? <Link to="/registro">Crea una</Link>
      </p>
    </div>
  );
}
