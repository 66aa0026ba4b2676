import './preferences.css';
import { useEffect, useMemo, useRef, useState, type MouseEvent, type RefObject } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Notification } from '../../domain/account/profile';
import { RequireUser } from '../account/RequireUser';
import { safeReturnPath } from '../account/return-path';
import { errorMessage } from '../shared/error-message';
import { PageTitle } from '../shared/PageTitle';
import { EmptyState, ErrorState } from '../shared/StatusViews';
import { internalUrl, linkLabel, NOTIFICATION_LABELS, notificationDate, readSeen, writeSeen } from './notification-types';
import { BackToAccount, useLoadedUser } from './parts';
import { useNotifications } from './use-notifications';

export default function NotificationsScreen() {
  const root = useRef<HTMLDivElement>(null);
  return (
    <div className="prefs" ref={root}>
      <BackToAccount />
      <PageTitle>Notificaciones</PageTitle>
      <RequireUser label="Cargando tus notificaciones…">
        <NotificationList root={root} />
      </RequireUser>
    </div>
  );
}

function NotificationList({ root }: { root: RefObject<HTMLDivElement | null> }) {
  const notifications = useNotifications();
  const { state } = notifications;
  const navigate = useNavigate();
  const user = useLoadedUser();
  const publicId = user.user?.public_id ?? null;
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState<{ id: string; error: unknown } | null>(null);
  const [focusTarget, setFocusTarget] = useState<{ id: string } | null>(null);

  // What this device had seen when the screen opened: everything else is "Nueva" for the whole visit,
  // and is recorded as seen once shown, so it is not new next time.
  const seenAtOpen = useMemo(() => (publicId ? readSeen(publicId) : null), [publicId]);
  // A list already on screen stays while it is listed again (or when listing again fails).
  const ready = state.status === 'ready' || state.notifications.length > 0;
  const userKnown = Boolean(publicId) || user.status === 'error';
  useEffect(() => {
    if (publicId && state.status === 'ready') writeSeen(publicId, state.notifications.map((n) => String(n.id)));
  }, [publicId, state.status, state.notifications]);

  // After a clear, the next item (or the heading when none is left) takes the focus, once it is on the page.
  useEffect(() => {
    if (!focusTarget) return;
    const target = focusTarget.id === 'heading' ? root.current?.querySelector('h1') : document.getElementById(focusTarget.id);
    target?.focus();
  }, [focusTarget]);

  async function clear(notification: Notification, index: number) {
    const id = String(notification.id);
    if (busy) return;
    setBusy(id);
    setFailed(null);
    try {
      await notifications.clear(notification);
      const rest = state.notifications.filter((n) => String(n.id) !== id);
      const next = rest[Math.min(index, rest.length - 1)];
      setFocusTarget({ id: next ? clearButtonId(next) : 'heading' });
    } catch (error) {
      setFailed({ id, error });
    } finally {
      setBusy(null);
    }
  }

  async function open(event: MouseEvent<HTMLAnchorElement>, notification: Notification) {
    // A new tab or window opens the link as it is.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const id = String(notification.id);
    setBusy(id);
    setFailed(null);
    try {
      const url = await notifications.open(notification);
      navigate(safeReturnPath(url));
    } catch (error) {
      setFailed({ id, error });
      setBusy(null);
    }
  }

  if (state.status === 'error' && state.notifications.length === 0) {
    return <ErrorState error={state.error} onRetry={notifications.reload} subject="tus notificaciones" />;
  }
  if (!ready || !userKnown) {
    return (
      <div role="status" className="notif-skeleton">
        <span className="visually-hidden">Cargando tus notificaciones…</span>
        {[0, 1, 2].map((i) => (
          <div key={i} className="skeleton notif-skeleton__row" aria-hidden="true" />
        ))}
      </div>
    );
  }
  if (state.notifications.length === 0) {
    return (
      <EmptyState action={<Link to="/cuenta/ajustes">Elegir qué notificaciones recibir</Link>}>
        No tienes notificaciones. Aquí verás los avisos de tus pedidos, tus preguntas y tus favoritos.
      </EmptyState>
    );
  }

  return (
    <>
      <p className="prefs__intro">
        Los avisos de tu cuenta, del más reciente al más antiguo. <Link to="/cuenta/ajustes">Elige cuáles recibir</Link>.
      </p>
      <ul className="notif-list">
        {state.notifications.map((n, index) => {
          const id = String(n.id);
          const isNew = seenAtOpen !== null && !seenAtOpen.has(id);
          const to = internalUrl(n.url);
          const date = notificationDate(n.status_changed_date);
          const subject = n.subject || NOTIFICATION_LABELS[n.type];
          return (
            <li key={id} className={`notif${isNew ? ' notif--new' : ''}`} aria-busy={busy === id || undefined}>
              <span className="notif__icon" data-type={n.type} aria-hidden="true" />
              <div className="notif__body">
                <p className="notif__meta">
                  {isNew ? <span className="notif__new">Nueva</span> : null}
                  <span className="notif__type">{NOTIFICATION_LABELS[n.type]}</span>
                  {date ? <time dateTime={n.status_changed_date!}>{date}</time> : null}
                </p>
                <h2 className="notif__subject">{subject}</h2>
                {n.message ? <p className="notif__message">{n.message}</p> : null}
                {n.order_number != null ? <p className="notif__order">Pedido n.º {n.order_number}</p> : null}
                <div className="notif__actions">
                  {to ? (
                    <Link to={to} className="notif__link" onClick={(event) => open(event, n)}>
                      {linkLabel(n)}
                      {' '}
                    <span className="visually-hidden">«{subject}»</span>
                    </Link>
                  ) : null}
                  <button type="button" id={clearButtonId(n)} className="button button--link notif__clear" onClick={() => clear(n, index)}>
                    {busy === id ? 'Borrando…' : 'Borrar'}
                    {' '}
                    <span className="visually-hidden">«{subject}»</span>
                  </button>
                </div>
                {failed?.id === id ? (
                  <p role="alert" className="message message--error">
                    {errorMessage(failed.error, 'esta notificación')}
                  </p>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}

const clearButtonId = (n: Notification) => `notif-clear-${String(n.id)}`;
