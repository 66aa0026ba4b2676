// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UseCaseError, type User } from '../../src/index';
import { NOTIFICATION_TYPES, type Notification, type Settings } from '../../src/domain/account/profile';
import DeleteAccountScreen from '../../src/presentation/preferences/DeleteAccountScreen';
import NotificationsScreen from '../../src/presentation/preferences/NotificationsScreen';
import SettingsScreen from '../../src/presentation/preferences/SettingsScreen';
import { NOTIFICATION_LABELS } from '../../src/presentation/preferences/notification-types';
import { fakeClient, signedInUser } from './fake-client';
import { renderAt } from './render';

afterEach(cleanup);
beforeEach(() => localStorage.clear());

const user = (overrides: Partial<User> = {}): User => signedInUser({ is_email_verified: true, ...overrides });

function note(id: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id,
    subject: `Aviso ${id}`,
    message: `Mensaje ${id}`,
    type: 'ORDER_STATUS',
    icon: null,
    background_color_hex: null,
    // No zone: read as local time, so the shown time does not depend on the machine's zone.
    status_changed_date: '2026-11-21T14:05:00',
    order_number: null,
    dismiss_after_open: false,
    url: null,
    ...overrides,
  };
}

/** A signed-in shopper (user U-1 loaded) whose list answers `list`; clearing drops from the real store, as the use case does. */
function signedIn(list: Notification[] = []) {
  const made = fakeClient();
  made.stores.session.setSession({ token: 't'.repeat(64), isUser: true }, { first_name: 'Ana', last_name: 'López', email: 'ana@tienda.test' });
  made.stores.user.setUser(user());
  const store = made.fakes.account.notifications;
  made.fakes.account.listNotifications.mockImplementation(async () => {
    store.setNotifications(list);
    return list;
  });
  made.fakes.account.clearNotification.mockImplementation(async ({ id }: { id: string | number }) => store.remove(id));
  return made;
}

const seenIds = () => JSON.parse(localStorage.getItem('tienda.notifications.seen.U-1') ?? 'null') as string[] | null;
const items = () => screen.getAllByRole('listitem');
const renderNotifications = (client: ReturnType<typeof fakeClient>['client']) =>
  renderAt(client, <NotificationsScreen />, { path: '/cuenta/notificaciones', pattern: '/cuenta/notificaciones' });

describe('NotificationsScreen', () => {
  it('marks the ones this device has not shown yet as «Nueva», in words, and records every shown id as seen', async () => {
    localStorage.setItem('tienda.notifications.seen.U-1', JSON.stringify(['1', '9']));
    const { client } = signedIn([note(2, { subject: 'Tu pedido salió' }), note(1, { subject: 'Correo verificado', type: 'EMAIL_VERIFIED' })]);
    renderNotifications(client);

    await screen.findByText('Tu pedido salió');
    const [fresh, old] = items();
    expect(within(fresh!).getByText('Nueva')).toBeTruthy();
    expect(within(old!).queryByText('Nueva')).toBeNull();
    expect(within(fresh!).getByText('21 nov 2026, 14:05').tagName).toBe('TIME');
    expect(within(fresh!).getByText('Tu pedido')).toBeTruthy();
    expect(within(old!).getByText('Correo verificado', { selector: '.notif__type' })).toBeTruthy();
    // Seen from now on; the id no longer listed (9) is forgotten.
    expect(seenIds()).toEqual(['2', '1']);

    cleanup();
    renderNotifications(client);
    await screen.findByText('Tu pedido salió');
    expect(screen.queryByText('Nueva')).toBeNull();
  });

  it('keeps a separate record per user', async () => {
    localStorage.setItem('tienda.notifications.seen.U-2', JSON.stringify(['1']));
    const { client } = signedIn([note(1)]);
    renderNotifications(client);
    await screen.findByText('Aviso 1');
    expect(screen.getByText('Nueva')).toBeTruthy();
  });

  it('gives each of the 13 types its own Spanish label and an icon rule in the stylesheet', async () => {
    expect(NOTIFICATION_TYPES).toHaveLength(13);
    const { client } = signedIn(NOTIFICATION_TYPES.map((type, i) => note(i + 1, { type, subject: `S${i + 1}` })));
    renderNotifications(client);
    await screen.findByText('S1');
    const css = readFileSync(join(import.meta.dirname, '../../src/presentation/preferences/preferences.css'), 'utf8');
    const labels = new Set<string>();
    items().forEach((item, i) => {
      const type = NOTIFICATION_TYPES[i]!;
      const label = item.querySelector('.notif__type')!.textContent!;
      expect(label).toBe(NOTIFICATION_LABELS[type]);
      expect(label).not.toMatch(/[A-Z]{2,}|_/);
      labels.add(label);
      expect(item.querySelector(`[data-type="${type}"]`)).toBeTruthy();
      expect(css).toMatch(new RegExp(`\\.notif__icon\\[data-type='${type}'\\] \\{ --icon: lucide\\([a-z-]+\\); \\}`));
    });
    expect(labels.size).toBe(13);
  });

  it('clears one with its id, moves the focus to the next one, and to the heading when none is left', async () => {
    const { client, fakes } = signedIn([note(1), note(2), note(3)]);
    renderNotifications(client);
    await screen.findByText('Aviso 1');

    const second = screen.getByRole('button', { name: 'Borrar «Aviso 2»' });
    second.focus();
    await act(async () => fireEvent.click(second));
    expect(fakes.account.clearNotification).toHaveBeenCalledWith({ id: 2 });
    expect(screen.queryByText('Aviso 2')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Borrar «Aviso 3»' }));

    // The last one: the focus goes back up to the one before it.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Borrar «Aviso 3»' })));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Borrar «Aviso 1»' }));

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Borrar «Aviso 1»' })));
    expect(fakes.account.clearNotification).toHaveBeenCalledTimes(3);
    expect(screen.getByText(/No tienes notificaciones/)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Notificaciones' }));
  });

  it('shows a failed clear in Spanish beside the notification and keeps the whole list', async () => {
    const { client, fakes } = signedIn([note(1), note(2)]);
    fakes.account.clearNotification.mockRejectedValue(new UseCaseError('networkConnection'));
    renderNotifications(client);
    await screen.findByText('Aviso 1');
    const button = screen.getByRole('button', { name: 'Borrar «Aviso 1»' });
    button.focus();
    await act(async () => fireEvent.click(button));

    expect(items()).toHaveLength(2);
    const alert = within(items()[0]!).getByRole('alert');
    expect(alert.textContent).toBe(new UseCaseError('networkConnection').shopperMessage);
    expect(alert.textContent).toMatch(/conexión|internet|red/i);
    expect(document.activeElement).toBe(button);
    expect(button.textContent).toContain('Borrar');
  });

  it('opens through openNotification and goes to the store path it answers', async () => {
    const product = note(1, { type: 'FAVORITE_ON_SALE', url: '/producto/audifonos-sonaria', dismiss_after_open: true });
    const { client, fakes } = signedIn([product, note(2, { url: '/cuenta/pedidos/TND-1', order_number: 'TND-1' })]);
    fakes.account.openNotification.mockResolvedValue('/producto/audifonos-sonaria');
    const { router } = renderNotifications(client);
    await screen.findByText('Aviso 1');
    expect(screen.getByRole('link', { name: 'Ver el pedido «Aviso 2»' }).getAttribute('href')).toBe('/cuenta/pedidos/TND-1');
    expect(screen.getByText('Pedido n.º TND-1')).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Ver el producto «Aviso 1»' })));
    expect(fakes.account.openNotification).toHaveBeenCalledWith(product);
    expect(router.state.location.pathname).toBe('/producto/audifonos-sonaria');
  });

  it('never leaves the store: no link to an outside address, and an outside answer goes home', async () => {
    const { client, fakes } = signedIn([note(1, { url: '//malo.example/robar' }), note(2, { url: 'https://malo.example' }), note(3, { url: '/producto/x' })]);
    fakes.account.openNotification.mockResolvedValue('//malo.example/robar');
    const { router } = renderNotifications(client);
    await screen.findByText('Aviso 1');
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).not.toContain('//malo.example/robar');
    expect(within(items()[0]!).queryByRole('link')).toBeNull();
    expect(within(items()[1]!).queryByRole('link')).toBeNull();

    await act(async () => fireEvent.click(within(items()[2]!).getByRole('link')));
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows reserved skeleton rows while loading, then the empty state', async () => {
    const { client, fakes } = signedIn([]);
    let answer!: () => void;
    fakes.account.listNotifications.mockImplementation(() => {
      fakes.account.notifications.setLoading();
      return new Promise((resolve) => {
        answer = () => {
          fakes.account.notifications.setNotifications([]);
          resolve([]);
        };
      });
    });
    const { container } = renderNotifications(client);
    await waitFor(() => expect(container.querySelectorAll('.notif-skeleton__row')).toHaveLength(3));
    expect(screen.getByRole('status').textContent).toBe('Cargando tus notificaciones…');
    await act(async () => answer());
    expect(screen.getByText(/No tienes notificaciones/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Elegir qué notificaciones recibir' }).getAttribute('href')).toBe('/cuenta/ajustes');
  });

  it('shows a failed list in Spanish with a retry that lists again', async () => {
    const { client, fakes } = signedIn([note(1)]);
    fakes.account.listNotifications.mockImplementationOnce(async () => {
      const failure = new UseCaseError('networkConnection');
      fakes.account.notifications.setError(failure);
      throw failure;
    });
    renderNotifications(client);
    expect((await screen.findByRole('alert')).textContent).toBe(new UseCaseError('networkConnection').shopperMessage);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reintentar' })));
    expect(fakes.account.listNotifications).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Aviso 1')).toBeTruthy();
  });
});

const SETTINGS: Settings = {
  push_orders: true,
  email_orders: true,
  push_answers: true,
  email_answers: true,
  push_waitlist: true,
  email_waitlist: true,
  push_offers: false,
  email_offers: false,
  push_wishlist: true,
  email_wishlist: true,
};

const toggle = (name: string) => screen.getByRole('switch', { name }) as HTMLInputElement;
const renderSettings = (client: ReturnType<typeof fakeClient>['client']) =>
  renderAt(client, <SettingsScreen />, { path: '/cuenta/ajustes', pattern: '/cuenta/ajustes' });

describe('SettingsScreen', () => {
  it('shows a switch per topic and channel, and saves one change at once with only its flag', async () => {
    const { client, fakes } = signedIn();
    fakes.account.loadSettings.mockResolvedValue(SETTINGS);
    fakes.account.updateSettings.mockImplementation(async (changes: Partial<Settings>) => ({ ...SETTINGS, ...changes }));
    renderSettings(client);
    await screen.findAllByRole('switch');
    expect(screen.getAllByRole('switch')).toHaveLength(10);
    for (const topic of ['Pedidos', 'Respuestas a tus preguntas', 'Lista de espera', 'Ofertas', 'Favoritos']) {
      expect(screen.getByRole('group', { name: topic })).toBeTruthy();
      expect(toggle(`Notificaciones en la app (${topic})`)).toBeTruthy();
      expect(toggle(`Correo (${topic})`)).toBeTruthy();
    }
    expect(toggle('Correo (Pedidos)').checked).toBe(true);
    expect(toggle('Notificaciones en la app (Ofertas)').checked).toBe(false);

    await act(async () => fireEvent.click(toggle('Correo (Pedidos)')));
    expect(fakes.account.updateSettings).toHaveBeenCalledTimes(1);
    expect(fakes.account.updateSettings).toHaveBeenCalledWith({ email_orders: false });
    expect(toggle('Correo (Pedidos)').checked).toBe(false);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Guardado: Pedidos, correo, desactivado.'));
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('puts a switch back and says why in Spanish when its save fails', async () => {
    const { client, fakes } = signedIn();
    fakes.account.loadSettings.mockResolvedValue(SETTINGS);
    fakes.account.updateSettings.mockRejectedValue(new UseCaseError('networkConnection'));
    renderSettings(client);
    await screen.findAllByRole('switch');
    await act(async () => fireEvent.click(toggle('Notificaciones en la app (Ofertas)')));
    expect(fakes.account.updateSettings).toHaveBeenCalledWith({ push_offers: true });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(new UseCaseError('networkConnection').shopperMessage));
    expect(screen.getByRole('alert').textContent).toContain('No se guardó «Ofertas, notificaciones en la app».');
    expect(toggle('Notificaciones en la app (Ofertas)').checked).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('saves one change after another, never two at once', async () => {
    const { client, fakes } = signedIn();
    fakes.account.loadSettings.mockResolvedValue(SETTINGS);
    // Each save is held until the test lets it answer.
    let inFlight = 0;
    let most = 0;
    const answers: (() => void)[] = [];
    fakes.account.updateSettings.mockImplementation(async () => {
      most = Math.max(most, ++inFlight);
      await new Promise<void>((resolve) => answers.push(resolve));
      inFlight--;
      return SETTINGS;
    });
    renderSettings(client);
    await screen.findAllByRole('switch');
    await act(async () => {
      fireEvent.click(toggle('Correo (Pedidos)'));
      fireEvent.click(toggle('Correo (Favoritos)'));
    });
    await waitFor(() => expect(answers).toHaveLength(1));
    // The second change waits for the first one's answer.
    expect(fakes.account.updateSettings).toHaveBeenCalledTimes(1);
    await act(async () => answers[0]!());
    await waitFor(() => expect(fakes.account.updateSettings).toHaveBeenCalledTimes(2));
    await act(async () => answers[1]!());
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Favoritos'));
    expect(most).toBe(1);
  });

  it('reserves the grid while loading, and offers a retry when loading fails', async () => {
    const { client, fakes } = signedIn();
    fakes.account.loadSettings.mockRejectedValueOnce(new UseCaseError('networkConnection')).mockResolvedValue(SETTINGS);
    const { container } = renderSettings(client);
    expect(container.querySelectorAll('.switch__placeholder')).toHaveLength(10);
    expect(await screen.findByText(new UseCaseError('networkConnection').shopperMessage)).toBeTruthy();
    expect(screen.queryAllByRole('switch')).toHaveLength(0);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reintentar' })));
    expect(await screen.findAllByRole('switch')).toHaveLength(10);
    expect(fakes.account.loadSettings).toHaveBeenCalledTimes(2);
  });
});

const renderDelete = (client: ReturnType<typeof fakeClient>['client']) =>
  renderAt(client, <DeleteAccountScreen />, { path: '/cuenta/eliminar', pattern: '/cuenta/eliminar' });
const deleteButton = () => screen.getByRole('button', { name: /Eliminar mi cuenta|Eliminando…/ }) as HTMLButtonElement;
const understood = () => screen.getByRole('checkbox', { name: 'Entiendo que esto no se puede deshacer' }) as HTMLInputElement;
const emailBox = () => screen.getByLabelText('Escribe el correo de tu cuenta para confirmar') as HTMLInputElement;

describe('DeleteAccountScreen', () => {
  it('names what will be lost and enables the red button only once ticked and the account email typed', () => {
    const { client, fakes } = signedIn();
    renderDelete(client);
    const text = screen.getByRole('list').textContent!;
    for (const lost of ['tu cuenta y tu perfil', 'direcciones', 'tarjetas guardadas', 'historial de pedidos', 'puntos y cupones', 'notificaciones', 'documento de identidad', 'favoritos'])
      expect(text).toContain(lost);
    expect(screen.getByText(/tu carrito se vaciará y empezarás con uno nuevo/)).toBeTruthy();
    // What happens to the orders (issue 23): unpaid ones cancelled and released, all kept without personal data, a paid one on its way stops it.
    expect(screen.getByRole('heading', { level: 2, name: 'Tus pedidos' })).toBeTruthy();
    expect(
      screen.getByText(
        'Los pedidos que aún no pagaste, incluidos los de pago contra entrega, se cancelan: los productos y asientos que apartaban vuelven a estar disponibles, y el saldo de tarjeta de regalo que usaste vuelve a la tarjeta.',
      ),
    ).toBeTruthy();
    expect(screen.getByText(/^Todos tus pedidos se quedan en nuestros registros sin tu nombre, correo, teléfono ni dirección exacta/)).toBeTruthy();
    expect(screen.getByText(/^Si tienes un pedido pagado que aún no recibes, o uno contra entrega que ya va en camino, podrás eliminar tu cuenta cuando lo recibas/)).toBeTruthy();
    expect(screen.getByText('ana@tienda.test')).toBeTruthy();

    expect(deleteButton().disabled).toBe(true);
    fireEvent.click(understood());
    expect(deleteButton().disabled).toBe(true);
    fireEvent.change(emailBox(), { target: { value: 'otra@tienda.test' } });
    expect(deleteButton().disabled).toBe(true);
    fireEvent.blur(emailBox());
    expect(screen.getByText('No coincide con el correo de tu cuenta.')).toBeTruthy();
    expect(emailBox().getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(emailBox(), { target: { value: ' ANA@tienda.test ' } });
    expect(deleteButton().disabled).toBe(false);
    fireEvent.click(understood());
    expect(deleteButton().disabled).toBe(true);
    expect(fakes.account.deleteAccount).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Cancelar' }).getAttribute('href')).toBe('/cuenta');
  });

  it('deletes once, disabled while it runs, and then says the account is gone (the gate does not send it to the login page)', async () => {
    const { client, fakes, stores } = signedIn();
    let finish!: () => void;
    fakes.account.deleteAccount.mockImplementation(
      () =>
        new Promise((resolve) => {
          finish = () => {
            // As the use case does: an anonymous session, no user.
            stores.session.setSession({ token: 'a'.repeat(64), isUser: false });
            stores.user.clear();
            resolve(true);
          };
        }),
    );
    const { router } = renderDelete(client);
    fireEvent.click(understood());
    fireEvent.change(emailBox(), { target: { value: 'ana@tienda.test' } });
    await act(async () => fireEvent.click(deleteButton()));
    expect(deleteButton().textContent).toBe('Eliminando…');
    expect(deleteButton().disabled).toBe(true);
    await act(async () => fireEvent.submit(deleteButton().form!));
    expect(fakes.account.deleteAccount).toHaveBeenCalledTimes(1);

    await act(async () => finish());
    expect(router.state.location.pathname).toBe('/cuenta/eliminar');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Tu cuenta fue eliminada');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
    expect(screen.getByRole('status').textContent).toMatch(/Borramos tu cuenta/);
    expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/');
    expect(fakes.account.deleteAccount).toHaveBeenCalledTimes(1);
  });

  it('shows a failure in Spanish and keeps the confirmation as it was', async () => {
    const { client, fakes } = signedIn();
    fakes.account.deleteAccount.mockRejectedValue(new UseCaseError('apiCallFailed', { apiMessage: 'Internal Server Error', status: 500 }));
    renderDelete(client);
    fireEvent.click(understood());
    fireEvent.change(emailBox(), { target: { value: 'ana@tienda.test' } });
    await act(async () => fireEvent.click(deleteButton()));

    expect(fakes.account.deleteAccount).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert').textContent).toBe('Algo falló de nuestro lado. Inténtalo de nuevo en un momento.');
    expect(understood().checked).toBe(true);
    expect(emailBox().value).toBe('ana@tienda.test');
    expect(deleteButton().disabled).toBe(false);
    expect(deleteButton().textContent).toBe('Eliminar mi cuenta');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Eliminar tu cuenta');
  });

  it('shows the server’s refusal while a paid order is on its way, in its own words, and keeps the confirmation', async () => {
    const { client, fakes } = signedIn();
    const refusal = 'Tu pedido 100012 ya está pagado y aún no lo recibes. Espera a recibirlo (o cancélalo, si todavía no sale) y después podrás eliminar tu cuenta.';
    fakes.account.deleteAccount.mockRejectedValue(new UseCaseError('NOT_ALLOWED', { apiMessage: refusal, status: 400 }));
    renderDelete(client);
    fireEvent.click(understood());
    fireEvent.change(emailBox(), { target: { value: 'ana@tienda.test' } });
    await act(async () => fireEvent.click(deleteButton()));

    expect(fakes.account.deleteAccount).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert').textContent).toBe(refusal);
    expect(deleteButton().disabled).toBe(false);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Eliminar tu cuenta');
  });

  it('asks for ELIMINAR when the account has no email', () => {
    const { client, stores } = signedIn();
    stores.user.setUser(user({ email: null }));
    renderDelete(client);
    fireEvent.click(understood());
    fireEvent.change(screen.getByLabelText('Escribe ELIMINAR para confirmar'), { target: { value: 'eliminar' } });
    expect(deleteButton().disabled).toBe(false);
  });
});
