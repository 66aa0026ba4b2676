import type { Address, Cart, Order, ProductDetail, ProductSummary, TiendaClient } from '../node';
import { UseCaseError } from '../node';
import { fields, price, table } from './format';
import { UsageError, type CliIo, type CliOptions } from './options';

export { UsageError };

/** What a command gets: its own words after the command name, the parsed options and a client made on demand. */
export interface CommandContext {
  args: string[];
  options: CliOptions;
  io: CliIo;
  /** The client, its session read from the session file; `start()` is the command's to call. */
  client: () => TiendaClient;
}

/** A command's answer, in both shapes: `run` prints the one `--json` asks for. */
export interface CommandOutput {
  text: string;
  json: unknown;
}

export type Command = (context: CommandContext) => Promise<CommandOutput>;

/** A started client: the session restored from the file (or a new anonymous one, saved to it) and the cart. */
async function started(context: CommandContext): Promise<TiendaClient> {
  const client = context.client();
  await client.start();
  return client;
}

function expectArgs(context: CommandContext, count: number, usage: string): void {
  if (context.args.length !== count) throw new UsageError(`Uso: tienda ${usage}`);
}

function pageOption(context: CommandContext): number {
  const page = Number(context.options.page ?? '1');
  if (!Number.isInteger(page) || page < 1) throw new UsageError(`--page debe ser un entero desde 1 (se recibió «${context.options.page}»).`);
  return page;
}

const stock = (product: ProductSummary) => product.stock_status_text ?? product.stock_status;

const search: Command = async (context) => {
  const query = context.args.join(' ').trim();
  if (!query) throw new UsageError('Uso: tienda search <texto>');
  const client = await started(context);
  const page = pageOption(context);
  const { results, pageCount } = await client.search.search({ query, page });
  const products = results.products;
  const summary = results.message ?? `${results.total_count} resultado${results.total_count === 1 ? '' : 's'} (página ${page} de ${Math.max(pageCount, 1)})`;
  return {
    json: { query: results.query || query, total_count: results.total_count, page, page_count: pageCount, message: results.message, products },
    text:
      (products.length
        ? table(products, [
            { header: 'SKU', value: (p) => p.public_sku },
            { header: 'Producto', value: (p) => p.title },
            { header: 'Precio', value: (p) => price(p.price), align: 'right' },
            { header: 'Disponibilidad', value: stock },
            { header: 'Slug', value: (p) => p.slug },
          ])
        : '') + `${summary}\n`,
  };
};

const SKU = /^TND-\d+$/i;

const product: Command = async (context) => {
  expectArgs(context, 1, 'product <slug|SKU>');
  const client = await started(context);
  const wanted = context.args[0]!;
  let id = wanted.toUpperCase();
  if (!SKU.test(wanted)) {
    const resolved = await client.catalog.resolveSlug(wanted);
    if (resolved.page_type !== 'PRODUCT' || resolved.id === null || resolved.id === undefined) throw new UseCaseError('notFound', { description: `No product page has the slug ${wanted}` });
    id = String(resolved.id);
  }
  const { product: detail } = await client.catalog.loadProductPage({ id });
  return { json: detail, text: productText(detail) };
};

function productText(p: ProductDetail): string {
  return fields([
    ['SKU', p.public_sku],
    ['Producto', p.title],
    ['Marca', p.brand?.name],
    ['Categoría', p.main_category?.name],
    ['Precio', price(p.price)],
    ['Antes', p.regular_price !== null && p.regular_price > p.price ? price(p.regular_price) : null],
    ['Disponibilidad', stock(p)],
    ['Calificación', p.average_rating !== null ? `${p.average_rating.toFixed(1)} (${p.rating_count})` : null],
    ['Garantía', p.warranty_months ? `${p.warranty_months} meses` : null],
    ['Slug', p.slug],
    ['Descripción', p.description_short],
  ]);
}

function cartOutput(cart: Cart | null): CommandOutput {
  const items = cart?.items ?? [];
  const text = items.length
    ? table(items, [
        { header: 'SKU', value: (item) => item.product.public_sku },
        { header: 'Producto', value: (item) => item.product.title },
        { header: 'Cantidad', value: (item) => item.quantity, align: 'right' },
        { header: 'Precio', value: (item) => price(item.price), align: 'right' },
        { header: 'Subtotal', value: (item) => price(item.price * item.quantity), align: 'right' },
      ]) + fields([
        ['Subtotal', price(cart!.amount_sub_total)],
        ['Cupones', cart!.discount_coupons ? `-${price(cart!.discount_coupons)}` : null],
        ['Tarjeta de regalo', cart!.discount_gift_card ? `-${price(cart!.discount_gift_card)}` : null],
        ['Total', price(cart!.amount_total)],
      ])
    : 'El carrito está vacío.\n';
  return { json: cart, text };
}

const cart: Command = async (context) => {
  const [sub, ...rest] = context.args;
  if (sub === undefined) {
    const client = await started(context);
    return cartOutput(client.cart.store.getSnapshot().cart);
  }
  if (sub !== 'add' || rest.length !== 2) throw new UsageError('Uso: tienda cart | tienda cart add <SKU> <cantidad>');
  const quantity = Number(rest[1]);
  if (!Number.isInteger(quantity) || quantity < 1) throw new UsageError(`La cantidad debe ser un entero desde 1 (se recibió «${rest[1]}»).`);
  const client = await started(context);
  const { product: detail } = await client.catalog.loadProductPage({ id: rest[0]!.toUpperCase() });
  return cartOutput(await client.cart.add({ product: detail, quantity }));
};

const login: Command = async (context) => {
  expectArgs(context, 1, 'login <correo> [--password <contraseña>]');
  const password = context.options.password ?? context.io.env.TIENDA_PASSWORD;
  if (!password) throw new UsageError('Falta la contraseña: usa --password o la variable TIENDA_PASSWORD.');
  const client = await started(context);
  const user = await client.session.login({ email: context.args[0]!, password });
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ');
  return { json: user, text: `Sesión iniciada: ${user.email}${name ? ` (${name})` : ''}.\n` };
};

const logout: Command = async (context) => {
  expectArgs(context, 0, 'logout');
  const client = await started(context);
  await client.session.logout();
  return { json: { signedIn: false }, text: 'Sesión cerrada.\n' };
};

/**
 * Cash on delivery, the one method a terminal can finish alone: delivery to a saved address (the one
 * `--address` names, else the first) with the standard option and the address's phone (or `--phone`), or
 * pickup at the point `--pickup` names. Each step is the checkout use cases', previewed by the server.
 */
const checkout: Command = async (context) => {
  expectArgs(context, 0, 'checkout --cod [--address <id> --phone <teléfono> | --pickup <punto>]');
  const { cod, pickup, address: addressId, phone } = context.options;
  if (!cod) throw new UsageError('Indica el método de pago: por ahora solo --cod (pago contra entrega).');
  if (pickup && (addressId || phone)) throw new UsageError('Usa --pickup o --address/--phone, no ambos.');
  const client = await started(context);
  await client.checkout.start();
  if (pickup) {
    const points = await client.checkout.loadPickupOptions();
    const point = points.find((candidate) => candidate.public_id === pickup || String(candidate.id) === pickup);
    if (!point) throw new UsageError(`No hay un punto de recogida «${pickup}». Puntos: ${points.map((p) => p.public_id).join(', ')}`);
    await client.checkout.edit({ kind: 'pickupOption', id: point.id });
  } else {
    const addresses = await client.addresses.list();
    const address: Address | undefined = addressId ? addresses.find((candidate) => String(candidate.id) === addressId) : addresses[0];
    if (!address) {
      throw new UsageError(
        addressId ? `No tienes una dirección «${addressId}». Direcciones: ${addresses.map((a) => a.id).join(', ') || 'ninguna'}` : 'No tienes direcciones guardadas: agrega una o usa --pickup <punto>.',
      );
    }
    const options = await client.checkout.loadDeliveryOptions(String(address.id));
    const option = options.find((candidate) => !candidate.is_disabled && !candidate.is_express) ?? options.find((candidate) => !candidate.is_disabled);
    await client.checkout.edit({ kind: 'shippingAddress', id: String(address.id) });
    if (option?.id !== undefined && option.id !== null) await client.checkout.edit({ kind: 'deliveryOption', id: option.id });
    await client.checkout.edit({ kind: 'pickupContact', name: `${address.first_name} ${address.last_name}`.trim(), phone: phone ?? address.phone ?? '' });
  }
  await client.checkout.edit({ kind: 'paymentMethod', method: 'COD' });
  const result = await client.checkout.createOrder();
  const order = result.order;
  const json = { status: result.status, order_number: result.orderNumber, ...(result.status === 'pending' ? { cause: result.cause, message: result.message } : {}), order };
  if (result.status === 'pending') throw new UseCaseError(result.cause, { apiMessage: result.message, details: json });
  return {
    json,
    text: fields([
      ['Pedido', result.orderNumber],
      ['Estado', order?.title],
      ['Pago', 'Contra entrega'],
      ['Total', price(order?.totals.amount_total)],
      ['PIN', order?.pin],
    ]),
  };
};

const orders: Command = async (context) => {
  expectArgs(context, 0, 'orders [--page <n>]');
  const client = await started(context);
  const page = pageOption(context);
  const list = await client.orders.list({ page });
  return {
    json: list,
    text: list.length
      ? table(list, [
          { header: 'Pedido', value: (o: Order) => o.order_number },
          { header: 'Fecha', value: (o) => o.created_date?.slice(0, 10) },
          { header: 'Estado', value: (o) => o.title ?? o.step },
          { header: 'Pago', value: (o) => o.payment_method },
          { header: 'Artículos', value: (o) => o.items.reduce((sum, item) => sum + item.quantity, 0), align: 'right' },
          { header: 'Total', value: (o) => price(o.totals.amount_total), align: 'right' },
        ])
      : 'No tienes pedidos.\n',
  };
};

export const COMMANDS: Record<string, Command> = { search, product, cart, login, logout, checkout, orders };
