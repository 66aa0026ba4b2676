import { describe, expect, it } from 'vitest';
import { CartSchema } from '../../../src';
import { describeLoginMerge } from '../../../src/usecases/cart/login-merge';
import { requests, setupMsw } from '../../mocks/server';
import { cart, cartItem } from '../../mocks/fixtures';
import { productsOf, shopperAboutToLogIn } from './kept-apart-harness';

setupMsw();

const [A, B, C] = productsOf('SIMPLE', 'Audífonos', 3) as [ReturnType<typeof productsOf>[number], ReturnType<typeof productsOf>[number], ReturnType<typeof productsOf>[number]];

function parsed(wire: ReturnType<typeof cart>) {
  return CartSchema.parse(wire);
}

describe('describeLoginMerge', () => {
  const visit = parsed(cart({ cart_id: 'anon', items: [cartItem(A, { item_id: 'a1', quantity: 2 }), cartItem(B, { item_id: 'b1', quantity: 1 })] }));

  it('tells which quantities were combined, which lines were added and which the account had', () => {
    const account = parsed(
      cart({
        cart_id: 'acct',
        items: [cartItem(A, { item_id: 'x1', quantity: 3 }), cartItem(C, { item_id: 'x2', quantity: 1 }), cartItem(B, { item_id: 'x3', quantity: 1 })],
      }),
    );
    const merge = describeLoginMerge(visit, account);
    expect(merge?.combined.map(({ item, brought }) => [item.product.public_sku, item.quantity, brought])).toEqual([['SIMPLE-1', 3, 2]]);
    expect(merge?.added.map((item) => item.product.public_sku)).toEqual(['SIMPLE-2']);
    expect(merge?.alreadyThere.map((item) => item.product.public_sku)).toEqual(['SIMPLE-3']);
    expect(merge?.messages).toEqual([
      'Sumamos las cantidades de «Audífonos 1»: ahora llevas 3.',
      'Agregamos «Audífonos 2».',
      'Ya estaba en tu cuenta: «Audífonos 3».',
    ]);
  });

  it('tells nothing when the cart simply became the account\'s', () => {
    expect(describeLoginMerge(visit, parsed(cart({ cart_id: 'anon', items: [cartItem(A, { quantity: 5 }), cartItem(C)] })))).toBeNull();
    // another id, but the account's cart held nothing else: every line is as it was
    expect(describeLoginMerge(visit, parsed(cart({ cart_id: 'acct', items: [cartItem(A, { quantity: 2 }), cartItem(B, { quantity: 1 })] })))).toBeNull();
  });

  it('tells nothing when no line joined (they stayed apart, which the other-cart notice tells), or there were none', () => {
    expect(describeLoginMerge(visit, parsed(cart({ cart_id: 'acct', items: [cartItem(C, { quantity: 1 })] })))).toBeNull();
    expect(describeLoginMerge(null, parsed(cart({ cart_id: 'acct', items: [cartItem(C)] })))).toBeNull();
    expect(describeLoginMerge(parsed(cart({ cart_id: 'anon', items: [] })), parsed(cart({ cart_id: 'acct', items: [cartItem(C)] })))).toBeNull();
  });

  it('names several lines the way Spanish lists them', () => {
    const account = parsed(
      cart({ cart_id: 'acct', items: [cartItem(C, { quantity: 1 }), cartItem(A, { quantity: 2 }), cartItem(B, { quantity: 1 })] }),
    );
    expect(describeLoginMerge(visit, account)?.messages).toEqual(['Agregamos «Audífonos 1» (×2) y «Audífonos 2».', 'Ya estaba en tu cuenta: «Audífonos 3».']);
  });
});

describe('login: the cart store tells what the merge changed', () => {
  it('holds the merge after login, without any extra request, until the cart changes', async () => {
    const { client, carts, login } = await shopperAboutToLogIn({ anonymous: [A, B], account: [A, C], keptWhole: false });
    // The server combined A (1 + 2) and added B to the account's cart.
    const acct = carts.carts.get('acct-1')!;
    carts.seed({ ...acct, items: [cartItem(A, { item_id: 'x1', quantity: 3 }), cartItem(C, { item_id: 'x2' }), cartItem(B, { item_id: 'x3', quantity: 2 })], user_cart_ids: [] });
    await login();
    expect(requests.describe()).toBe('POST /login/, GET /user/, POST /cart');
    const merge = client.cart.store.getSnapshot().loginMerge;
    expect(merge?.messages).toEqual([
      'Sumamos las cantidades de «Audífonos 1»: ahora llevas 3.',
      'Agregamos «Audífonos 2» (×2).',
      'Ya estaba en tu cuenta: «Audífonos 3».',
    ]);

    await client.cart.update({ itemId: 'x2', quantity: 2 });
    expect(client.cart.store.getSnapshot().loginMerge).toBeNull();
  });

  it('is dismissed by the shopper, and forgotten at logout', async () => {
    const { client, carts, login } = await shopperAboutToLogIn({ anonymous: [A], account: [A], keptWhole: false });
    const acct = carts.carts.get('acct-1')!;
    carts.seed({ ...acct, items: [cartItem(A, { item_id: 'x1', quantity: 3 })], user_cart_ids: [] });
    await login();
    expect(client.cart.store.getSnapshot().loginMerge?.messages).toEqual(['Sumamos las cantidades de «Audífonos 1»: ahora llevas 3.']);
    client.cart.store.dismissLoginMerge();
    expect(client.cart.store.getSnapshot().loginMerge).toBeNull();
    client.cart.store.setLoginMerge({ added: [], combined: [], alreadyThere: [], messages: ['x'] });
    await client.session.logout();
    expect(client.cart.store.getSnapshot().loginMerge).toBeNull();
  });
});
