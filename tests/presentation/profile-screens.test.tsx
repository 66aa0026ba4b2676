// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UseCaseError, type User } from '../../src/index';
import IdentityDocumentScreen from '../../src/presentation/profile/IdentityDocumentScreen';
import ProfileScreen from '../../src/presentation/profile/ProfileScreen';
import { fakeClient, signedInUser } from './fake-client';
import { renderAt } from './render';

afterEach(cleanup);

const user = (overrides: Partial<User> = {}): User => signedInUser({ phone: '+50255501234', ...overrides });

const AVATARS = [
  { id: 'gato', name: 'Gato', image: 'http://test/api/public/media/avatar/gato.svg' },
  { id: 'panda', name: 'Panda', image: 'http://test/api/public/media/avatar/panda.svg' },
];

/** A signed-in shopper whose user is loaded, with the predefined avatars answered. */
function signedIn(me: User | null = user()) {
  const made = fakeClient();
  made.stores.session.setSession({ token: 't'.repeat(64), isUser: true }, { first_name: 'Ana', last_name: 'López', email: 'ana@tienda.test' });
  if (me) made.stores.user.setUser(me);
  made.fakes.account.listAvatars.mockResolvedValue(AVATARS);
  return made;
}

const png = (name = 'foto.png', size = 1024, type = 'image/png') => new File([new Uint8Array(size)], name, { type });

function renderProfile(client: ReturnType<typeof fakeClient>['client']) {
  return renderAt(client, <ProfileScreen />, { path: '/cuenta/perfil', pattern: '/cuenta/perfil' });
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

/** Opens "Subir una foto" (its code loads then) and answers its file field, which has the focus. */
async function openUpload() {
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Elegir una foto' })));
  const field = (await screen.findByLabelText('Foto para tu avatar')) as HTMLInputElement;
  await waitFor(() => expect(document.activeElement).toBe(field));
  return field;
}

describe('ProfileScreen: data', () => {
  it('checks the name rule the server states before sending: a name with digits is named beside its field and not sent', async () => {
    const { client, fakes } = signedIn();
    renderProfile(client);
    fireEvent.change(input('Nombre'), { target: { value: 'Marta123 <b>' } });
    await act(async () => fireEvent.submit(screen.getByTestId('profile-form')));
    expect(fakes.account.updateProfile).not.toHaveBeenCalled();
    const name = input('Nombre');
    const problem = document.getElementById(`${name.id}-problem`)!;
    expect(problem.textContent).toBe('El nombre solo puede tener letras, espacios, apóstrofos, puntos y guiones.');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')!.split(' ')).toContain(problem.id);
    expect(document.activeElement).toBe(name);
    expect(name.value).toBe('Marta123 <b>');
  });

  it('shows a refusal naming a field (the phone) beside it, marked and focused, with every value kept', async () => {
    const { client, fakes } = signedIn();
    const message = 'El teléfono no es válido: escribe 8 dígitos de Guatemala (p. ej. 5550 1234) o +1 y 10 dígitos de Estados Unidos.';
    fakes.account.updateProfile.mockRejectedValue(new UseCaseError('apiCallFailed', { apiMessage: message, status: 400, details: { field: 'phone' } }));
    renderProfile(client);
    fireEvent.change(input('Nombre'), { target: { value: 'Lucía' } });
    fireEvent.change(input('Teléfono (opcional)'), { target: { value: '2222 2222' } });
    await act(async () => fireEvent.submit(screen.getByTestId('profile-form')));
    expect(fakes.account.updateProfile).toHaveBeenCalledTimes(1);
    const phone = input('Teléfono (opcional)');
    const problem = document.getElementById(`${phone.id}-problem`)!;
    expect(problem.textContent).toBe(message);
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(phone.getAttribute('aria-describedby')!.split(' ')).toContain(problem.id);
    await waitFor(() => expect(document.activeElement).toBe(phone));
    expect(within(screen.getByTestId('profile-form')).getByRole('alert').textContent).toBe('Revisa el campo marcado.');
    expect(input('Nombre').value).toBe('Lucía');
    expect(phone.value).toBe('2222 2222');
  });

  it('sends the trimmed values and says they were saved', async () => {
    const { client, fakes } = signedIn();
    fakes.account.updateProfile.mockImplementation(async (update: Record<string, string>) => user({ first_name: update.first_name!, phone: '+50244443333' }));
    renderProfile(client);

    fireEvent.change(input('Nombre'), { target: { value: '  Lucía  ' } });
    fireEvent.change(input('Apellido'), { target: { value: ' Gómez ' } });
    fireEvent.change(input('Correo de contacto (opcional)'), { target: { value: ' lucia@correo.com ' } });
    fireEvent.change(input('Teléfono (opcional)'), { target: { value: ' 4444 3333 ' } });
    await act(async () => fireEvent.submit(screen.getByTestId('profile-form')));

    expect(fakes.account.updateProfile).toHaveBeenCalledTimes(1);
    expect(fakes.account.updateProfile).toHaveBeenCalledWith({ first_name: 'Lucía', last_name: 'Gómez', contact_email: 'lucia@correo.com', phone: '4444 3333' });
    // The phone shows as the server stored it, and the saved line is a status.
    expect(input('Teléfono (opcional)').value).toBe('+50244443333');
    const status = within(screen.getByTestId('profile-form')).getByRole('status');
    expect(status.textContent).toBe('Listo: guardamos tus datos.');
  });

  it('does not send an empty contact email that was empty already (it would clear it)', async () => {
    const { client, fakes } = signedIn(user({ phone: null }));
    fakes.account.updateProfile.mockResolvedValue(user());
    renderProfile(client);
    await act(async () => fireEvent.submit(screen.getByTestId('profile-form')));
    expect(fakes.account.updateProfile).toHaveBeenCalledWith({ first_name: 'Ana', last_name: 'López' });
  });

  it('keeps what was typed and shows the Spanish refusal when the update fails', async () => {
    const { client, fakes } = signedIn();
    fakes.account.updateProfile.mockRejectedValue(new UseCaseError('apiCallFailed', { apiMessage: 'El teléfono no es válido: escribe 8 dígitos de Guatemala.', status: 400 }));
    renderProfile(client);

    fireEvent.change(input('Nombre'), { target: { value: 'Lucía' } });
    fireEvent.change(input('Teléfono (opcional)'), { target: { value: '5550 1234' } });
    await act(async () => fireEvent.submit(screen.getByTestId('profile-form')));

    const form = screen.getByTestId('profile-form');
    expect(within(form).getByRole('alert').textContent).toBe('El teléfono no es válido: escribe 8 dígitos de Guatemala.');
    expect(input('Nombre').value).toBe('Lucía');
    expect(input('Teléfono (opcional)').value).toBe('5550 1234');
    expect(within(form).getByRole('status').textContent).toBe('');
  });

  it('refuses invalid values in Spanish before sending, and focuses the first one', async () => {
    const { client, fakes } = signedIn();
    renderProfile(client);
    fireEvent.change(input('Nombre'), { target: { value: '' } });
    fireEvent.change(input('Teléfono (opcional)'), { target: { value: '123' } });
    await act(async () => fireEvent.submit(screen.getByTestId('profile-form')));

    expect(fakes.account.updateProfile).not.toHaveBeenCalled();
    expect(screen.getByText('Escribe tu nombre.')).toBeTruthy();
    expect(screen.getByText(/El teléfono no es válido/)).toBeTruthy();
    expect(input('Nombre').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input('Nombre'));
    expect(within(screen.getByTestId('profile-form')).getByRole('alert').textContent).toBe('Revisa los 2 campos marcados.');
  });

  it('shows the sign-in email and phone as not verified, with a way to verify them', () => {
    const { client } = signedIn();
    renderProfile(client);
    expect(screen.getByText('ana@tienda.test')).toBeTruthy();
    expect(screen.getAllByText('sin verificar')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Verificar tu correo' }).getAttribute('href')).toBe('/verificar');
    expect(screen.getByRole('link', { name: 'Verificar tu teléfono' }).getAttribute('href')).toBe('/verificar');
  });

  it('shows verified badges and no verify link for a verified user', () => {
    const { client } = signedIn(user({ is_email_verified: true, is_phone_verified: true }));
    renderProfile(client);
    expect(screen.getAllByText('verificado')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: /Verificar/ })).toBeNull();
  });

  it('loads the user when the store is idle, and offers a retry when that fails', async () => {
    const { client, fakes } = signedIn(null);
    fakes.user.load.mockImplementationOnce(async () => {
      const error = new UseCaseError('network');
      client.user.store.setError(error);
      throw error;
    });
    renderProfile(client);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy());
    expect(fakes.user.load).toHaveBeenCalledTimes(1);

    fakes.user.load.mockImplementationOnce(async () => client.user.store.setUser(user({ first_name: 'Lucía' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reintentar' })));
    expect(fakes.user.load).toHaveBeenCalledTimes(2);
    expect((await screen.findByLabelText('Nombre') as HTMLInputElement).value).toBe('Lucía');
  });
});

describe('ProfileScreen: avatar', () => {
  it('lists the predefined avatars as radios named after them, and saves the chosen one by its id', async () => {
    const { client, fakes } = signedIn(user({ avatar: AVATARS[0]!.image }));
    fakes.account.setAvatar.mockImplementation(async () => {
      const next = user({ avatar: AVATARS[1]!.image });
      client.user.store.setUser(next);
      return next;
    });
    renderProfile(client);

    const gato = (await screen.findByRole('radio', { name: 'Gato' })) as HTMLInputElement;
    expect(gato.checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Panda' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Usar este avatar' })));

    expect(fakes.account.setAvatar).toHaveBeenCalledWith({ id: 'panda' });
    expect(screen.getByText('Listo: ahora tu avatar es Panda.')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Panda' }) as HTMLInputElement).checked).toBe(true);
  });

  it('keeps the choice and shows the Spanish message when choosing fails', async () => {
    const { client, fakes } = signedIn();
    fakes.account.setAvatar.mockRejectedValue(new UseCaseError('networkConnection'));
    renderProfile(client);
    fireEvent.click(await screen.findByRole('radio', { name: 'Panda' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Usar este avatar' })));
    const choice = screen.getByTestId('avatar-choice');
    expect(within(choice).getByRole('alert').textContent).toBe('No pudimos conectarnos con la tienda. Revisa tu conexión e inténtalo de nuevo.');
    expect((screen.getByRole('radio', { name: 'Panda' }) as HTMLInputElement).checked).toBe(true);
  });

  it('says so when there are no predefined avatars, and offers a retry when the list fails', async () => {
    const { client, fakes } = signedIn();
    fakes.account.listAvatars.mockResolvedValueOnce([]);
    renderProfile(client);
    expect(await screen.findByText(/no hay avatares para elegir/)).toBeTruthy();
    cleanup();

    const other = signedIn();
    other.fakes.account.listAvatars.mockRejectedValueOnce(new UseCaseError('networkConnection'));
    renderProfile(other.client);
    const retry = await screen.findByRole('button', { name: 'Reintentar' });
    expect(screen.getByText('No pudimos conectarnos con la tienda. Revisa tu conexión e inténtalo de nuevo.')).toBeTruthy();
    await act(async () => fireEvent.click(retry));
    expect(other.fakes.account.listAvatars).toHaveBeenCalledTimes(2);
    expect(await screen.findByRole('radio', { name: 'Gato' })).toBeTruthy();
  });

  it.each([
    ['a file over 2 MB', png('grande.png', 2 * 1024 * 1024 + 1), 'La foto pesa más de 2 MB: elige una más liviana.'],
    ['a file that is not a picture', png('notas.pdf', 100, 'application/pdf'), 'La foto debe ser una foto PNG, JPEG o WebP.'],
    ['an empty file', png('vacia.png', 0), 'La foto está vacía o falta: elige un archivo.'],
  ])('refuses %s in Spanish at once and sends nothing', async (_, file, message) => {
    const { client, fakes } = signedIn();
    renderProfile(client);
    const field = await openUpload();
    await act(async () => fireEvent.change(field, { target: { files: [file] } }));
    await screen.findByText(message);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain(screen.getByText(message).id);
    expect(screen.getByText(message).getAttribute('aria-live')).toBe('polite');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Usar esta foto' })));
    expect(fakes.account.uploadAvatar).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(field);
  });

  it('shows a preview, then uploads the file and says the avatar changed', async () => {
    const { client, fakes } = signedIn();
    fakes.account.uploadAvatar.mockImplementation(async () => {
      const next = user({ avatar: 'http://test/api/public/media/user/abc.png' });
      client.user.store.setUser(next);
      return next;
    });
    renderProfile(client);
    const file = png('yo.png');
    await act(async () => fireEvent.change(await openUpload(), { target: { files: [file] } }));

    const preview = (await screen.findByRole('img', { name: 'Vista previa: yo.png' })) as HTMLImageElement;
    expect(preview.src).toMatch(/^data:image\/png;base64,/);
    expect(fakes.account.uploadAvatar).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Usar esta foto' })));

    expect(fakes.account.uploadAvatar).toHaveBeenCalledWith({ image: file });
    expect(screen.getByText('Listo: tu foto es tu nuevo avatar.')).toBeTruthy();
    expect((screen.getByRole('img', { name: 'Tu avatar' }) as HTMLImageElement).src).toBe('http://test/api/public/media/user/abc.png');
    expect(screen.queryByRole('img', { name: /Vista previa/ })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elegir una foto' })));
  });

  it('keeps the chosen photo and shows the Spanish message when the upload fails', async () => {
    const { client, fakes } = signedIn();
    fakes.account.uploadAvatar.mockRejectedValue(new UseCaseError('apiCallFailed', { apiMessage: 'La imagen pesa demasiado: el máximo es 2 MB.', status: 413 }));
    renderProfile(client);
    await act(async () => fireEvent.change(await openUpload(), { target: { files: [png('yo.png')] } }));
    await screen.findByRole('img', { name: 'Vista previa: yo.png' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Usar esta foto' })));

    expect(within(screen.getByTestId('avatar-upload')).getByRole('alert').textContent).toBe('La imagen pesa demasiado: el máximo es 2 MB.');
    expect(screen.getByRole('img', { name: 'Vista previa: yo.png' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Usar esta foto' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('cancels a chosen photo and gives the focus back to the button that opened the upload', async () => {
    const { client, fakes } = signedIn();
    renderProfile(client);
    await act(async () => fireEvent.change(await openUpload(), { target: { files: [png('yo.png')] } }));
    await screen.findByRole('img', { name: 'Vista previa: yo.png' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancelar' })));
    expect(screen.queryByRole('img', { name: /Vista previa/ })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elegir una foto' })));
    expect(fakes.account.uploadAvatar).not.toHaveBeenCalled();
  });
});

describe('IdentityDocumentScreen', () => {
  const renderDocument = (client: ReturnType<typeof fakeClient>['client']) =>
    renderAt(client, <IdentityDocumentScreen />, { path: '/cuenta/documento', pattern: '/cuenta/documento' });

  it('says why the store asks for it and who can see it', () => {
    renderDocument(signedIn().client);
    expect(screen.getByText(/solo tú, con tu sesión iniciada, y el equipo de la tienda/)).toBeTruthy();
    expect(screen.getAllByText('PNG, JPEG o WebP, de hasta 2 MB; cada lado entre 64 y 4096 px.')).toHaveLength(3);
  });

  it('requires all three pictures: each missing one shows its problem, the first takes the focus, nothing is sent', async () => {
    const { client, fakes } = signedIn();
    renderDocument(client);
    await act(async () => fireEvent.change(input('Reverso del DPI'), { target: { files: [png('reverso.png')] } }));
    await act(async () => fireEvent.submit(screen.getByTestId('identity-form')));

    expect(await screen.findByText('La foto del frente del DPI está vacía o falta: elige un archivo.')).toBeTruthy();
    expect(fakes.account.uploadIdentityDocument).not.toHaveBeenCalled();
    expect(screen.getByText('La selfie con tu DPI está vacía o falta: elige un archivo.')).toBeTruthy();
    expect(screen.queryByText(/reverso del DPI está vacía/)).toBeNull();
    expect(document.activeElement).toBe(input('Frente del DPI'));
    expect(within(screen.getByTestId('identity-form')).getByRole('alert').textContent).toBe('Revisa los 2 campos marcados.');
  });

  it('refuses a wrong file on its own side in Spanish', async () => {
    const { client } = signedIn();
    renderDocument(client);
    await act(async () => fireEvent.change(input('Selfie sosteniendo tu DPI'), { target: { files: [png('selfie.gif', 100, 'image/gif')] } }));
    expect(await screen.findByText('La selfie con tu DPI debe ser una foto PNG, JPEG o WebP.')).toBeTruthy();
    expect(input('Selfie sosteniendo tu DPI').getAttribute('aria-invalid')).toBe('true');
    expect(input('Frente del DPI').getAttribute('aria-invalid')).toBeNull();
  });

  it('sends the three files with their previews, disables the submit while sending, then shows the success state', async () => {
    const { client, fakes } = signedIn();
    let finish!: () => void;
    fakes.account.uploadIdentityDocument.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    renderDocument(client);
    const files = { front: png('frente.png'), back: png('reverso.jpg', 900, 'image/jpeg'), selfie: png('selfie.webp', 800, 'image/webp') };
    await act(async () => fireEvent.change(input('Frente del DPI'), { target: { files: [files.front] } }));
    await act(async () => fireEvent.change(input('Reverso del DPI'), { target: { files: [files.back] } }));
    await act(async () => fireEvent.change(input('Selfie sosteniendo tu DPI'), { target: { files: [files.selfie] } }));
    for (const name of ['frente.png', 'reverso.jpg', 'selfie.webp']) expect(await screen.findByRole('img', { name: `Vista previa: ${name}` })).toBeTruthy();

    await act(async () => fireEvent.submit(screen.getByTestId('identity-form')));
    expect(fakes.account.uploadIdentityDocument).toHaveBeenCalledWith(files);
    const button = screen.getByRole('button', { name: 'Enviando…' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);

    await act(async () => finish());
    const done = screen.getByRole('heading', { name: 'Recibimos tu documento' });
    expect(document.activeElement).toBe(done);
    expect(screen.queryByTestId('identity-form')).toBeNull();
  });

  it('keeps the three files and shows the Spanish message when sending fails', async () => {
    const { client, fakes } = signedIn();
    fakes.account.uploadIdentityDocument.mockRejectedValue(new UseCaseError('apiCallFailed', { apiMessage: 'La selfie pesa demasiado: el máximo es 2 MB.', status: 413 }));
    renderDocument(client);
    await act(async () => fireEvent.change(input('Frente del DPI'), { target: { files: [png('frente.png')] } }));
    await act(async () => fireEvent.change(input('Reverso del DPI'), { target: { files: [png('reverso.png')] } }));
    await act(async () => fireEvent.change(input('Selfie sosteniendo tu DPI'), { target: { files: [png('selfie.png')] } }));
    await act(async () => fireEvent.submit(screen.getByTestId('identity-form')));

    expect(within(screen.getByTestId('identity-form')).getByRole('alert').textContent).toBe('La selfie pesa demasiado: el máximo es 2 MB.');
    for (const name of ['frente.png', 'reverso.png', 'selfie.png']) expect(await screen.findByRole('img', { name: `Vista previa: ${name}` })).toBeTruthy();

    await act(async () => fireEvent.submit(screen.getByTestId('identity-form')));
    expect(fakes.account.uploadIdentityDocument).toHaveBeenCalledTimes(2);
  });
});
