import { deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sidewaysOverflow, keepScreenshot, seriousViolations, storeApi, useStoreAndBrowser } from './support';

const ctx = useStoreAndBrowser();
const api = storeApi(ctx);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real, decodable PNG of `side`×`side` pixels in one colour (RGB, 8 bits). */
function png(side: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: side }, () => [r, g, b]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: side }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

const PASSWORD = 'Quetzal#2026';

async function shot(page: Page, name: string) {
  await keepScreenshot(page, `profile-${name}.png`, { fullPage: true });
}

async function expectClean(page: Page, what: string) {
  // From the top: further down, the sticky header covers fields, which axe cannot measure then.
  await page.evaluate(() => window.scrollTo(0, 0));
  const violations = await seriousViolations(page);
  expect(violations, `${what}: ${JSON.stringify(violations, null, 1)}`).toEqual([]);
  expect(await sidewaysOverflow(page), `${what} scrolls sideways`).toEqual([]);
}

/** What a phone shows around `selector` (a full-page picture at 360 px is too tall to read). */
async function shotAround(page: Page, name: string, selector: string) {
  await page.locator(selector).first().evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await keepScreenshot(page, `profile-${name}.png`);
}

const avatarSrc = (page: Page) => page.getByTestId('current-avatar').locator('img').getAttribute('src');

describe('profile and identity document', () => {
  it('edits the profile, chooses and uploads an avatar, refuses wrong files in Spanish, and sends the identity document', async () => {
    // One fresh account, made through the API (one sign-up for the whole file).
    const { email } = await api.signUp('perfil', PASSWORD);
    const context = await ctx.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-GT' });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') pageErrors.push(message.text());
    });

    // A visitor is sent to sign in first, and comes back to the profile.
    await page.goto(`${ctx.store.url}/cuenta/perfil`);
    await page.waitForURL(/\/ingresar\?volver=%2Fcuenta%2Fperfil/);
    await page.getByTestId('login-form').waitFor();
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña').fill(PASSWORD);
    await page.getByTestId('login-form').locator('button[type=submit]').click();
    await page.waitForURL(/\/cuenta\/perfil$/);
    const form = page.getByTestId('profile-form');
    await form.waitFor();
    await page.getByRole('radio', { name: 'Panda' }).waitFor();
    expect(await page.getByLabel('Nombre', { exact: true }).inputValue()).toBe('Ana');
    expect(await page.getByText(email).count()).toBe(1);
    expect(await page.locator('.profile__head .badge').innerText()).toBe('sin verificar');
    await expectClean(page, 'perfil 1280');
    await shot(page, 'perfil-1280');

    // The profile: new names and a phone, kept after a reload (the server stores the phone as +502…).
    await page.getByLabel('Nombre', { exact: true }).fill('Lucía');
    await page.getByLabel('Apellido').fill('Gómez');
    await page.getByLabel('Teléfono (opcional)').fill('5550 1234');
    await form.getByRole('button', { name: 'Guardar cambios' }).click();
    await form.getByRole('status').filter({ hasText: 'Listo: guardamos tus datos.' }).waitFor();
    expect(await page.getByLabel('Teléfono (opcional)').inputValue()).toBe('+50255501234');
    // A wrong phone is refused in Spanish as it is typed, and the form keeps it.
    await page.getByLabel('Teléfono (opcional)').fill('123');
    await page.getByLabel('Teléfono (opcional)').blur();
    await page.getByText(/El teléfono no es válido/).waitFor();
    await page.reload();
    await form.waitFor();
    expect(await page.getByLabel('Nombre', { exact: true }).inputValue()).toBe('Lucía');
    expect(await page.getByLabel('Apellido').inputValue()).toBe('Gómez');
    expect(await page.locator('.profile__name').innerText()).toBe('Lucía Gómez');
    expect(await page.getByLabel('Teléfono (opcional)').inputValue()).toBe('+50255501234');

    // A predefined avatar, chosen with the arrow keys of the radio group.
    expect(await page.getByTestId('current-avatar').locator('img').count()).toBe(0);
    await page.getByRole('radio', { name: 'Gato' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('radio', { name: 'Perro' }).isChecked()).toBe(true);
    await page.getByRole('radio', { name: 'Panda' }).check();
    await page.getByRole('button', { name: 'Usar este avatar' }).click();
    await page.getByText('Listo: ahora tu avatar es Panda.').waitFor();
    expect(await avatarSrc(page)).toMatch(/\/api\/public\/media\/avatar\/panda\.svg$/);

    // Files the store would refuse are refused here, in Spanish, before anything is sent.
    await page.getByRole('button', { name: 'Elegir una foto' }).click();
    const photo = page.getByLabel('Foto para tu avatar');
    await photo.waitFor({ state: 'attached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('file');
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/avatar\/upload|\/user\/dpi/.test(request.url())) uploads.push(request.url());
    });
    await photo.setInputFiles({ name: 'enorme.png', mimeType: 'image/png', buffer: Buffer.alloc(2 * 1024 * 1024 + 10) });
    await page.getByText('La foto pesa más de 2 MB: elige una más liviana.').waitFor();
    await photo.setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
    await page.getByText('La foto debe ser una foto PNG, JPEG o WebP.').waitFor();
    expect(await photo.getAttribute('aria-invalid')).toBe('true');
    await photo.setInputFiles({ name: 'diminuta.png', mimeType: 'image/png', buffer: png(8, [200, 40, 40]) });
    await page.getByText('La foto mide 8×8 px; cada lado debe medir entre 64 y 4096 px.').waitFor();
    await page.getByRole('button', { name: 'Usar esta foto' }).click();
    expect(uploads).toEqual([]);

    // A real photo: its preview first, then it becomes the avatar, served by the store.
    await photo.setInputFiles({ name: 'yo.png', mimeType: 'image/png', buffer: png(64, [20, 120, 200]) });
    const preview = page.getByRole('img', { name: 'Vista previa: yo.png' });
    await preview.waitFor();
    expect(await preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(64);
    await shot(page, 'perfil-vista-previa-1280');
    await page.getByRole('button', { name: 'Usar esta foto' }).click();
    await page.getByText('Listo: tu foto es tu nuevo avatar.').waitFor();
    expect(await avatarSrc(page)).toMatch(/\/api\/public\/media\/user\/[0-9a-f]{32}\.png$/);
    await page.waitForFunction(() => (document.querySelector('[data-testid=current-avatar] img') as HTMLImageElement | null)?.naturalWidth === 64);
    await page.waitForFunction(() => document.activeElement?.textContent === 'Elegir una foto');
    expect(uploads).toHaveLength(1);

    // At 360 px, with a preview on screen.
    await page.setViewportSize({ width: 360, height: 800 });
    await page.getByRole('button', { name: 'Elegir una foto' }).click();
    await photo.setInputFiles({ name: 'otra.png', mimeType: 'image/png', buffer: png(96, [30, 160, 90]) });
    await page.getByRole('img', { name: 'Vista previa: otra.png' }).waitFor();
    await expectClean(page, 'perfil 360');
    await shot(page, 'perfil-360');
    await shotAround(page, 'perfil-360-datos', '.profile__head');
    await shotAround(page, 'perfil-360-avatar', '[data-testid=avatar-upload]');
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await page.waitForFunction(() => document.activeElement?.textContent === 'Elegir una foto');

    // The identity document: all three sides are needed; then it is sent.
    await page.goto(`${ctx.store.url}/cuenta/documento`);
    const identity = page.getByTestId('identity-form');
    await identity.waitFor();
    await expectClean(page, 'documento 360');
    await identity.getByRole('button', { name: 'Enviar documento' }).click();
    await page.getByText('La foto del frente del DPI está vacía o falta: elige un archivo.').waitFor();
    expect(await identity.getByRole('alert').innerText()).toBe('Revisa los 3 campos marcados.');
    expect(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.id)).toBe(await page.getByLabel('Frente del DPI').getAttribute('id'));
    await page.getByLabel('Frente del DPI').setInputFiles({ name: 'frente.png', mimeType: 'image/png', buffer: png(120, [230, 230, 240]) });
    await page.getByLabel('Reverso del DPI').setInputFiles({ name: 'reverso.png', mimeType: 'image/png', buffer: png(120, [210, 220, 230]) });
    await page.getByLabel('Selfie sosteniendo tu DPI').setInputFiles({ name: 'selfie.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await page.getByText('La selfie con tu DPI debe ser una foto PNG, JPEG o WebP.').waitFor();
    await page.getByLabel('Selfie sosteniendo tu DPI').setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: png(120, [250, 210, 180]) });
    for (const name of ['frente.png', 'reverso.png', 'selfie.png']) await page.getByRole('img', { name: `Vista previa: ${name}` }).waitFor();
    await expectClean(page, 'documento 360 con fotos');
    await shot(page, 'documento-360');
    await shotAround(page, 'documento-360-fotos', '[data-testid=identity-form]');
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectClean(page, 'documento 1280');
    await shot(page, 'documento-1280');
    await identity.getByRole('button', { name: 'Enviar documento' }).click();
    await page.getByRole('heading', { name: 'Recibimos tu documento' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Recibimos tu documento');
    expect(uploads).toHaveLength(2);
    await shot(page, 'documento-enviado-1280');

    expect(pageErrors).toEqual([]);
    await context.close();
  }, 120_000);
});
