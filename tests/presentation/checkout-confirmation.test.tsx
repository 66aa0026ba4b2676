// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import DOMPurify from 'dompurify';
import { afterEach, describe, expect, it } from 'vitest';
import type { Order } from '../../src/domain/orders/order';
import type { MarkdownItem, OrderResult } from '../../src/domain/checkout/checkout';
import ConfirmationScreen from '../../src/presentation/checkout/ConfirmationScreen';
import { instructionsHtml, safeHref } from '../../src/presentation/checkout/instructions';
import { fakeClient, signedInUser } from './fake-client';
import { renderAt } from './render';

afterEach(cleanup);

const item = (type: MarkdownItem['type'], text: string, label: string | null = null): MarkdownItem => ({ type, text, label });

/** The HTML as the browser would read it. */
function parse(html: string) {
  const box = document.createElement('div');
  box.innerHTML = html;
  return box;
}

/** Every way of writing a script link this renderer must not turn into a link. */
const HOSTILE_HREFS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  '  javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\u0000script:alert(1)',
  'jav&#x61;script:alert(1)',
  'jav&#97;script:alert(1)',
  '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)',
  'javascript&colon;alert(1)',
  '&amp;#106;avascript:alert(1)',
  '\u200bjavascript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  '//malo.example/robar',
  '/\\malo.example',
];

describe('instructionsHtml: the order result’s markdown, safely', () => {
  it('renders titles, paragraphs, lists, bold and links', () => {
    const html = instructionsHtml(
      [
        item('TITLE', 'Cómo pagar tu pedido 1001'),
        item('PGRAPH', 'Deposita **Q623.00** en una de estas cuentas.'),
        item('LIST_ITEM', 'Banco Industrial, cuenta 000-123456-7'),
        item('LIST_ITEM', 'BAM, cuenta 30-1234567-8'),
        item('SUBTITLE', 'Después'),
        item('PGRAPH', 'Lee [las condiciones](https://tienda.example/condiciones).'),
        item('LINK', '/cuenta/pedidos/1001', 'Ver mi pedido'),
      ],
      DOMPurify,
    );
    expect(html).toBe(
      '<h3>Cómo pagar tu pedido 1001</h3><p>Deposita <strong>Q623.00</strong> en una de estas cuentas.</p><ul><li>Banco Industrial, cuenta 000-123456-7</li><li>BAM, cuenta 30-1234567-8</li></ul><h4>Después</h4><p>Lee <a href="https://tienda.example/condiciones" rel="noopener noreferrer">las condiciones</a>.</p><p><a href="/cuenta/pedidos/1001">Ver mi pedido</a></p>',
    );
  });

  it('never lets raw HTML through: tags and attributes from the server are text', () => {
    const html = instructionsHtml(
      [
        item('PGRAPH', '<script>alert(1)</script><img src=x onerror="alert(2)">'),
        item('TITLE', '<iframe src="https://malo.example"></iframe>'),
        item('LIST_ITEM', '**<svg onload=alert(3)>**'),
        item('LINK', 'https://tienda.example/" onmouseover="alert(4)', '<b onclick=alert(5)>Ver</b>'),
      ],
      DOMPurify,
    );
    const box = parse(html);
    expect(box.querySelectorAll('script, img, iframe, svg, b, style').length).toBe(0);
    for (const element of box.querySelectorAll('*')) {
      for (const attribute of element.attributes) expect(attribute.name, element.outerHTML).toMatch(/^(href|rel)$/);
    }
    expect(box.querySelector('p')!.textContent).toBe('<script>alert(1)</script><img src=x onerror="alert(2)">');
    expect(box.querySelector('li strong')!.textContent).toBe('<svg onload=alert(3)>');
    const link = box.querySelector('a')!;
    // The quote stays inside the href: no attribute of its own.
    expect(link.getAttribute('href')).toBe('https://tienda.example/" onmouseover="alert(4)');
    expect(link.textContent).toBe('<b onclick=alert(5)>Ver</b>');
  });

  it.each(HOSTILE_HREFS)('drops the link %j, keeping its words as text', (href) => {
    const box = parse(instructionsHtml([item('LINK', href, 'Pagar aquí'), item('PGRAPH', `O [aquí](${href.replace(/[\s)]/g, '')}).`)], DOMPurify));
    expect(box.querySelectorAll('a').length).toBe(0);
    expect(box.textContent).toContain('Pagar aquí');
    expect(safeHref(href)).toBeNull();
  });

  it('keeps web, mail and phone links and the store’s own paths', () => {
    expect(safeHref('https://tienda.example/x')).toBe('https://tienda.example/x');
    expect(safeHref('mailto:ayuda@tienda.test')).toBe('mailto:ayuda@tienda.test');
    expect(safeHref('tel:+50255501234')).toBe('tel:+50255501234');
    expect(safeHref('/cuenta/pedidos/1')).toBe('/cuenta/pedidos/1');
  });

  it('sanitises what it builds with DOMPurify as well (a purifier that refuses everything leaves nothing)', () => {
    const calls: string[] = [];
    const html = instructionsHtml([item('PGRAPH', 'Hola')], {
      sanitize: (markup) => {
        calls.push(markup);
        return '';
      },
    });
    expect(calls).toEqual(['<p>Hola</p>']);
    expect(html).toBe('');
  });
});

const ANSWER: OrderResult = {
  order_number: '1001',
  payment_result_type: 'ADVANCE_NEEDED',
  is_identity_document_required: true,
  is_payment_card_authorization_number_required: true,
  is_bank_slip_required: true,
  pickup_contact: null,
  advance_instructions: [
    item('TITLE', 'Cómo pagar tu pedido 1001'),
    item('PGRAPH', 'Deposita **Q623.00**. <img src=x onerror=alert(1)>'),
    item('LIST_ITEM', 'Banco Industrial'),
    item('LINK', 'javascript:alert(document.cookie)', 'Pagar ya'),
    item('LINK', '/cuenta/pedidos/1001', 'Ver mi pedido'),
  ],
  payment_card_authorization_number_instructions: [item('PGRAPH', 'Llama a tu banco.')],
  advance_amount: 623,
  step_up_params: null,
  existing_card_id: null,
};

function signedIn() {
  const made = fakeClient();
  made.stores.session.setSession({ token: 't'.repeat(64), isUser: true }, { first_name: 'Ana', last_name: 'López', email: 'ana@tienda.test' });
  made.stores.user.setUser(signedInUser());
  return made;
}

describe('ConfirmationScreen', () => {
  it('shows the order number, a link to the order, the notices and the instructions rendered safely', async () => {
    const { client } = signedIn();
    client.checkout.store.finish({ status: 'placed', orderNumber: '1001', result: ANSWER, order: null });
    renderAt(client, <ConfirmationScreen />, { path: '/pagar/listo', pattern: '/pagar/listo' });

    expect(screen.getByTestId('order-number').textContent).toBe('1001');
    expect(screen.getByRole('link', { name: 'Ver tu pedido' }).getAttribute('href')).toBe('/cuenta/pedidos/1001');
    expect(within(screen.getByTestId('document-required')).getByRole('link').getAttribute('href')).toBe('/cuenta/documento');
    expect(screen.getByTestId('auth-required').textContent).toContain('número de autorización');
    expect(screen.getByTestId('slip-required').textContent).toContain('boleta');
    expect(screen.getByText(/Monto a pagar: Q\s?623\.00/)).toBeTruthy();

    const instructions = await waitFor(() => {
      const found = screen.getAllByTestId('instructions');
      expect(found).toHaveLength(2);
      return found[1]!;
    });
    expect(instructions.querySelector('h3')!.textContent).toBe('Cómo pagar tu pedido 1001');
    expect(instructions.querySelector('strong')!.textContent).toBe('Q623.00');
    expect(instructions.querySelector('img')).toBeNull();
    expect(Array.from(instructions.querySelectorAll('a')).map((a) => a.getAttribute('href'))).toEqual(['/cuenta/pedidos/1001']);
    expect(instructions.textContent).toContain('Pagar ya');
    expect(document.body.innerHTML).not.toMatch(/javascript:/i);
  });

  it('says so, with a link to the orders, when there is no order just placed (a reload)', () => {
    const { client } = signedIn();
    renderAt(client, <ConfirmationScreen />, { path: '/pagar/listo', pattern: '/pagar/listo' });
    expect(screen.getByText(/No encontramos aquí un pedido recién hecho/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver tus pedidos' }).getAttribute('href')).toBe('/cuenta/pedidos');
  });

  it('shows an order left pending: the message, the form to pay it with another card, and after paying, the paid confirmation', async () => {
    const { client, fakes } = signedIn();
    const message = 'Tu banco no autorizó el pago en la verificación de seguridad. Tu pedido 1002 sigue pendiente de pago: usa otra tarjeta u otro método de pago.';
    const totals = { amount_total: 623, amount_unpaid: 623 } as Order['totals'];
    client.checkout.store.finish({ status: 'pending', orderNumber: '1002', cause: '3DS_DECLINED', message, result: null, order: { totals, contact_email: 'ana@tienda.test' } as Order });
    fakes.payments.listCards.mockImplementation(async () => fakes.payments.cards.setCards([]));
    fakes.payments.payOrder.mockResolvedValue({ status: 'paid', orderNumber: '1002', paymentResult: 'SUCCESS', order: null });
    renderAt(client, <ConfirmationScreen />, { path: '/pagar/listo', pattern: '/pagar/listo' });

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Tu pedido 1002 está pendiente de pago');
    expect(screen.getByTestId('pending-message').textContent).toBe(message);
    expect(screen.getByTestId('pending-message').getAttribute('role')).toBe('alert');
    expect(screen.getByRole('link', { name: 'Ver tu pedido' }).getAttribute('href')).toBe('/cuenta/pedidos/1002');
    expect(screen.queryByText(/Gracias/)).toBeNull();

    fireEvent.change(await screen.findByLabelText('Número de la tarjeta'), { target: { value: '4242424242424242' } });
    fireEvent.change(screen.getByLabelText('Vencimiento (MM/AA)'), { target: { value: '1230' } });
    fireEvent.change(screen.getByLabelText(/^CVV/), { target: { value: '123' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /^Pagar Q\s?623\.00$/ })));
    expect(fakes.payments.payOrder).toHaveBeenCalledWith(expect.objectContaining({ orderNumber: '1002', card: expect.objectContaining({ number: '4242424242424242' }) }));

    const title = screen.getByRole('heading', { level: 1 });
    expect(title.textContent).toBe('¡Listo! Pagaste tu pedido 1002');
    expect(document.activeElement).toBe(title);
    expect(screen.queryByTestId('pending-message')).toBeNull();
    expect(screen.queryByLabelText('Número de la tarjeta')).toBeNull();
    expect(screen.getByTestId('order-number').textContent).toBe('1002');
    expect(screen.getByRole('link', { name: 'Ver tu pedido' }).getAttribute('href')).toBe('/cuenta/pedidos/1002');
  });
});
