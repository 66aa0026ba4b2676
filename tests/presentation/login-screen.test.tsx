// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UseCaseError } from '../../src/index';
import LoginScreen from '../../src/presentation/account/LoginScreen';
import { cart, fakeClient } from './fake-client';
import { renderAt } from './render';

afterEach(cleanup);

async function fillAndSubmit(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Correo electrónico'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: password } });
  await act(async () => fireEvent.submit(screen.getByTestId('login-form')));
}

describe('LoginScreen', () => {
  it('shows the error message and keeps the typed email when the login fails', async () => {
    const { client, fakes } = fakeClient();
    fakes.session.login.mockRejectedValue(new UseCaseError('LOGIN_FAILED', { apiMessage: 'El correo o la contraseña no son correctos.' }));
    renderAt(client, <LoginScreen />, { path: '/ingresar', pattern: '/ingresar' });

    await fillAndSubmit('ana@tienda.test', 'equivocada');

    expect(fakes.session.login).toHaveBeenCalledWith({ email: 'ana@tienda.test', password: 'equivocada' });
    expect(screen.getByRole('alert').textContent).toBe('El correo o la contraseña no son correctos.');
    expect((screen.getByLabelText('Correo electrónico') as HTMLInputElement).value).toBe('ana@tienda.test');
    expect(screen.getByLabelText('Correo electrónico').getAttribute('autocomplete')).toBe('email');
    expect(screen.getByLabelText('Contraseña').getAttribute('autocomplete')).toBe('current-password');
  });

  it('goes to the ?volver= path after signing in', async () => {
    const { client, fakes } = fakeClient();
    fakes.session.login.mockResolvedValue({ public_id: 'U-1' });
    const { router } = renderAt(client, <LoginScreen />, { path: '/ingresar?volver=/cuenta', pattern: '/ingresar' });
    await fillAndSubmit('ana@tienda.test', 'Tienda123!');
    expect(router.state.location.pathname).toBe('/cuenta');
  });

  it('goes to the cart instead when lines stayed in another cart at login, so the shopper sees which', async () => {
    const { client, fakes, stores } = fakeClient();
    fakes.session.login.mockImplementation(async () => {
      stores.cart.setOtherCart({ cartId: 'K-1', items: cart().items, keptApartAtLogin: true, message: 'Al ingresar…' });
      return { public_id: 'U-1' };
    });
    const { router } = renderAt(client, <LoginScreen />, { path: '/ingresar?volver=/cuenta', pattern: '/ingresar' });
    await fillAndSubmit('ana@tienda.test', 'Tienda123!');
    expect(router.state.location.pathname).toBe('/carrito');
  });

  it('goes to the cart when the merge combined or added lines, so the shopper reads what changed', async () => {
    const { client, fakes, stores } = fakeClient();
    fakes.session.login.mockImplementation(async () => {
      stores.cart.setLoginMerge({ added: [], combined: [], alreadyThere: [], messages: ['Agregamos «Audífonos».'] });
      return { public_id: 'U-1' };
    });
    const { router } = renderAt(client, <LoginScreen />, { path: '/ingresar?volver=/cuenta', pattern: '/ingresar' });
    await fillAndSubmit('ana@tienda.test', 'Tienda123!');
    expect(router.state.location.pathname).toBe('/carrito');
  });

  it('shows Spanish, never an English server message', async () => {
    const { client, fakes } = fakeClient();
    fakes.session.login.mockRejectedValue(new UseCaseError('apiCallFailed', { apiMessage: 'Internal Server Error', status: 500 }));
    renderAt(client, <LoginScreen />, { path: '/ingresar', pattern: '/ingresar' });
    await fillAndSubmit('ana@tienda.test', 'Tienda123!');
    expect(screen.getByRole('alert').textContent).toBe('Algo falló de nuestro lado. Inténtalo de nuevo en un momento.');
  });

  it('never leaves the store through ?volver=', async () => {
    const { client, fakes } = fakeClient();
    fakes.session.login.mockResolvedValue({ public_id: 'U-1' });
    const { router } = renderAt(client, <LoginScreen />, { path: '/ingresar?volver=//malo.example', pattern: '/ingresar' });
    await fillAndSubmit('ana@tienda.test', 'Tienda123!');
    expect(router.state.location.pathname).toBe('/');
  });

  it('disables the button while authenticating and shows the demo account', () => {
    const { client, stores } = fakeClient();
    renderAt(client, <LoginScreen />, { path: '/ingresar', pattern: '/ingresar' });
    expect(screen.getByText('ana@tienda.test')).toBeTruthy();
    expect(screen.getByText('Tienda123!')).toBeTruthy();
    act(() => stores.session.setAuthenticating());
    expect(screen.getByRole('button', { name: 'Ingresando…' })).toHaveProperty('disabled', true);
  });
});
