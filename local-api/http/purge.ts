import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { MiddlewareHandler } from 'hono';
import type { Database } from '../db/database';
import type { Logger } from './logger';
import {
  listAuthorSlugs,
  listBrandSlugs,
  listBundleSkusHolding,
  listCategoryChainSlugs,
  listColumnNames,
  listVariantGroupSkus,
  productFactsReader,
  type ProductFacts,
} from './purge-store';

/**
 * Purge by key (issue 22: the store behind a shared cache, Varnish with xkey).
 *
 * When anything a shopper sees of a product changes, by whatever code path (checkout taking stock,
 * a cancellation giving it back, the development controls, an Amazon import, a review), the cache is
 * told to drop every page showing it: one `PURGE <purgeUrl>` with the header
 * `xkey-purge: prod-<sku> cat-<slug>… brand-<slug> author-<slug>` (space-separated keys).
 *
 * Changes are caught in one place, the database: TEMP triggers (this connection's only, never stored
 * in the file, so seeding and other processes are not seen) call a function registered with
 * better-sqlite3 that records what changed. Nothing is queried inside a trigger; after the request's
 * work the recorded rows are turned into keys and sent. An UPDATE of products purges only when a
 * column a shopper sees really changed: `popularity` (it only reorders listings, and nothing bumps it
 * at run time) is left out.
 *
 * Keys of a changed product: `prod-<public_sku>` (before and after, should it be renamed), `cat-<slug>`
 * of its category and every ancestor (old and new, should it move), `brand-<slug>`, `author-<slug>`,
 * `prod-<sku>` of its variant siblings (their pages show its swatch) and of the bundles holding it.
 * A change of what only its own page shows (a review, an answered question) purges `prod-<sku>` alone.
 */

/** Columns of products a change of which purges nothing. */
const IGNORED_PRODUCT_COLUMNS: ReadonlySet<string> = new Set(['popularity']);
/** Columns of reviews no page shows. */
const IGNORED_REVIEW_COLUMNS: ReadonlySet<string> = new Set(['points_awarded', 'email', 'user_id']);

/** One xkey-purge header stays under this many bytes; more keys go in another request. */
export const MAX_PURGE_HEADER_BYTES = 8 * 1024;
/** How long a request that changed a product waits for its purge before answering anyway. */
export const DEFAULT_PURGE_WAIT_MS = 1000;
/** A purge request that takes longer than this is abandoned (the request itself, not the answer's wait). */
const PURGE_REQUEST_TIMEOUT_MS = 10_000;

export type PurgeUrlOption = string | null | undefined | (() => string | null | undefined);

/** `value` as an http(s) URL; anything else is a configuration error. */
export function normalizePurgeUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`purgeUrl (TIENDA_PURGE_URL) is not a URL: ${describeUrl(value)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`purgeUrl (TIENDA_PURGE_URL) must be an http(s) URL such as http://varnish:6081/, not ${describeUrl(value)}`);
  return url.href;
}

/** A URL as a log line may show it: no user, password or query (where a token would be). */
function describeUrl(value: string): string {
  try {
    const url = new URL(value);
    return `${url.protocol}//${url.host}${url.pathname}`;
  } catch {
    return '(no es una URL)';
  }
}

export interface PurgerOptions {
  db: Database;
  /** A fixed URL (checked here) or a function read on each change; null or empty sends nothing. */
  url: string | (() => string | null | undefined);
  log: Logger;
  /** How long a change request waits for its purge (default 1 s). */
  waitMs?: number;
}

/**
 * Collects the products changed on one database connection and sends their keys. Made by
 * {@link createPurger}, which returns null when there is no purge URL (then nothing is installed).
 */
export class Purger {
  private rows: ProductFacts[] = [];
  /** Products by id whose every key purges (a change in another table: attributes, variant values). */
  private fullIds = new Set<number>();
  /** Products by id whose own page alone purges (reviews, answered questions, bundle parts). */
  private pageIds = new Set<number>();
  /** Keys recorded as they are (a shared wishlist's `wishlist-<public id>`). */
  private rawKeys = new Set<string>();
  /** Changes recorded so far (a request compares it before and after its work). */
  private changes = 0;
  /** Requests being answered: while there are any, their middleware flushes; otherwise a change flushes itself. */
  private active = 0;
  private scheduled: NodeJS.Immediate | null = null;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly fixedUrl: string | null;
  private readonly waitMs: number;

  constructor(private readonly options: PurgerOptions) {
    this.fixedUrl = typeof options.url === 'string' ? normalizePurgeUrl(options.url) : null;
    this.waitMs = options.waitMs ?? DEFAULT_PURGE_WAIT_MS;
    this.install();
  }

  /** The URL to purge at now, or null (a function that gives nothing, or something that is no http(s) URL). */
  private currentUrl(): string | null {
    if (this.fixedUrl !== null) return this.fixedUrl;
    const value = (this.options.url as () => string | null | undefined)();
    if (!value) return null;
    try {
      return normalizePurgeUrl(value);
    } catch (error) {
      this.options.log('warn', `No se purga la caché: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  }

  private install(): void {
    const { db } = this.options;
    db.function('tienda_purge_row', { deterministic: false }, (id: unknown, sku: unknown, category: unknown, brand: unknown, author: unknown, group: unknown) => {
      if (this.fixedUrl === null && this.currentUrl() === null) return null;
      this.rows.push({
        id: Number(id),
        sku: String(sku),
        categoryId: category == null ? null : Number(category),
        brandId: brand == null ? null : Number(brand),
        authorId: author == null ? null : Number(author),
        variantGroup: group == null ? null : String(group),
      });
      this.recorded();
      return null;
    });
    db.function('tienda_purge_id', { deterministic: false }, (id: unknown, full: unknown) => {
      if (id == null || (this.fixedUrl === null && this.currentUrl() === null)) return null;
      (Number(full) === 1 ? this.fullIds : this.pageIds).add(Number(id));
      this.recorded();
      return null;
    });

    db.function('tienda_purge_key', { deterministic: false }, (key: unknown) => {
      if (key == null || (this.fixedUrl === null && this.currentUrl() === null)) return null;
      this.rawKeys.add(String(key));
      this.recorded();
      return null;
    });

    const columns = (table: string, ignored: ReadonlySet<string>) =>
      listColumnNames(db, table).filter((name) => !ignored.has(name));
    const changed = (cols: string[]) => cols.map((c) => `OLD."${c}" IS NOT NEW."${c}"`).join(' OR ');
    const row = (alias: 'OLD' | 'NEW') =>
      `SELECT tienda_purge_row(${alias}.id, ${alias}.public_sku, ${alias}.category_id, ${alias}.brand_id, ${alias}.author_id, ${alias}.variant_group_id);`;
    const shown = columns('products', IGNORED_PRODUCT_COLUMNS);
    const reviewColumns = columns('reviews', IGNORED_REVIEW_COLUMNS);
    const byId = (table: string, expression: (alias: 'OLD' | 'NEW') => string, full: 0 | 1, when: { update?: string; row?: (alias: 'OLD' | 'NEW') => string } = {}) => {
      const guard = (alias: 'OLD' | 'NEW') => (when.row ? ` WHEN ${when.row(alias)}` : '');
      return `
        CREATE TEMP TRIGGER IF NOT EXISTS tienda_purge_${table}_insert AFTER INSERT ON main.${table}${guard('NEW')}
          BEGIN SELECT tienda_purge_id(${expression('NEW')}, ${full}); END;
        CREATE TEMP TRIGGER IF NOT EXISTS tienda_purge_${table}_delete AFTER DELETE ON main.${table}${guard('OLD')}
          BEGIN SELECT tienda_purge_id(${expression('OLD')}, ${full}); END;
        CREATE TEMP TRIGGER IF NOT EXISTS tienda_purge_${table}_update AFTER UPDATE ON main.${table}
          WHEN (${when.update ?? 'TRUE'})${when.row ? ` AND (${when.row('OLD')} OR ${when.row('NEW')})` : ''}
          BEGIN SELECT tienda_purge_id(${expression('OLD')}, ${full}); SELECT tienda_purge_id(${expression('NEW')}, ${full}); END;`;
    };
    db.exec(`
      CREATE TEMP TRIGGER IF NOT EXISTS tienda_purge_products_insert AFTER INSERT ON main.products BEGIN ${row('NEW')} END;
      CREATE TEMP TRIGGER IF NOT EXISTS tienda_purge_products_delete AFTER DELETE ON main.products BEGIN ${row('OLD')} END;
      CREATE TEMP TRIGGER IF NOT EXISTS tienda_purge_products_update AFTER UPDATE OF ${shown.map((c) => `"${c}"`).join(', ')} ON main.products
        WHEN ${changed(shown)} BEGIN ${row('OLD')} ${row('NEW')} END;
      ${byId('product_attributes', (a) => `${a}.product_id`, 1)}
      ${byId('product_variant_values', (a) => `${a}.product_id`, 1)}
      ${byId('bundle_items', (a) => `${a}.bundle_id`, 0)}
      ${byId('reviews', (a) => `${a}.product_id`, 0, { update: changed(reviewColumns) })}
      ${byId('review_images', (a) => `(SELECT product_id FROM main.reviews WHERE id = ${a}.review_id)`, 0)}
      ${byId('questions', (a) => `${a}.product_id`, 0, { row: (a) => `${a}.answer IS NOT NULL` })}
      CREATE TEMP TRIGGER IF NOT EXISTS tienda_purge_wishlists_update AFTER UPDATE OF is_shared, public_id, name ON main.wishlists
        WHEN OLD.is_shared = 1 BEGIN SELECT tienda_purge_key('wishlist-' || OLD.public_id); END;
      CREATE TEMP TRIGGER IF NOT EXISTS tienda_purge_wishlists_delete AFTER DELETE ON main.wishlists
        WHEN OLD.is_shared = 1 BEGIN SELECT tienda_purge_key('wishlist-' || OLD.public_id); END;
      ${['insert', 'delete'].map((event) => {
        const alias = event === 'insert' ? 'NEW' : 'OLD';
        return `CREATE TEMP TRIGGER IF NOT EXISTS tienda_purge_wishlist_items_${event} AFTER ${event.toUpperCase()} ON main.wishlist_items
          BEGIN SELECT tienda_purge_key('wishlist-' || public_id) FROM main.wishlists WHERE id = ${alias}.wishlist_id AND is_shared = 1; END;`;
      }).join('\n')}
    `);
  }

  private recorded(): void {
    this.changes++;
    // A change outside any request (a timer, an expiry job): flushed as soon as the current work is done.
    if (this.active === 0 && this.scheduled === null) {
      this.scheduled = setImmediate(() => {
        this.scheduled = null;
        if (this.active === 0) void this.flush();
      });
    }
  }

  /** Whether anything is recorded and not yet sent. */
  private get hasPending(): boolean {
    return this.rows.length > 0 || this.fullIds.size > 0 || this.pageIds.size > 0 || this.rawKeys.size > 0;
  }

  /** The keys of what is recorded, which is then forgotten. Read now, so a deleted product's siblings are those of now. */
  private takeKeys(): string[] {
    const rows = this.rows;
    const fullIds = this.fullIds;
    const pageIds = this.pageIds;
    const rawKeys = this.rawKeys;
    this.rows = [];
    this.fullIds = new Set();
    this.pageIds = new Set();
    this.rawKeys = new Set();
    const { db } = this.options;
    if (!db.open) return [];
    const skus = new Set<string>();
    const categories = new Set<number>();
    const brands = new Set<number>();
    const authors = new Set<number>();
    const groups = new Set<string>();
    const productIds = new Set<number>();
    const add = (facts: ProductFacts) => {
      skus.add(facts.sku);
      productIds.add(facts.id);
      if (facts.categoryId !== null) categories.add(facts.categoryId);
      if (facts.brandId !== null) brands.add(facts.brandId);
      if (facts.authorId !== null) authors.add(facts.authorId);
      if (facts.variantGroup !== null) groups.add(facts.variantGroup);
    };
    rows.forEach(add);
    const lookup = productFactsReader(db);
    if (fullIds.size > 0) lookup(fullIds).forEach(add);
    if (pageIds.size > 0) for (const facts of lookup(pageIds)) skus.add(facts.sku);

    const keys = [...skus].map((sku) => `prod-${sku}`);
    if (groups.size > 0) for (const sku of listVariantGroupSkus(db, groups)) keys.push(`prod-${sku}`);
    if (productIds.size > 0) for (const sku of listBundleSkusHolding(db, productIds)) keys.push(`prod-${sku}`);
    if (categories.size > 0) for (const slug of listCategoryChainSlugs(db, categories)) keys.push(`cat-${slug}`);
    if (brands.size > 0) for (const slug of listBrandSlugs(db, brands)) keys.push(`brand-${slug}`);
    if (authors.size > 0) for (const slug of listAuthorSlugs(db, authors)) keys.push(`author-${slug}`);
    keys.push(...rawKeys);
    return [...new Set(keys)];
  }

  /**
   * Sends what is recorded (one PURGE, or one per ~8 KiB of keys) and resolves when it, and every purge
   * already under way, has an answer or failed. Never rejects: a failure is a warning in the log.
   */
  flush(): Promise<void> {
    if (this.hasPending) {
      const keys = this.takeKeys();
      const url = keys.length > 0 ? this.currentUrl() : null;
      if (url !== null) {
        const sending = Promise.all(chunkKeys(keys).map((chunk) => this.send(url, chunk))).then(() => undefined);
        this.inFlight.add(sending);
        void sending.finally(() => this.inFlight.delete(sending));
      }
    }
    return Promise.all([...this.inFlight]).then(() => undefined);
  }

  private send(url: string, keys: string[]): Promise<void> {
    const where = describeUrl(url);
    const warn = (reason: string) =>
      this.options.log('warn', `La caché no confirmó la purga de ${keys.length} claves en ${where}: ${reason}. Sus páginas pueden mostrar datos viejos hasta que caduquen.`);
    return new Promise<void>((resolve) => {
      const request = (url.startsWith('https:') ? httpsRequest : httpRequest)(
        url,
        { method: 'PURGE', headers: { 'xkey-purge': keys.join(' '), 'Content-Length': '0' }, agent: false },
        (response: IncomingMessage) => {
          response.resume();
          response.on('end', () => {
            const status = response.statusCode ?? 0;
            if (status < 200 || status >= 300) warn(`respondió HTTP ${status}`);
            resolve();
          });
          response.on('error', (error) => {
            warn(error.message);
            resolve();
          });
        },
      );
      request.setTimeout(PURGE_REQUEST_TIMEOUT_MS, () => request.destroy(new Error(`sin respuesta en ${PURGE_REQUEST_TIMEOUT_MS / 1000} s`)));
      request.on('error', (error: NodeJS.ErrnoException) => {
        warn(error.code ?? error.message);
        resolve();
      });
      request.end();
    });
  }

  /**
   * The app's middleware: a request that changed a product (or during which one changed) is answered once
   * its purge is confirmed, so the very next read is already fresh; it waits at most `waitMs` (1 s), then
   * answers anyway and says so in the log.
   */
  middleware(): MiddlewareHandler {
    return async (_c, next) => {
      const before = this.changes;
      this.active++;
      try {
        await next();
      } finally {
        this.active--;
      }
      if (this.changes === before && !(this.active === 0 && this.hasPending)) return;
      let timer: NodeJS.Timeout | undefined;
      const gaveUp = await Promise.race([
        this.flush().then(() => false),
        new Promise<boolean>((resolve) => {
          timer = setTimeout(() => resolve(true), this.waitMs);
        }),
      ]);
      clearTimeout(timer);
      if (gaveUp) this.options.log('warn', `La purga de la caché tardó más de ${this.waitMs} ms: se responde sin esperarla.`);
    };
  }
}

/** Keys in groups whose space-separated header stays under MAX_PURGE_HEADER_BYTES. */
export function chunkKeys(keys: readonly string[], maxBytes = MAX_PURGE_HEADER_BYTES): string[][] {
  const chunks: string[][] = [];
  let current: string[] = [];
  let size = 0;
  for (const key of keys) {
    let bytes = Buffer.byteLength(key) + (current.length > 0 ? 1 : 0);
    if (current.length > 0 && size + bytes > maxBytes) {
      chunks.push(current);
      current = [];
      size = 0;
      bytes = Buffer.byteLength(key);
    }
    current.push(key);
    size += bytes;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

/**
 * The purger for `url`: null (nothing installed, nothing collected, nothing sent) when it is unset or
 * empty; a string that is no http(s) URL throws (a configuration error, said at start).
 */
export function createPurger(db: Database, url: PurgeUrlOption, log: Logger, waitMs?: number): Purger | null {
  if (url == null || url === '') return null;
  return new Purger({ db, url, log, ...(waitMs !== undefined ? { waitMs } : {}) });
}
