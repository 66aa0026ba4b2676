// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountMenu } from '../../src/presentation/shell/AccountMenu';
import { fakeClient, signedInUser } from './fake-client';
import { renderAt } from './render';

afterEach(cleanup);

function signedIn(unread: number | null) {
  const made = fakeClient();
  made.stores.session.setSession({ token: 't'.repeat(64), isUser: true }, { first_name: 'Ana', last_name: 'López', email: 'ana@tienda.test' });
  made.stores.user.setUser(signedInUser({ first_name: 'Ana', notification: unread === null ? null : { unread_count: unread } }));
  return made;
}

describe('the header account entry', () => {
  it('counts new notifications over the icon, and says it to a screen reader', () => {
    const { client } = signedIn(3);
    renderAt(client, <AccountMenu />);
    expect(screen.getByTestId('unread-notifications').textContent).toBe('3');
    expect(screen.getByRole('link', { name: /Mi cuenta/ }).textContent).toBe('3Mi cuenta: Ana, 3 notificaciones nuevas');
  });

  it('shows no count when there is none, or the API says nothing', () => {
    for (const unread of [0, null]) {
      const { client } = signedIn(unread);
      renderAt(client, <AccountMenu />);
      expect(screen.queryByTestId('unread-notifications')).toBeNull();
      expect(screen.getByRole('link', { name: /Mi cuenta/ }).textContent).toBe('Mi cuenta: Ana');
      cleanup();
    }
  });

  it('follows the user store: one notification cleared, one fewer; the last one, no count', () => {
    const { client, stores } = signedIn(2);
    renderAt(client, <AccountMenu />);
    act(() => stores.user.notificationCleared());
    expect(screen.getByTestId('unread-notifications').textContent).toBe('1');
    expect(screen.getByRole('link', { name: /Mi cuenta/ }).textContent).toContain('1 notificación nueva');
    act(() => stores.user.notificationCleared());
    expect(screen.queryByTestId('unread-notifications')).toBeNull();
  });

  it('caps the count at 99+', () => {
    const { client } = signedIn(250);
    renderAt(client, <AccountMenu />);
    expect(screen.getByTestId('unread-notifications').textContent).toBe('99+');
  });
});
