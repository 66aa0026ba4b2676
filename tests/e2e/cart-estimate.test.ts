import { beforeAll, expect, it } from 'vitest';
import { expectTrustedAtBothWidths, keepScreenshot, type ListedProduct as Product, networkQuiet, storeApi, useStoreAndBrowser, waitForHydration } from './support';

const ctx = useStoreAndBrowser();

/** A physical product in stock under free shipping (Q500): Sacatepéquez then costs Q35. */
let product: Product;

beforeAll(async () => {
  const api = storeApi(ctx);
  const products = (await api.call<{ products: Product[] }>('/product?page_size=60', { token: await api.anonymous() })).body.products;
  product = products.find((p) => p.type === 'SIMPLE' && p.stock_status === 'IN_STOCK' && p.price >= 100 && p.price <= 400)!;
  expect(product).toBeTruthy();
});

it('tells an anonymous shopper when the cart arrives in Antigua Guatemala, and when it is ready at a pickup point', async () => {
  const context = await ctx.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-GT' });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  try {
    await page.goto(`${ctx.store.url}/producto/${product.slug}`);
    await waitForHydration(page);
    await page.getByTestId('add-to-cart').click();
    await page.getByRole('status').filter({ hasText: 'Agregado al carrito' }).waitFor();
    await page.goto(`${ctx.store.url}/carrito`);
    await networkQuiet(page);
    await page.getByTestId('cart-line').first().waitFor();

    const box = page.getByTestId('delivery-estimate');
    const toggle = box.getByText('¿Cuándo llega?');
    await toggle.waitFor();
    // Closed, it is one row: nothing of it shows but its summary.
    await expect(box.getByRole('radio', { name: 'A otra ciudad' }).isVisible()).resolves.toBe(false);
    await toggle.click();

    // An anonymous shopper has no saved addresses to choose from.
    await expect(box.getByRole('radio', { name: 'A mi dirección' }).count()).resolves.toBe(0);
    await expect(box.getByRole('radio', { name: 'A otra ciudad' }).isChecked()).resolves.toBe(true);
    await box.getByLabel('Departamento').selectOption({ label: 'Sacatepéquez' });
    await box.getByLabel('Municipio').selectOption({ label: 'Antigua Guatemala' });

    const answer = box.getByTestId('estimate-answer');
    await answer.waitFor();
    const text = await answer.innerText();
    expect(text).toContain('Envío a domicilio (departamentos de Guatemala)');
    expect(text).toMatch(/Q\s?35\.00/);
    expect(text).toMatch(/Envío exprés \(departamentos de Guatemala\)\s+Q\s?60\.00/);
    // A Spanish date range, as the server words it ("Llega el lunes 2 de junio." or "Llega entre el … y el …").
    expect(text).toMatch(/Llega (el|entre el) [a-záéíóú]+ \d{1,2}/);
    await expect(box.getByTestId('estimate-announcer').innerText()).resolves.toMatch(/^Envío a domicilio .*Q\s?35\.00\. Llega /);
    await expectTrustedAtBothWidths(page, 'cart-estimate-city');
    await keepScreenshot(box, 'cart-estimate-city-box.png');

    // Keyboard: the ways are radios; arrow keys move between them.
    await box.getByRole('radio', { name: 'A otra ciudad' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(box.getByRole('radio', { name: 'Recoger en tienda' }).isChecked()).resolves.toBe(true);
    const pickup = box.getByLabel('Punto de recogida');
    await pickup.waitFor();
    const names = (await pickup.locator('option').allInnerTexts()).slice(1);
    expect(names.length).toBeGreaterThan(0);
    await pickup.selectOption({ label: names[0]! });
    await expect(answer.innerText()).resolves.toContain(names[0]!);
    await page.waitForFunction(() => /Listo para recoger/.test(document.querySelector('[data-testid="estimate-answer"]')?.textContent ?? ''));
    expect(await answer.innerText()).toMatch(/Listo para recoger .+ desde las \d{2}:\d{2}\./);
    await expect(box.getByTestId('estimate-announcer').innerText()).resolves.toMatch(new RegExp(`^${names[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: Listo para recoger`));
    await expectTrustedAtBothWidths(page, 'cart-estimate-pickup');
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});
