import { createHash } from 'node:crypto';
import type { CategoryRow } from '../catalog/catalogue';
import type { AppDeps } from '../http/context';
import { ApiError } from '../http/errors';
import {
  findCategoryBySlug,
  findImportedProductSlug,
  insertAmazonImport,
  insertImportCategoryIfMissing,
  insertImportQuoteProduct,
} from './amazon-import-store';

/*
 * The Amazon import (spec section 7, POST /product/amazon), simulated: nothing is fetched from Amazon. A URL
 * is judged by documented patterns, one per outcome (docs/local-api.md, "Amazon import"), and an accepted one creates a
 * quote: a product with status IMPORT_QUOTE in the hidden «Importados» category, whose title, price and stock
 * status follow from the ASIN alone, so the same URL always gives the same product. Its page opens
 * (/page/product/{slug}, /slug/{slug}) but no listing, section or search shows it: they list PUBLISHED only.
 */

/** The category imported quotes go to (migration 16 makes it; hidden from the category tree). */
export const IMPORT_CATEGORY = { id: 9000, slug: 'importados', name: 'Importados' } as const;
/** The ASIN Amazon does not know (404 PRODUCT_NOT_FOUND) and the one whose quote fails (400 PRODUCT_NOT_CREATED). */
export const UNKNOWN_ASIN = 'B000000000';
export const FAILING_ASIN = 'B0NOTMADE0';
/** The longest URL looked at; a longer one is INVALID_URL. */
export const MAX_URL_LENGTH = 2048;

const AMAZON_HOSTS = new Set(['amazon.com', 'www.amazon.com']);
/** The product's ASIN in `/dp/<ASIN>` or `/gp/product/<ASIN>` (anything may come before, e.g. a title slug). */
const ASIN_IN_PATH = /\/(?:dp|gp\/product)\/([A-Za-z0-9]{10})(?:[/?#]|$)/;

export const AMAZON_MESSAGES = {
  INVALID_URL:
    'El enlace no es de un producto de Amazon.com. Copia el enlace completo desde la página del producto en Amazon.',
  USED_PRODUCTS_NOT_ALLOWED: 'No importamos productos usados. Elige la oferta del producto nuevo e inténtalo de nuevo.',
  GLOBAL_SELLER_NOT_ALLOWED:
    'No importamos productos de vendedores globales. Elige una oferta vendida por Amazon o por un vendedor de Estados Unidos.',
  PRODUCT_NOT_FOUND: 'No encontramos ese producto en Amazon. Revisa el enlace e inténtalo de nuevo.',
  PRODUCT_NOT_CREATED: 'No pudimos preparar la cotización de ese producto. Inténtalo de nuevo más tarde.',
} as const;

/**
 * The ASIN of an importable Amazon.com product URL, or the refusal, in this order: not an http(s) URL of
 * amazon.com → INVALID_URL; a used offer (`condition=used`, or `/used/` in the path) → USED_PRODUCTS_NOT_ALLOWED;
 * `seller=global` → GLOBAL_SELLER_NOT_ALLOWED; no `/dp/<ASIN>` or `/gp/product/<ASIN>` → INVALID_URL;
 * ASIN B000000000 → 404 PRODUCT_NOT_FOUND; ASIN B0NOTMADE0 → PRODUCT_NOT_CREATED.
 */
export function asinOf(raw: unknown): string {
  const invalid = () => new ApiError(400, 'INVALID_URL', AMAZON_MESSAGES.INVALID_URL);
  if (typeof raw !== 'string') throw invalid();
  const text = raw.trim();
  if (text === '' || text.length > MAX_URL_LENGTH) throw invalid();
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw invalid();
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password || url.port || !AMAZON_HOSTS.has(url.hostname))
    throw invalid();
  const param = (name: string) => url.searchParams.getAll(name).map((value) => value.trim().toLowerCase());
  if (param('condition').includes('used') || /\/used(\/|$)/i.test(url.pathname))
    throw new ApiError(400, 'USED_PRODUCTS_NOT_ALLOWED', AMAZON_MESSAGES.USED_PRODUCTS_NOT_ALLOWED);
  if (param('seller').includes('global'))
    throw new ApiError(400, 'GLOBAL_SELLER_NOT_ALLOWED', AMAZON_MESSAGES.GLOBAL_SELLER_NOT_ALLOWED);
  const asin = ASIN_IN_PATH.exec(url.pathname)?.[1]?.toUpperCase();
  if (!asin) throw invalid();
  if (asin === UNKNOWN_ASIN) throw new ApiError(404, 'PRODUCT_NOT_FOUND', AMAZON_MESSAGES.PRODUCT_NOT_FOUND);
  if (asin === FAILING_ASIN) throw new ApiError(400, 'PRODUCT_NOT_CREATED', AMAZON_MESSAGES.PRODUCT_NOT_CREATED);
  return asin;
}

/** What the quote of an ASIN says, the same every time: a price of Q150 to Q4,999 and a stock status. */
export function quoteOf(asin: string): { priceCents: number; stockStatus: 'PRESALE' | 'IN_ERP_STOCK' } {
  const digest = createHash('sha256').update(asin).digest();
  return {
    priceCents: (150 + (digest.readUInt32BE(0) % 4850)) * 100,
    stockStatus: digest[4]! % 2 === 0 ? 'IN_ERP_STOCK' : 'PRESALE',
  };
}

/** The category row, made (and put in the catalogue's memory) if a database lost it. */
function importCategory(deps: AppDeps): CategoryRow {
  const known = deps.catalogue.categoriesBySlug.get(IMPORT_CATEGORY.slug);
  if (known) return known;
  insertImportCategoryIfMissing(deps.db, IMPORT_CATEGORY.id, IMPORT_CATEGORY.name, IMPORT_CATEGORY.slug);
  const row = findCategoryBySlug(deps.db, IMPORT_CATEGORY.slug);
  // Hidden: known by id and slug (the product's main_category, /category/importados), listed as nobody's child.
  deps.catalogue.categories.set(row.id, row);
  deps.catalogue.categoriesBySlug.set(row.slug, row);
  return row;
}

/**
 * The slug of the quote for `asin`: the product made by an earlier import of the same ASIN, else a new one.
 * The row is read from the database on every request (the catalogue keeps no products in memory), so the
 * new page answers at once.
 */
export function importFromAmazon(deps: AppDeps, asin: string): { slug: string } {
  const { db } = deps;
  const category = importCategory(deps);
  return db.transaction(() => {
    const existing = findImportedProductSlug(db, asin);
    if (existing) return existing;
    const { priceCents, stockStatus } = quoteOf(asin);
    const now = deps.now().toISOString();
    const slug = `importado-amazon-${asin.toLowerCase()}`;
    const title = `Producto importado de Amazon (${asin})`;
    const productId = insertImportQuoteProduct(db, {
      public_sku: `AMZ-${asin}`,
      slug,
      title,
      category_id: category.id,
      stock_status: stockStatus,
      stock_quantity: stockStatus === 'PRESALE' ? 20 : 10,
      price_cents: priceCents,
      presale_days: stockStatus === 'PRESALE' ? 15 : null,
      description_short: `Cotización para importar de Amazon.com el producto con ASIN ${asin}. El precio ya incluye el envío a Guatemala y los impuestos de importación.`,
      description_long:
        `Cotizamos este producto de Amazon.com (ASIN ${asin}) para traerlo a Guatemala. El precio en quetzales incluye la compra en Estados Unidos, ` +
        `el envío internacional, los impuestos de importación y la entrega. ` +
        (stockStatus === 'PRESALE'
          ? 'Se pide a Amazon cuando haces tu pedido y llega en unas dos semanas.'
          : 'Lo tenemos en nuestra bodega de Miami, listo para enviarse en pocos días.') +
        ' Tiene 3 meses de garantía con Tienda.',
      keywords: `amazon, importado, ${asin.toLowerCase()}`,
      created_at: now,
    });
    insertAmazonImport(db, asin, productId, now);
    return { slug };
  })();
}
