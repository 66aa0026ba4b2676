import { deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../local-api/seed/demo-accounts';
import { createTiendaClient, MemoryStorage, type ProductSummary } from '../../src/node';
import { expectTrustedAtBothWidths, keepScreenshot, useStoreAndBrowser } from './support';

const ctx = useStoreAndBrowser();
const ana = DEMO_ACCOUNTS[0]!;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A small real PNG (120×120, a two-colour picture of a product in its box), made here rather than read from disk. */
function smallPng(): Buffer {
  const size = 120;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB
  const rows: number[] = [];
  for (let y = 0; y < size; y++) {
    rows.push(0);
    for (let x = 0; x < size; x++) {
      const inside = x > 30 && x < 90 && y > 30 && y < 90;
      rows.push(...(inside ? [15, 76, 129] : [242, 183, 5]));
    }
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.from(rows))), chunk('IEND', Buffer.alloc(0))]);
}

/** A product ana has not reviewed yet, in stock, with a warranty (so «¿Tiene garantía?» has an answer). */
let target: ProductSummary;
/** Another product ana has not reviewed, which she buys during the test (so it waits for her review). */
let bought: ProductSummary;

/** ana buys `product` by card through the library, so the order is paid and the product waits for her review. */
async function anaBuys(product: ProductSummary) {
  const client = createTiendaClient({ environment: 'local', apiRoot: `${ctx.store.url}/api/public`, storage: new MemoryStorage() });
  await client.start();
  await client.session.login({ email: ana.email, password: ana.password });
  const { product: detail } = await client.catalog.loadProductPage({ id: product.public_sku });
  await client.cart.add({ product: detail, quantity: 1 });
  await client.checkout.start();
  const options = await client.checkout.loadDeliveryOptions('demo-ana-casa');
  await client.checkout.edit({ kind: 'shippingAddress', id: 'demo-ana-casa' });
  await client.checkout.edit({ kind: 'deliveryOption', id: (options.find((option) => !option.is_disabled) ?? options[0]!).id! });
  await client.checkout.edit({ kind: 'pickupContact', name: 'Ana López', phone: '55551234' });
  await client.checkout.edit({ kind: 'paymentMethod', method: 'CARD' });
  await client.checkout.edit({ kind: 'newCard', card: { number: '4242 4242 4242 4242', expiration_month: 10, expiration_year: 2031, cvv: '123', tokenize: false } });
  expect((await client.checkout.createOrder()).status).toBe('placed');
}

beforeAll(async () => {
  const client = createTiendaClient({ environment: 'local', apiRoot: `${ctx.store.url}/api/public`, storage: new MemoryStorage() });
  await client.start();
  await client.session.login({ email: ana.email, password: ana.password });
  const reviewed = new Set((await client.reviews.mine()).map((review) => review.product.public_sku));
  const token = client.session.store.getSnapshot().session!.token;
  const answer = (await (await fetch(`${ctx.store.url}/api/public/product?page_size=100`, { headers: { Session: token } })).json()) as { products: ProductSummary[] };
  for (const product of answer.products) {
    if (product.type !== 'SIMPLE' || product.stock_status !== 'IN_STOCK' || reviewed.has(product.public_sku)) continue;
    const page = await client.catalog.loadProductPage({ id: product.public_sku });
    if (!target && page.product.warranty_months) target = product;
    else if (!bought && product.price >= 50 && product.price <= 1500) bought = product;
    if (target && bought) break;
  }
  expect(target, 'a product ana has not reviewed, with a warranty').toBeTruthy();
  expect(bought, 'another product ana has not reviewed').toBeTruthy();
});

async function signIn(page: Page, back: string) {
  await page.goto(`${ctx.store.url}/ingresar?volver=${encodeURIComponent(back)}`);
  await page.locator('[data-testid=account-menu][data-ready=true]').waitFor();
  const form = page.getByTestId('login-form');
  await form.getByLabel('Correo electrónico').fill(ana.email);
  await form.getByLabel('Contraseña').fill(ana.password);
  await form.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL((url) => url.pathname === back.split('#')[0]);
}

const productPath = () => `/producto/${encodeURIComponent(target.slug || target.public_sku)}`;

describe('reviews and questions on the product page', () => {
  it('writes a review with a photo, which the page shows after a reload, and lists it in «Mis opiniones»', async () => {
    const context = await ctx.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-GT' });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await signIn(page, `${productPath()}#opiniones`);

    const reviews = page.locator('section[aria-labelledby=opiniones]');
    await reviews.getByRole('button', { name: 'Escribir una opinión' }).click();
    const form = page.getByTestId('review-form');
    await form.waitFor();
    // The rating is a radio group: the arrows move along the stars.
    await form.getByRole('radio', { name: '1 estrella' }).focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    expect(await form.getByRole('radio', { name: '4 estrellas' }).isChecked()).toBe(true);
    await form.getByLabel('Comentario (opcional)').fill('Buena calidad por el precio; llegó bien empacado.');
    await expect.poll(() => form.locator('#review-comment-count').innerText()).toBe('49 de 2000 caracteres');
    await form.getByRole('button', { name: 'Publicar opinión' }).click();
    await form.getByText('¡Gracias! Tu opinión ya está publicada.').waitFor();

    await form.getByLabel('Agregar fotos').setInputFiles({ name: 'caja.png', mimeType: 'image/png', buffer: smallPng() });
    const photo = form.getByTestId('review-photo');
    await expect.poll(() => photo.innerText()).toContain('Publicada');
    await keepScreenshot(page, 'review-form-1280.png', { fullPage: false });

    await page.reload();
    const mine = reviews.getByTestId('review').filter({ hasText: 'Tu opinión' });
    await mine.waitFor();
    expect(await mine.innerText()).toContain('Buena calidad por el precio; llegó bien empacado.');
    expect(await mine.getByRole('img', { name: '4 de 5 estrellas' }).count()).toBe(1);
    const thumb = mine.getByRole('button', { name: /^Ver en grande/ });
    expect(await thumb.count()).toBe(1);
    const src = await thumb.locator('img').getAttribute('src');
    const picture = await page.request.get(new URL(src!, ctx.store.url).toString());
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toMatch(/^image\//);
    await thumb.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await reviews.getByRole('button', { name: 'Editar mi opinión' }).count()).toBe(1);
    await reviews.scrollIntoViewIfNeeded();
    await expectTrustedAtBothWidths(page, 'product-reviews');

    await page.goto(`${ctx.store.url}/cuenta/opiniones`);
    const row = page.getByTestId('my-review').filter({ hasText: target.title });
    await row.waitFor();
    expect(await row.innerText()).toContain('1 foto');
    expect(await row.getByRole('link', { name: `Editar mi opinión sobre ${target.title}` }).getAttribute('href')).toBe(`${productPath()}#opiniones`);
    await expectTrustedAtBothWidths(page, 'my-reviews');

    await anaBuys(bought);
    await page.goto(`${ctx.store.url}/cuenta/opiniones/por-escribir`);
    const waiting = page.getByTestId('suggested-review').filter({ hasText: bought.title });
    await waiting.waitFor();
    expect(await waiting.innerText()).toContain('Gana 10 puntos con tu opinión');
    expect(await page.getByTestId('suggested-review').filter({ hasText: target.title }).count()).toBe(0);
    await expectTrustedAtBothWidths(page, 'suggested-reviews');
    // «Escribir opinión» opens the product page with the form open.
    await waiting.getByRole('link', { name: `Escribir opinión sobre ${bought.title}` }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/producto/'));
    const opened = page.getByTestId('review-form');
    await opened.waitFor();
    expect(await opened.getByRole('heading').first().innerText()).toBe(`Tu opinión sobre ${bought.title}`);
    expect(await page.locator('section[aria-labelledby=opiniones]').innerText()).toContain('Gana 10 puntos con tu opinión.');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('answers «¿Tiene garantía?» automatically first, then publishes the question', async () => {
    const context = await ctx.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-GT' });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await signIn(page, `${productPath()}#preguntas`);

    const questions = page.locator('section[aria-labelledby=preguntas]');
    await questions.getByRole('button', { name: 'Hacer una pregunta' }).click();
    const box = page.getByTestId('ask-question');
    await box.getByLabel(`Tu pregunta sobre ${target.title}`).fill('¿Tiene garantía?');
    await box.getByRole('button', { name: 'Buscar respuesta' }).click();
    const answer = box.getByTestId('automated-answer');
    await expect.poll(() => answer.innerText()).toMatch(/garantía de \d+ (meses|mes|años?)/);
    expect(await answer.innerText()).toContain('Garantía');
    expect(await answer.getAttribute('aria-live')).toBe('polite');
    const publish = box.getByRole('button', { name: 'Publicar mi pregunta' });
    // The automated answer comes first: above the offer to publish.
    const [answerBox, publishBox] = [await answer.boundingBox(), await publish.boundingBox()];
    expect(answerBox!.y).toBeLessThan(publishBox!.y);
    await box.getByRole('button', { name: 'Sí' }).click();
    await box.getByText('¡Gracias! Nos alegra que te sirviera.').waitFor();
    await expectTrustedAtBothWidths(page, 'product-question-answer');

    await publish.click();
    await box.getByTestId('question-published').waitFor();
    expect(await questions.getByTestId('question').first().innerText()).toContain('¿Tiene garantía?');
    await page.reload();
    await expect.poll(() => questions.getByTestId('question').allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining('¿Tiene garantía?')]));
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
