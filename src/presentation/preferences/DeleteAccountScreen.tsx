import './preferences.css';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { RequireUser } from '../account/RequireUser';
import { FormAlert } from '../shared/FormParts';
import { PageTitle } from '../shared/PageTitle';
import { ErrorState, Loading } from '../shared/StatusViews';
import { TextField } from '../shared/TextField';
import { useForm } from '../shared/use-form';
import { BackToAccount, useLoadedUser } from './parts';
import { useDeleteAccount } from './use-delete-account';

/**
 * What happens to the orders, as the local API does it (account/delete-account.ts, orders/deleted-account.ts):
 * unpaid ones are cancelled through the usual cancellation, every order stays without the person's data, and a
 * paid order not yet received stops the deletion (the API answers why, and FormAlert shows it).
 */
const ORDERS = [
  'Los pedidos que aún no pagaste, incluidos los de pago contra entrega, se cancelan: los productos y asientos que apartaban vuelven a estar disponibles, y el saldo de tarjeta de regalo que usaste vuelve a la tarjeta.',
  'Todos tus pedidos se quedan en nuestros registros sin tu nombre, correo, teléfono ni dirección exacta: conservamos sus productos, montos y pagos, y solo la ciudad y el departamento de entrega.',
  'Si tienes un pedido pagado que aún no recibes, o uno contra entrega que ya va en camino, podrás eliminar tu cuenta cuando lo recibas (o lo canceles, si todavía no sale).',
] as const;

/** What the deletion takes away, in the order of spec section 4 (the server's part first, then this device's). */
const LOST = [
  'tu cuenta y tu perfil: nombre, correo, teléfono y foto;',
  'tus direcciones, puntos de recogida y tarjetas guardadas;',
  'tu historial de pedidos: ya no podrás verlo ni descargar sus facturas;',
  'tus puntos y cupones;',
  'tus notificaciones y sus ajustes;',
  'tu documento de identidad;',
  'tus favoritos.',
];

export default function DeleteAccountScreen() {
  const [phase, setPhase] = useState<'confirm' | 'deleting' | 'done'>('confirm');
  return (
    <div className="prefs" data-phase={phase}>
      {phase === 'done' ? (
        <Deleted />
      ) : (
        <>
          <BackToAccount />
          <PageTitle>Eliminar tu cuenta</PageTitle>
          {/* While the deletion runs the session turns anonymous: `leaving` keeps the gate from sending the shopper to the login page. */}
          <RequireUser leaving={phase === 'deleting'}>
            <Confirmation deleting={phase === 'deleting'} onPhase={setPhase} />
          </RequireUser>
        </>
      )}
    </div>
  );
}

function Confirmation({ deleting, onPhase }: { deleting: boolean; onPhase: (phase: 'confirm' | 'deleting' | 'done') => void }) {
  const id = useId();
  const deleteAccount = useDeleteAccount();
  const user = useLoadedUser(!deleting);
  // The deletion empties the user store before it ends: the form keeps the account it was showing.
  const shown = useRef(user.user);
  if (user.user) shown.current = user.user;
  const [understood, setUnderstood] = useState(false);
  // Typing the account's own email (not a fixed word) shows which account goes, on a device someone else may
  // have signed into, and cannot be typed from habit. An account without an email types ELIMINAR.
  const email = shown.current?.email?.trim() || null;
  const expected = email ?? 'ELIMINAR';
  const form = useForm(
    { confirm: '' },
    {
      confirm: (value) =>
        !value.trim()
          ? email
            ? 'Escribe el correo de tu cuenta.'
            : 'Escribe ELIMINAR.'
          : value.trim().toLowerCase() === expected.toLowerCase()
            ? null
            : email
              ? 'No coincide con el correo de tu cuenta.'
              : 'Escribe ELIMINAR, en mayúsculas o minúsculas.',
    },
  );
  const confirmed = understood && form.values.confirm.trim().toLowerCase() === expected.toLowerCase();

  if (user.status === 'error' && !shown.current) return <ErrorState error={user.error} onRetry={() => user.reload().catch(() => undefined)} subject="tu cuenta" />;
  if (!shown.current) return <Loading label="Cargando tu cuenta…" skeleton="none" />;

  const submit = form.onSubmit(async () => {
    onPhase('deleting');
    try {
      await deleteAccount();
    } catch (error) {
      // Still signed in: the account stays, and the form shows why.
      onPhase('confirm');
      throw error;
    }
    onPhase('done');
  });

  return (
    <form className="form card delete" onSubmit={submit} noValidate aria-describedby={`${id}-lost`}>
      <div id={`${id}-lost`}>
        <p className="delete__lead">
          Vas a eliminar la cuenta <strong className="delete__email">{email ?? 'sin correo'}</strong>. Se borrará para siempre:
        </p>
        <ul className="delete__list">
          {LOST.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>Además, tu carrito se vaciará y empezarás con uno nuevo, sin sesión.</p>
        <h2 className="delete__subtitle">Tus pedidos</h2>
        {ORDERS.map((text) => (
          <p key={text} className="delete__orders">
            {text}
          </p>
        ))}
      </div>
      <label className="delete__check">
        <input type="checkbox" checked={understood} onChange={(event) => setUnderstood(event.target.checked)} />
        Entiendo que esto no se puede deshacer
      </label>
      <TextField
        id={`${id}-confirm`}
        label={email ? 'Escribe el correo de tu cuenta para confirmar' : 'Escribe ELIMINAR para confirmar'}
        type={email ? 'email' : 'text'}
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="none"
        {...form.field('confirm')}
      />
      <FormAlert id={`${id}-alert`} failure={form.failure} />
      <p className="field__hint" id={`${id}-why`}>
        {confirmed ? 'Listo: el botón está activo.' : 'El botón se activa cuando marcas la casilla y escribes ' + (email ? 'tu correo.' : 'ELIMINAR.')}
      </p>
      <div className="delete__actions">
        <button type="submit" className="button button--danger" disabled={!confirmed || form.sending} aria-describedby={`${id}-why`}>
          {form.sending ? 'Eliminando…' : 'Eliminar mi cuenta'}
        </button>
        <Link to="/cuenta" className="button button--secondary">
          Cancelar
        </Link>
      </div>
    </form>
  );
}

/** After the deletion: the account is gone and the shopper browses anonymously; the home page takes it from here. */
function Deleted() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector('h1')?.focus();
  }, []);
  return (
    <div ref={ref} className="delete-done">
      <PageTitle>Tu cuenta fue eliminada</PageTitle>
      <p role="status" className="message message--success">
        Borramos tu cuenta y tus datos personales. Puedes seguir comprando sin cuenta o crear una nueva cuando quieras.
      </p>
      <p className="delete-done__actions">
        <Link to="/" className="button button--primary">
          Volver al inicio
        </Link>
      </p>
    </div>
  );
}
