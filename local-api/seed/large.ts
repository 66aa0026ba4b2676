/**
 * A large generated catalogue on top of the demo seed, for working and
 * measuring at the size of a real store (`npm run seed -- --products 100000`).
 *
 * It reuses the demo seed's vocabulary and rules (catalogue-data.ts: the
 * category tree, each leaf's product lines, attributes, copy and price range;
 * seed.ts: stock, shelf prices, title facts as attributes; descriptions.ts),
 * and adds what a big catalogue needs beyond them: generated brands (and
 * publishers) per department, and model names, so titles read like
 * "Tenis para correr Horizonte Boutique Bruma con amortiguación - Talla 42".
 *
 * Deterministic: the same seed and count give the same products.
 * Categories with fixed titles (tickets, gift cards, services, vending) and
 * bundles keep only their demo products; a category whose titles run out
 * (books: title × edition) stops taking products and the others share the rest.
 */
import type { ProductStatus, ProductType } from '../../src/domain';
import { openDatabase } from './open';
import { type Database } from '../db/database';
import { CLOTHING_SIZES, COLOURS, QUESTIONS, REVIEW_COMMENTS, REVIEWER_NAMES, SHOE_SIZES, type ProductLine, type ProductTemplate } from './catalogue-data';
import { longDescription, shortDescription } from './descriptions';
import { Rng, slugify } from './prng';
import {
  attributesFor,
  BUYABLE,
  CATALOGUE_EPOCH,
  DAY_MS,
  flattenCategories,
  mergeAttributeDefs,
  NON_PUBLISHED,
  PHYSICAL_TYPES,
  quantityFor,
  shelfPrice,
  stockFor,
} from './seed';
import { statSync } from 'node:fs';
import { rebuildSearchIndex } from '../search/search-store';

/** The most products `--products` accepts. */
export const MAX_LARGE_PRODUCTS = 1_000_000;
/** The generator's seed when none is given. */
export const DEFAULT_LARGE_SEED = 1;

export interface LargeSeedOptions {
  /** How many products to add (0 … MAX_LARGE_PRODUCTS). */
  products: number;
  /** The PRNG seed (an integer 0 … 2^32−1); default DEFAULT_LARGE_SEED. */
  seed?: number;
}

export interface LargeSeedSummary {
  /** Products added (exactly `options.products`). */
  products: number;
  /** Products in the database after the seed, demo ones included. */
  totalProducts: number;
  /** Brands (and publishers) generated for the large catalogue. */
  brandsAdded: number;
  /** Leaf categories that received generated products. */
  categoriesUsed: number;
  variantGroups: number;
  attributes: number;
  reviews: number;
  questions: number;
  millis: number;
}

// ---------------------------------------------------------------------------
// Vocabulary the demo seed does not have: brand stems, brand affixes per department, model names, book editions.

/** Place names, animals, plants and things of Guatemala and around: the stems of generated brand names. */
const BRAND_STEMS = [
  'Andina', 'Sierra', 'Jade', 'Nube', 'Alba', 'Aurora', 'Faro', 'Coral', 'Selva', 'Roble', 'Palma', 'Cóndor', 'Puma',
  'Jaguar', 'Colibrí', 'Tucán', 'Pacaya', 'Atitlán', 'Tikal', 'Izabal', 'Petén', 'Copán', 'Cobán', 'Zunil', 'Fuego',
  'Tajumulco', 'Marimba', 'Cacao', 'Obsidiana', 'Luna', 'Estrella', 'Cometa', 'Norte', 'Brújula', 'Horizonte', 'Vértice',
  'Prisma', 'Nómada', 'Vela', 'Ancla', 'Mirador', 'Cenote', 'Xela', 'Amatitlán', 'Chixoy', 'Motagua', 'Usumacinta',
  'Samalá', 'Polochic', 'Río Azul', 'Monte Verde', 'Valle Alto', 'Pino Real', 'Cerro Verde', 'Azulejo', 'Guacamaya',
  'Altamira', 'Lirio', 'Orquídea', 'Monja Blanca', 'Cafeto', 'Añil', 'Ixchel', 'Kukulcán', 'Jacarandá', 'Cantera', 'Bahía',
  'Quinta Real', 'Tecún', 'Sololá', 'Iximché', 'Mixco', 'Cuchumatán', 'Esquipulas', 'Retalhuleu', 'Semuc', 'Yaxhá',
];

/** How a brand of each department is named: a stem with one of these before or after it. */
const BRAND_AFFIXES: Record<string, { before?: readonly string[]; after?: readonly string[]; about: readonly string[] }> = {
  tecnologia: {
    after: ['', ' Tech', ' Digital', ' Labs', ' Electronics', ' Systems'],
    about: ['Tecnología confiable para estudiar, trabajar y jugar.', 'Equipos electrónicos con buena relación entre precio y rendimiento.', 'Dispositivos y accesorios con garantía y servicio en Guatemala.'],
  },
  hogar: {
    after: ['', ' Casa', ' Home', ' Hogar', ' Deco', ' Cocina'],
    about: ['Artículos prácticos para el hogar.', 'Muebles y decoración para cada rincón de la casa.', 'Cocina y hogar con materiales que duran.'],
  },
  libros: {
    before: ['Editorial ', 'Ediciones ', 'Libros ', 'Grupo Editorial '],
    about: ['Editorial independiente de narrativa en español.', 'Libros de autores centroamericanos.', 'Ediciones cuidadas para lectores de todas las edades.'],
  },
  moda: {
    after: ['', ' Moda', ' Style', ' Textil', ' Boutique', ' Wear'],
    about: ['Ropa y calzado para todos los días.', 'Moda cómoda con diseño local.', 'Prendas de buena tela a precio justo.'],
  },
  deportes: {
    after: ['', ' Sport', ' Outdoor', ' Active', ' Pro', ' Fit'],
    about: ['Equipo deportivo para entrenar y competir.', 'Artículos para la montaña, la cancha y el gimnasio.', 'Deporte al aire libre para toda la familia.'],
  },
  juguetes: {
    after: ['', ' Kids', ' Juguetes', ' Toys', ' Fun', ' Play'],
    about: ['Juguetes seguros para aprender jugando.', 'Juegos para compartir en familia.', 'Juguetes que acompañan cada etapa.'],
  },
  motocicletas: {
    after: [' Motors', ' Moto', ' Racing', ' Motos', ' Riders'],
    about: ['Motocicletas y equipo para la ciudad y el trabajo.', 'Accesorios y protección para motoristas.'],
  },
  'vinos-y-licores': {
    before: ['Bodegas ', 'Destilería ', 'Casa ', 'Viñedos '],
    about: ['Vinos y licores seleccionados.', 'Bebidas añejadas con tradición.'],
  },
};

/** Model names: a word, often with a code ("Trek", "Nova X5", "Orión T300"). */
const MODEL_WORDS = [
  'Trek', 'Nova', 'Aero', 'Vita', 'Prime', 'Flex', 'Zen', 'Max', 'Duo', 'Eco', 'Terra', 'Viento', 'Roca', 'Sendero',
  'Bruma', 'Ola', 'Chispa', 'Pulso', 'Onda', 'Cima', 'Ruta', 'Brío', 'Kora', 'Senda', 'Vuelo', 'Trazo', 'Núcleo', 'Astra',
  'Orión', 'Lince', 'Zafiro', 'Ámbar', 'Ópalo', 'Titán', 'Atlas', 'Delta', 'Sigma', 'Omega', 'Vector', 'Fénix',
];
const MODEL_LETTERS = ['S', 'X', 'T', 'R', 'M', 'E', 'L', 'V', 'A', 'Z'];
const MODEL_NUMBERS = [1, 2, 3, 5, 7, 8, 9, 10, 20, 30, 50, 100, 200, 300, 500, 700];

/** A book title comes in several editions. */
const BOOK_EDITIONS = ['', ' (edición ilustrada)', ' (edición de aniversario)', ' (edición comentada)', ' (edición especial)'];

/** Tries at a new, unused title before a category is taken as full. */
const TITLE_ATTEMPTS = 24;

// ---------------------------------------------------------------------------

interface LeafPlan {
  id: number;
  name: string;
  /** The top-level category's slug: the department its generated brands belong to. */
  department: string;
  template: ProductTemplate;
  brandIds: number[];
  weight: number;
}

interface Brand {
  id: number;
  name: string;
}

/** A price between the template's bounds, more often low than high (log scale, skewed down), ending like a shelf price. */
function spreadPrice(rng: Rng, [min, max]: readonly [number, number]): number {
  const raw = min * (max / min) ** (rng.next() ** 1.35);
  return shelfPrice(rng, [raw, raw]);
}

function modelName(rng: Rng): string {
  const word = rng.pick(MODEL_WORDS);
  return rng.chance(0.55) ? `${word} ${rng.pick(MODEL_LETTERS)}${rng.pick(MODEL_NUMBERS)}` : word;
}

/** The slugs the store resolves (`/slug/{slug}`): a generated one must not take any of them. */
function takenSlugs(db: Database): Set<string> {
  const rows = db
    .prepare(`SELECT slug FROM categories UNION ALL SELECT slug FROM brands UNION ALL SELECT slug FROM authors UNION ALL SELECT slug FROM products`)
    .pluck()
    .all() as string[];
  return new Set([...rows, 'ofertas', 'novedades']);
}

/**
 * Adds `options.products` generated products (with their brands, attributes,
 * reviews and questions) to a database that holds the demo seed, in one
 * transaction. Returns what it made.
 */
export function seedLargeCatalogue(db: Database, options: LargeSeedOptions): LargeSeedSummary {
  const started = performance.now();
  const target = options.products;
  if (!Number.isInteger(target) || target < 0 || target > MAX_LARGE_PRODUCTS)
    throw new RangeError(`products must be a whole number from 0 to ${MAX_LARGE_PRODUCTS}`);
  const rng = new Rng(options.seed ?? DEFAULT_LARGE_SEED);

  // The demo's categories, by slug, with their templates (ids as stored).
  const storedCategories = new Map(
    (db.prepare('SELECT id, slug FROM categories').all() as { id: number; slug: string }[]).map((c) => [c.slug, c.id]),
  );
  if (storedCategories.size === 0) throw new Error('The database has no categories: seed the demo catalogue first.');
  const defs = flattenCategories();
  const byId = new Map(defs.map((c) => [c.id, c]));
  const topOf = (id: number): string => {
    let category = byId.get(id)!;
    while (category.parent_id !== null) category = byId.get(category.parent_id)!;
    return category.slug;
  };
  const brandIdBySlug = new Map((db.prepare('SELECT id, slug FROM brands').all() as { id: number; slug: string }[]).map((b) => [b.slug, b.id]));
  const brandNames = new Map((db.prepare('SELECT id, name FROM brands').all() as Brand[]).map((b) => [b.id, b.name]));

  const leaves: LeafPlan[] = [];
  for (const def of defs) {
    const template = def.template;
    const id = storedCategories.get(def.slug);
    // Fixed titles and bundles do not scale: they keep their demo products.
    if (!template || id === undefined || template.titles || template.type === 'BUNDLE') continue;
    if (!template.lines && !template.bookTitle) continue;
    leaves.push({
      id,
      name: def.name,
      department: topOf(def.id),
      template,
      brandIds: template.brands.map((slug) => brandIdBySlug.get(slug)).filter((b): b is number => b !== undefined),
      // Products in proportion to the demo's counts: a pick of a template with variants makes 3.5 of them on average.
      weight: template.variants ? template.count / 3.5 : template.count,
    });
  }

  const slugs = takenSlugs(db);
  const uniqueSlug = (base: string) => {
    let slug = base;
    for (let n = 2; slugs.has(slug); n++) slug = `${base}-${n}`;
    slugs.add(slug);
    return slug;
  };
  const titles = new Set(db.prepare('SELECT title FROM products').pluck().all() as string[]);
  const authors = db.prepare('SELECT id, name, bio FROM authors ORDER BY id').all() as { id: number; name: string; bio: string }[];
  const firstId = (db.prepare('SELECT COALESCE(MAX(id), 0) + 1 FROM products').pluck().get() as number);
  let groupNumber = db.prepare('SELECT COUNT(DISTINCT variant_group_id) FROM products').pluck().get() as number;
  const usedGroupIds = new Set(db.prepare('SELECT DISTINCT variant_group_id FROM products WHERE variant_group_id IS NOT NULL').pluck().all() as string[]);
  const nextGroupId = () => {
    let id: string;
    do id = `VG-${String(++groupNumber).padStart(4, '0')}`;
    while (usedGroupIds.has(id));
    return id;
  };

  const insertBrand = db.prepare('INSERT INTO brands (id, name, slug, description, keywords) VALUES (?, ?, ?, ?, ?)');
  const insertProduct = db.prepare(
    `INSERT INTO products (id, public_sku, slug, title, brand_id, category_id, author_id, type, status, stock_status,
      stock_quantity, weight, price_cents, regular_price_cents, is_on_sale, has_flash_sale, flash_sale_days,
      has_free_shipping, is_international, presale_days, warranty_months, description_short, description_long,
      keywords, variant_group_id, variant_attribute, variant_value, variant_value_id, color_hex, image_count,
      average_rating, rating_count, popularity, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertAttribute = db.prepare('INSERT INTO product_attributes (product_id, sort_order, name, value) VALUES (?, ?, ?, ?)');
  const insertReview = db.prepare(
    `INSERT INTO reviews (product_id, rating, reviewer_name, comment, verified, date_created, upvote_count, variant_name, variant_value)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertQuestion = db.prepare(
    'INSERT INTO questions (product_id, question, user_name, answer, date_created, date_answered) VALUES (?, ?, ?, ?, ?, ?)',
  );

  let made = 0;
  let brandsAdded = 0;
  let variantGroups = 0;
  let attributeRows = 0;
  let reviewRows = 0;
  let questionRows = 0;
  const categoriesUsed = new Set<number>();

  db.transaction(() => {
    // The search index is filled once at the end (search/search-store.ts rebuildSearchIndex): its per-row triggers would more than double the time.
    // So are the listing and attribute generations (migration 13; one row updated per inserted row): bumped once at the end.
    const indexTriggers = db
      .prepare(
        `SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND (
           (tbl_name = 'products' AND sql LIKE '%products_fts%') OR
           (tbl_name IN ('products', 'product_attributes') AND (sql LIKE '%listing_generation%' OR sql LIKE '%attributes_generation%')))`,
      )
      .all() as { name: string; sql: string }[];
    for (const trigger of indexTriggers) db.exec(`DROP TRIGGER "${trigger.name.replace(/"/g, '""')}"`);

    // Generated brands: about one per 400 products, each in one department, chosen in proportion to its share of products.
    const departments = [...new Set(leaves.map((l) => l.department))];
    const departmentWeights = departments.map((d) => [d, leaves.filter((l) => l.department === d).reduce((s, l) => s + l.weight, 0)] as const);
    const brandCount = Math.min(400, Math.round(target / 400));
    const names = new Set(brandNames.values());
    let nextBrandId = (db.prepare('SELECT COALESCE(MAX(id), 0) + 1 FROM brands').pluck().get() as number);
    for (let i = 0; i < brandCount; i++) {
      const department = rng.weighted(departmentWeights);
      const affixes = BRAND_AFFIXES[department] ?? { after: [''], about: ['Productos de calidad a buen precio.'] };
      let name = '';
      for (let attempt = 0; attempt < 40 && (!name || names.has(name) || slugs.has(slugify(name))); attempt++) {
        const stem = rng.pick(BRAND_STEMS);
        name = affixes.before ? `${rng.pick(affixes.before)}${stem}` : `${stem}${rng.pick(affixes.after!)}`;
      }
      if (names.has(name) || slugs.has(slugify(name))) continue;
      names.add(name);
      const slug = uniqueSlug(slugify(name));
      const id = nextBrandId++;
      insertBrand.run(id, name, slug, rng.pick(affixes.about), `${name.toLowerCase()}, ${slug.replace(/-/g, ' ')}`);
      brandNames.set(id, name);
      for (const leaf of leaves) if (leaf.department === department) leaf.brandIds.push(id);
      brandsAdded++;
    }

    const pool = leaves.filter((l) => l.brandIds.length > 0);
    let weights = pool.map((l) => [l, l.weight] as const);

    while (made < target && weights.length > 0) {
      const leaf = rng.weighted(weights);
      const template = leaf.template;
      const remaining = target - made;
      const groupSize = template.variants ? Math.min(remaining, rng.int(2, 5)) : 1;
      const kind = groupSize > 1 ? template.variants : undefined;
      const variants =
        kind === 'color'
          ? rng.sample(COLOURS, groupSize).map((c) => ({ attribute: 'Color', value: c.name, hex: c.hex as string | null, label: c.name }))
          : kind === 'size' || kind === 'shoe-size'
            ? (() => {
                const sizes = kind === 'size' ? CLOTHING_SIZES : SHOE_SIZES;
                const from = rng.int(0, sizes.length - groupSize);
                return sizes.slice(from, from + groupSize).map((s) => ({ attribute: 'Talla', value: s, hex: null, label: `Talla ${s}` }));
              })()
            : [null];

      // A title no product has: noun + brand + model + qualifier (or a book's title and edition).
      let title = '';
      let brandId = 0;
      let line: ProductLine | undefined;
      let author: { id: number; name: string; bio: string } | null = null;
      const free = (base: string) => !titles.has(base) && variants.every((v) => !v || !titles.has(`${base} - ${v.label}`));
      for (let attempt = 0; attempt < TITLE_ATTEMPTS && !title; attempt++) {
        brandId = rng.pick(leaf.brandIds);
        let candidate: string;
        if (template.bookTitle) {
          candidate = `${rng.pick(template.bookTitle.first)} ${rng.pick(template.bookTitle.second)}${rng.pick(BOOK_EDITIONS)}`;
        } else {
          line = rng.pick(template.lines!);
          // Games' qualifiers are their names: a model word between brand and name would read oddly.
          const model = template.type === 'DIGITAL' ? '' : ` ${modelName(rng)}`;
          candidate = `${line.noun} ${brandNames.get(brandId)}${model} ${rng.pick(line.qualifiers)}`;
        }
        if (free(candidate)) title = candidate;
      }
      if (!title) {
        // Every title this category can make is taken: the others share the rest.
        weights = weights.filter(([l]) => l !== leaf);
        continue;
      }
      if (template.type === 'BOOK' || template.bookTitle) author = rng.pick(authors);
      const brandName = brandNames.get(brandId)!;
      categoriesUsed.add(leaf.id);
      titles.add(title);

      const regular = spreadPrice(rng, template.price);
      const onSale = rng.chance(0.2);
      const discount = onSale ? rng.int(10, 45) : 0;
      const sale = onSale ? Math.max(100, Math.round((regular * (100 - discount)) / 100 / 100) * 100 - 1) : regular;
      const price = sale < regular ? sale : regular;
      const isOnSale = price < regular;
      const flashCandidate = isOnSale && (template.type === 'SIMPLE' || template.type === 'BOOK') && rng.chance(0.05);
      const weight = template.weight[1] === 0 ? 0 : Math.round((template.weight[0] + rng.next() * (template.weight[1] - template.weight[0])) * 100) / 100;
      const physical = PHYSICAL_TYPES.includes(template.type);
      const freeShipping = physical && (rng.chance(0.15) || regular >= 300_000);
      const international = template.type === 'SIMPLE' && rng.chance(0.05);
      const quality = 2.6 + rng.next() * 2.4;
      const popularity = Math.floor(rng.next() ** 2 * 1000);
      const createdAt = CATALOGUE_EPOCH - rng.int(0, 720) * DAY_MS - rng.int(0, 86_399) * 1000;
      const attrDefs = mergeAttributeDefs(template.attributes ?? [], line?.attributes);
      const attributes = attributesFor(rng, title, attrDefs, template.consumable ?? false);
      if (template.warrantyMonths) attributes.push(['Garantía', `${template.warrantyMonths} meses`]);
      if (author) attributes.unshift(['Autor', author.name]);
      attributes.unshift(['Marca', brandName]);
      const features = rng.sample(line?.features ?? template.features, 3);
      const copy = { ...template.copy, ...line?.copy };
      const groupId = kind ? nextGroupId() : null;
      if (groupId) variantGroups++;
      const imageCount = rng.int(1, 4);
      const words = [...new Set(slugify(`${title} ${leaf.name} ${brandName}`).split('-').filter((w) => w.length > 3))];

      for (const variant of variants) {
        const id = firstId + made;
        const fullTitle = variant ? `${title} - ${variant.label}` : title;
        if (variant) titles.add(fullTitle);
        const stock = stockFor(template.type, rng);
        const status: ProductStatus = groupId ? 'PUBLISHED' : rng.chance(0.06) ? rng.pick(NON_PUBLISHED) : 'PUBLISHED';
        const flash = flashCandidate && status === 'PUBLISHED' && BUYABLE.includes(stock);
        const reviewCount = rng.weighted([[0, 3], [rng.int(1, 3), 4], [rng.int(4, 10), 3]] as const);
        const ratings: number[] = [];
        for (let i = 0; i < reviewCount; i++) ratings.push(Math.min(5, Math.max(1, Math.round(quality + (rng.next() - 0.5) * 2.4))));
        const average = ratings.length ? Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10 : null;

        insertProduct.run(
          id,
          `TND-${String(id).padStart(5, '0')}`,
          uniqueSlug(slugify(fullTitle)),
          fullTitle,
          brandId,
          leaf.id,
          author?.id ?? null,
          template.type,
          status,
          stock,
          quantityFor(stock, template.type, rng),
          weight,
          price,
          regular,
          isOnSale ? 1 : 0,
          flash ? 1 : 0,
          flash ? rng.int(0, 3) : null,
          freeShipping ? 1 : 0,
          international ? 1 : 0,
          stock === 'PRESALE' ? rng.int(10, 60) : null,
          template.warrantyMonths ?? null,
          shortDescription(features),
          longDescription({
            type: template.type as ProductType,
            copy,
            warrantyMonths: template.warrantyMonths,
            variantAttribute: variant?.attribute ?? null,
            author: author ? { name: author.name, bio: author.bio } : null,
          }),
          words.join(', '),
          groupId,
          variant?.attribute ?? null,
          variant?.value ?? null,
          variant ? slugify(variant.value) : null,
          variant?.hex ?? null,
          imageCount,
          average,
          ratings.length,
          popularity,
          new Date(createdAt).toISOString(),
        );
        const own: [string, string][] = variant ? [...attributes, [variant.attribute, variant.value]] : attributes;
        own.forEach(([name, value], index) => insertAttribute.run(id, index + 1, name, value));
        attributeRows += own.length;

        for (const rating of ratings) {
          insertReview.run(
            id,
            rating,
            rng.pick(REVIEWER_NAMES),
            rng.pick(REVIEW_COMMENTS[rating >= 4 ? 'good' : rating === 3 ? 'ok' : 'bad']),
            rng.chance(0.7) ? 1 : 0,
            new Date(Math.min(CATALOGUE_EPOCH, createdAt + rng.int(3, 400) * DAY_MS)).toISOString(),
            rng.int(0, 25),
            variant?.attribute ?? null,
            variant?.value ?? null,
          );
        }
        reviewRows += ratings.length;
        if (rng.chance(0.1)) {
          const [question, answer] = rng.pick(QUESTIONS);
          const asked = Math.min(CATALOGUE_EPOCH, createdAt + rng.int(1, 200) * DAY_MS);
          const answered = rng.chance(0.85);
          insertQuestion.run(
            id,
            question,
            rng.pick(REVIEWER_NAMES),
            answered ? answer : null,
            new Date(asked).toISOString(),
            answered ? new Date(Math.min(CATALOGUE_EPOCH, asked + rng.int(1, 3) * DAY_MS)).toISOString() : null,
          );
          questionRows++;
        }
        made++;
      }
    }

    for (const trigger of indexTriggers) db.exec(trigger.sql);
    if (indexTriggers.some((trigger) => trigger.sql.includes('products_fts'))) rebuildSearchIndex(db);
    if (indexTriggers.some((trigger) => trigger.sql.includes('_generation')))
      db.exec('UPDATE search_state SET listing_generation = listing_generation + 1, attributes_generation = attributes_generation + 1 WHERE id = 1');
  })();
  if (made < target) throw new Error(`Only ${made} of ${target} products could be given distinct titles.`);

  return {
    products: made,
    totalProducts: db.prepare('SELECT COUNT(*) FROM products').pluck().get() as number,
    brandsAdded,
    categoriesUsed: categoriesUsed.size,
    variantGroups,
    attributes: attributeRows,
    reviews: reviewRows,
    questions: questionRows,
    millis: Math.round(performance.now() - started),
  };
}

export interface LargeDatabaseSummary extends LargeSeedSummary {
  path: string;
  /** The database file's size after a checkpoint, in bytes. */
  bytes: number;
  /** Creating the file and the demo seed, plus the generation. */
  totalMillis: number;
}

/**
 * Creates (or replaces) the database at `path`: the demo seed (accounts,
 * coupons, pickup points… all work as usual) plus `options.products`
 * generated products. The file is left checkpointed and closed.
 */
export function createLargeDatabase(path: string, options: LargeSeedOptions): LargeDatabaseSummary {
  const started = performance.now();
  const db = openDatabase(path, { reset: true });
  let summary: LargeSeedSummary;
  try {
    // A bigger page cache while the indexes of a few hundred thousand rows are built.
    db.pragma('cache_size = -131072');
    summary = seedLargeCatalogue(db, options);
    db.pragma('optimize');
    db.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    db.close();
  }
  return { ...summary, path, bytes: statSync(path).size, totalMillis: Math.round(performance.now() - started) };
}

// ---------------------------------------------------------------------------
// The command line's arguments (scripts/seed.ts).

export interface SeedArgs {
  products: number;
  db: string | null;
  seed: number;
}

/** A bad command line: the message says what is wrong, in Spanish and English. Exit code 2. */
export class SeedArgsError extends Error {}

export const SEED_USAGE = 'Uso / usage: npm run seed -- --products N [--db RUTA] [--seed S]';

/** Parses `--products N [--db PATH] [--seed S]` (also `--products=N`); `help` for -h/--help. */
export function parseSeedArgs(argv: readonly string[]): SeedArgs | 'help' {
  const out: { products: number | null; db: string | null; seed: number } = { products: null, db: null, seed: DEFAULT_LARGE_SEED };
  for (let i = 0; i < argv.length; i++) {
    const raw = argv[i]!;
    if (raw === '-h' || raw === '--help') return 'help';
    const eq = raw.startsWith('--') ? raw.indexOf('=') : -1;
    const name = eq > 0 ? raw.slice(0, eq) : raw;
    const value = () => {
      const v = eq > 0 ? raw.slice(eq + 1) : argv[++i];
      if (v === undefined || v === '') throw new SeedArgsError(`Falta el valor de ${name}. / ${name} needs a value.`);
      return v;
    };
    if (name === '--products') {
      const v = value();
      const n = /^\d{1,7}$/.test(v) ? Number(v) : NaN;
      if (!(n >= 0 && n <= MAX_LARGE_PRODUCTS))
        throw new SeedArgsError(
          `--products debe ser un número entero de 0 a 1,000,000 (se recibió «${v}»). / --products must be a whole number from 0 to 1,000,000 (got "${v}").`,
        );
      out.products = n;
    } else if (name === '--db') out.db = value();
    else if (name === '--seed') {
      const v = value();
      const n = /^\d{1,10}$/.test(v) ? Number(v) : NaN;
      if (!(n >= 0 && n <= 0xffffffff))
        throw new SeedArgsError(`--seed debe ser un número entero de 0 a 4294967295 (se recibió «${v}»). / --seed must be a whole number from 0 to 4294967295 (got "${v}").`);
      out.seed = n;
    } else throw new SeedArgsError(`Opción desconocida: ${raw}. / Unknown option: ${raw}.`);
  }
  if (out.products === null) throw new SeedArgsError('Falta --products N (de 0 a 1,000,000). / --products N is required (0 to 1,000,000).');
  return { products: out.products, db: out.db, seed: out.seed };
}
