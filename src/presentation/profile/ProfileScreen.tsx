import '../account/account.css';
import './profile.css';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { User } from '../../index';
import { personNameProblem } from '../../domain/user/user-rules';
import { RequireUser } from '../account/RequireUser';
import { useAccount } from '../account/use-account';
import { useLoadedUser } from '../account/use-user';
import { FormAlert, SubmitButton } from '../shared/FormParts';
import { PageTitle } from '../shared/PageTitle';
import { ErrorState, Loading } from '../shared/StatusViews';
import { TextField } from '../shared/TextField';
import { emailRule, required, useForm, type Rule } from '../shared/use-form';
import { AvatarSection, CurrentAvatar } from './AvatarSection';
import { useRefocus } from './use-send';

export default function ProfileScreen() {
  return (
    <RequireUser label="Cargando tu perfil…">
      <Profile />
    </RequireUser>
  );
}

function Profile() {
  // A restored session whose user was not fetched yet is fetched.
  const user = useLoadedUser();

  if (!user.user) {
    return (
      <div className="profile">
        <PageTitle>Tu perfil</PageTitle>
        {user.status === 'error' ? (
          <ErrorState error={user.error} onRetry={() => user.reload().catch(() => undefined)} subject="tu perfil" />
        ) : (
          <Loading label="Cargando tu perfil…" />
        )}
      </div>
    );
  }
  const me = user.user;
  const fullName = [me.first_name, me.last_name].filter(Boolean).join(' ') || 'Cliente';
  return (
    <div className="profile">
      <PageTitle>Tu perfil</PageTitle>
      <section className="profile__head" aria-label="Tu cuenta">
        <CurrentAvatar user={me} />
        <div className="profile__who">
          <p className="profile__name">{fullName}</p>
          <p className="profile__email">
            <span className="profile__email-label">Correo de ingreso: </span>
            <span className="profile__email-value">{me.email ?? 'Sin correo'}</span>{' '}
            <Verified ok={me.is_email_verified} />
          </p>
          {me.is_email_verified ? null : (
            <Link to="/verificar" className="profile__verify">
              Verificar tu correo
            </Link>
          )}
        </div>
      </section>
      <div className="profile__grid">
        <ProfileForm user={me} />
        <AvatarSection user={me} />
      </div>
    </div>
  );
}

export function Verified({ ok }: { ok: boolean }) {
  return <span className={`badge ${ok ? 'badge--verified' : 'badge--pending'}`}>{ok ? 'verificado' : 'sin verificar'}</span>;
}

// The server's phones (local-api/account/profile.ts): 8 digits of Guatemala (+502 optional) or +1 and 10 digits.
// Names: the server says in Spanish which characters it takes (letters, spaces, ' . -).
const PHONE = /^((\+|00)502)?[2-7]\d{7}$|^(\+|00)1[2-9]\d{9}$/;
const phoneRule: Rule<Record<string, string>> = (value) =>
  !value.trim() || PHONE.test(value.replace(/[\s().-]/g, ''))
    ? null
    : 'El teléfono no es válido: escribe 8 dígitos de Guatemala (como 5550 1234) o +1 y 10 dígitos de Estados Unidos.';
const contactRule: Rule<Record<string, string>> = (value, all) => (value.trim() ? emailRule(value, all) : null);
/** Required, then the API's own rule for names (the same words it answers with). */
const nameRule =
  (field: 'first_name' | 'last_name'): Rule<Record<string, string>> =>
  (value, all) =>
    required(field === 'first_name' ? 'tu nombre' : 'tu apellido')(value, all) ?? personNameProblem(field, value);

/** The contact email, when the user the library answers carries it. */
const contactOf = (user: User) => user.contact_email ?? '';

function ProfileForm({ user }: { user: User }) {
  const account = useAccount();
  const id = useId();
  const initial = { first_name: user.first_name ?? '', last_name: user.last_name ?? '', contact_email: contactOf(user), phone: user.phone ?? '' };
  const form = useForm(initial, {
    first_name: nameRule('first_name'),
    last_name: nameRule('last_name'),
    contact_email: contactRule,
    phone: phoneRule,
  });
  // The values last saved: the "saved" line shows while the form still holds them.
  const [saved, setSaved] = useState<string | null>(null);
  const alertId = `${id}-alert`;
  const formRef = useRef<HTMLFormElement>(null);
  useRefocus(form.sending, () => formRef.current?.querySelector<HTMLElement>('button[type=submit]'));

  const send = form.onSubmit(async (values) => {
    setSaved(null);
    const update: Record<string, string> = { first_name: values.first_name.trim(), last_name: values.last_name.trim() };
    // An empty optional field that was empty already is left alone (sending "" clears it on the server).
    for (const key of ['contact_email', 'phone'] as const) {
      const value = values[key].trim();
      if (value || initial[key]) update[key] = value;
    }
    const answer = await (await account()).updateProfile(update);
    // The phone as the server stored it (+502…).
    const next = { ...values, phone: answer.phone ?? '' };
    if (next.phone !== values.phone) form.set('phone', next.phone);
    setSaved(JSON.stringify(next));
  });
  const showSaved = saved !== null && saved === JSON.stringify(form.values);

  return (
    <form ref={formRef} className="form card profile__card" onSubmit={send} noValidate aria-labelledby={`${id}-title`} data-testid="profile-form">
      <h2 id={`${id}-title`} className="profile__card-title">
        Tus datos
      </h2>
      <TextField id={`${id}-first`} label="Nombre" autoComplete="given-name" maxLength={80} {...form.field('first_name')} />
      <TextField id={`${id}-last`} label="Apellido" autoComplete="family-name" maxLength={80} {...form.field('last_name')} />
      <TextField
        id={`${id}-contact`}
        label="Correo de contacto (opcional)"
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={254}
        placeholder="nombre@correo.com"
        hint="Para avisos de tus pedidos. Si lo dejas vacío, usamos tu correo de ingreso."
        {...form.field('contact_email')}
      />
      <TextField
        id={`${id}-phone`}
        label="Teléfono (opcional)"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={32}
        placeholder="5550 1234"
        hint="8 dígitos de Guatemala o +1 y 10 dígitos de Estados Unidos."
        {...form.field('phone')}
      />
      {user.phone ? (
        <p className="profile__phone-state">
          Tu teléfono {user.phone}: <Verified ok={user.is_phone_verified} />
          {user.is_phone_verified ? null : (
            <>
              {' '}
              <Link to="/verificar">Verificar tu teléfono</Link>
            </>
          )}
        </p>
      ) : null}
      <FormAlert id={alertId} failure={form.failure} blocking={form.blocking} />
      <div className="profile__actions">
        <SubmitButton sending={form.sending} busy="Guardando…" className="button button--primary">
          Guardar cambios
        </SubmitButton>
        <p role="status" className="profile__saved">
          {showSaved ? 'Listo: guardamos tus datos.' : null}
        </p>
      </div>
    </form>
  );
}
