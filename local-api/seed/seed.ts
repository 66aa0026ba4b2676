import type { ProductStatus, ProductType, StockStatus } from '../../src/domain';
import type { ProductRow } from '../catalog/catalogue';
import type { Database } from '../db/database';
import { seedPasswordHash } from '../session/passwords';
import {
  AUTHORS,
  BANNERS,
  BENEFITS,
  BRANDS,
  CATEGORY_TREE,
  CLOTHING_SIZES,
  COLOURS,
  HOME_SECTIONS,
  QUESTIONS,
  REVIEW_COMMENTS,
  REVIEWER_NAMES,
  SHOE_SIZES,
  type CategoryDef,
  type ProductLine,
  type ProductTemplate,
} from './catalogue-data';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { longDescription, shortDescription } from './descriptions';
import { hashString, Rng, slugify } from './prng';
import { titleFacts, type AttributeDefs } from './title-facts';
import { seedDiscounts } from '../discounts/seed';
import { seedPickupLocations } from '../pickup-worker/seed';
import { seedSavedCards } from '../cards/seed';
import { seedPoints } from '../points/seed';
import { seedAddresses } from '../addresses/seed';
import { seedVendingMachines } from '../vending/seed';
import { seedProductPage } from '../product/seed';
import { seedPickupWorker } from './pickup-worker';
import { seedDemoOrders } from './demo-orders';

/** The seed of the catalogue PRNG: change it and every product changes. */
export const CATALOGUE_SEED = 20260115;
/** Catalogue dates are counted back from this fixed day so they never change between seeds. */
export const CATALOGUE_EPOCH = Date.UTC(2026, 0, 15, 12, 0, 0);
export const DAY_MS = 86_400_000;

export interface SeedCategory {
  id: number;
  parent_id: number | null;
  name: string;
  slug: string;
  description: string;
  over18: boolean;
  disabledOnMobile: boolean;
  sort_order: number;
  depth: number;
  template: ProductTemplate | undefined;
}

/** A product as the seed builds it: the stored row (narrowed where the seed always fills a field), plus its attributes. */
interface SeedProduct extends ProductRow {
  brand_id: number;
  status: ProductStatus;
  weight: number;
  description_short: string;
  description_long: string;
  keywords: string;
  attributes: [string, string][];
  quality: number;
}

export interface SeedSummary {
  categories: number;
  brands: number;
  authors: number;
  products: number;
  reviews: number;
  questions: number;
  millis: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** A price in cents that ends in .99 or .00, like a shelf price. */
export function shelfPrice(rng: Rng, [min, max]: readonly [number, number]): number {
  const raw = min + rng.next() * (max - min);
  const step = raw >= 1000 ? 50 : raw >= 100 ? 5 : 1;
  const whole = Math.max(step, Math.round(raw / step) * step);
  return rng.chance(0.6) ? whole * 100 - 1 : whole * 100;
}

export function stockFor(type: ProductType, rng: Rng): StockStatus {
  switch (type) {
    case 'DIGITAL':
    case 'GIFT_CARD':
      return 'DOWNLOAD';
    case 'SERVICES':
      return rng.weighted([['IN_STOCK', 9], ['UNKNOWN', 1]] as const);
    case 'EVENT_TICKET':
    case 'EVENT_SEAT':
      return rng.weighted([['IN_STOCK', 6], ['PRESALE', 2], ['OUT_OF_STOCK', 2]] as const);
    case 'VENDING':
      return rng.weighted([['IN_STOCK', 8], ['OUT_OF_STOCK', 2]] as const);
    case 'MOTORCYCLE':
      return rng.weighted([['IN_STOCK', 5], ['IN_ERP_STOCK', 3], ['PRESALE', 2]] as const);
    default:
      return rng.weighted([
        ['IN_STOCK', 52],
        ['IN_ERP_STOCK', 20],
        ['OUT_OF_STOCK', 9],
        ['PRESALE', 6],
        ['UNKNOWN', 5],
        ['DISCONTINUED', 8],
      ] as const);
  }
}

export function quantityFor(stock: StockStatus, type: ProductType, rng: Rng): number {
  switch (stock) {
    case 'IN_STOCK':
      if (type === 'EVENT_TICKET' || type === 'EVENT_SEAT') return rng.int(40, 400);
      if (type === 'SERVICES') return 50;
      return rng.chance(0.15) ? rng.int(1, 3) : rng.int(4, 40);
    case 'IN_ERP_STOCK':
      return rng.int(10, 120);
    case 'PRESALE':
      return rng.int(20, 200);
    case 'DOWNLOAD':
      return 9999;
    default:
      return 0;
  }
}

export const NON_PUBLISHED: readonly ProductStatus[] = ['DRAFT', 'PRIVATE', 'NEEDS_REVIEW', 'DISCONTINUED', 'DELETED'];
/** Stock a shopper can buy: only these are ever promoted (flash sales). */
export const BUYABLE: readonly StockStatus[] = ['IN_STOCK', 'IN_ERP_STOCK', 'PRESALE', 'DOWNLOAD'];

/** The template's attribute choices with a line's own in place of those of the same name. */
export function mergeAttributeDefs(base: AttributeDefs, own: AttributeDefs = []): AttributeDefs {
  const names = new Set(own.map(([name]) => name));
  return [...base.filter(([name]) => !names.has(name)), ...own];
}

/**
 * A product's characteristics: each the title states is taken from the title
 * (so "Celular 5G 256 GB" has 256 GB and 5G), the others are picked from the
 * template's choices, and what the title states beyond them is added.
 */
export function attributesFor(rng: Rng, title: string, defs: AttributeDefs, consumable: boolean): [string, string][] {
  const facts = new Map(titleFacts(title, defs, consumable));
  const out: [string, string][] = defs.map(([name, values]) => [name, facts.get(name) ?? rng.pick(values)]);
  for (const [name, value] of facts) if (!defs.some(([defName]) => defName === name)) out.push([name, value]);
  return out;
}
export const PHYSICAL_TYPES: readonly ProductType[] = ['SIMPLE', 'BOOK', 'PROMOTIONAL', 'BUNDLE', 'MOTORCYCLE'];

export function flattenCategories(): SeedCategory[] {
  const out: SeedCategory[] = [];
  const visit = (defs: readonly CategoryDef[], parent: SeedCategory | null, depth: number) => {
    defs.forEach((def, index) => {
      const category: SeedCategory = {
        id: out.length + 1,
        parent_id: parent?.id ?? null,
        name: def.name,
        slug: def.slug ?? slugify(def.name),
        description: def.description,
        over18: def.over18 ?? parent?.over18 ?? false,
        disabledOnMobile: def.disabledOnMobile ?? false,
        sort_order: index + 1,
        depth,
        template: def.products,
      };
      out.push(category);
      if (def.children) visit(def.children, category, depth + 1);
    });
  };
  visit(CATEGORY_TREE, null, 1);
  return out;
}

/** Builds the whole demo catalogue in memory, deterministically. */
function buildCatalogue() {
  const rng = new Rng(CATALOGUE_SEED);
  const categories = flattenCategories();
  const brandIds = new Map(BRANDS.map((b, i) => [b.slug, i + 1]));
  const brandNames = new Map(BRANDS.map((b) => [b.slug, b.name]));
  const authors = AUTHORS.map((a, i) => ({ id: i + 1, name: a.name, slug: slugify(a.name), bio: a.bio }));
  const usedSlugs = new Set<string>([
    ...categories.map((c) => c.slug),
    ...BRANDS.map((b) => b.slug),
    ...authors.map((a) => a.slug),
    'ofertas',
    'novedades',
  ]);
  const uniqueSlug = (base: string) => {
    let slug = base;
    for (let n = 2; usedSlugs.has(slug); n++) slug = `${base}-${n}`;
    usedSlugs.add(slug);
    return slug;
  };

  const products: SeedProduct[] = [];
  const usedTitles = new Set<string>();
  let variantGroups = 0;

  for (const category of categories) {
    const template = category.template;
    if (!template) continue;
    let made = 0;
    let titleIndex = 0;
    while (made < template.count) {
      const remaining = template.count - made;
      const groupSize = template.variants ? Math.min(remaining, remaining <= 5 ? remaining : rng.int(2, 5)) : 1;
      const brandSlug = rng.pick(template.brands);
      const brandName = brandNames.get(brandSlug)!;
      const author = template.type === 'BOOK' || template.bookTitle ? rng.pick(authors) : null;

      let baseTitle: string;
      let productLine: ProductLine | undefined;
      let titleDefs: AttributeDefs = [];
      if (template.titles) {
        const entry = template.titles[titleIndex++ % template.titles.length]!;
        baseTitle = typeof entry === 'string' ? entry : entry[0];
        if (typeof entry !== 'string') titleDefs = entry[1];
      } else if (template.bookTitle) {
        baseTitle = '';
        for (let attempt = 0; attempt < 30 && (!baseTitle || usedTitles.has(baseTitle)); attempt++)
          baseTitle = `${rng.pick(template.bookTitle.first)} ${rng.pick(template.bookTitle.second)}`;
      } else {
        baseTitle = '';
        for (let attempt = 0; attempt < 30 && (!baseTitle || usedTitles.has(baseTitle)); attempt++) {
          productLine = rng.pick(template.lines!);
          baseTitle = `${productLine.noun} ${brandName} ${rng.pick(productLine.qualifiers)}`;
        }
      }
      for (let n = 2; usedTitles.has(baseTitle); n++) baseTitle = baseTitle.replace(/ \(edición \d+\)$/, '') + ` (edición ${n})`;
      usedTitles.add(baseTitle);

      let basePrice = shelfPrice(rng, template.price);
      if (template.type === 'GIFT_CARD') {
        const amount = /Q([\d,]+)/.exec(baseTitle)?.[1];
        if (amount) basePrice = Number(amount.replace(/,/g, '')) * 100;
      }
      const onSale = template.type !== 'GIFT_CARD' && template.type !== 'SERVICES' && rng.chance(0.22);
      const discount = onSale ? rng.int(10, 40) : 0;
      const salePrice = onSale ? Math.max(100, Math.round((basePrice * (100 - discount)) / 100 / 100) * 100 - 1) : basePrice;
      const flashCandidate = onSale && (template.type === 'SIMPLE' || template.type === 'BOOK') && rng.chance(0.35);
      const weight = template.weight[1] === 0 ? 0 : round2(template.weight[0] + rng.next() * (template.weight[1] - template.weight[0]));
      const physical = PHYSICAL_TYPES.includes(template.type);
      const freeShipping = physical && (rng.chance(0.15) || basePrice >= 300_000);
      const international = template.type === 'SIMPLE' && rng.chance(0.05);
      const quality = 2.6 + rng.next() * 2.4;
      const popularity = Math.floor(rng.next() ** 2 * 1000);
      const createdAt = new Date(CATALOGUE_EPOCH - rng.int(0, 540) * DAY_MS - rng.int(0, 86_399) * 1000).toISOString();
      const defs = mergeAttributeDefs(mergeAttributeDefs(template.attributes ?? [], productLine?.attributes), titleDefs);
      const attributes = attributesFor(rng, baseTitle, defs, template.consumable ?? false);
      if (template.warrantyMonths) attributes.push(['Garantía', `${template.warrantyMonths} meses`]);
      if (author) attributes.unshift(['Autor', author.name]);
      attributes.unshift(['Marca', brandName]);
      const features = rng.sample(productLine?.features ?? template.features, 3);
      const copy = { ...template.copy, ...productLine?.copy };

      const variantKind = groupSize > 1 ? template.variants : undefined;
      const values =
        variantKind === 'color'
          ? rng.sample(COLOURS, groupSize).map((c) => ({ value: c.name, hex: c.hex as string | null, attribute: 'Color' }))
          : variantKind === 'size' || variantKind === 'shoe-size'
            ? (variantKind === 'size' ? CLOTHING_SIZES : SHOE_SIZES)
                .slice(0, groupSize)
                .map((s) => ({ value: s, hex: null as string | null, attribute: 'Talla' }))
            : [null];
      const groupId = variantKind ? `VG-${String(++variantGroups).padStart(4, '0')}` : null;
      const groupStatus: ProductStatus | null = variantKind || template.type === 'BUNDLE' ? 'PUBLISHED' : null;

      for (const variant of values) {
        const id = products.length + 1;
        const title = variant ? `${baseTitle} - ${variant.attribute === 'Talla' ? `Talla ${variant.value}` : variant.value}` : baseTitle;
        const stock = stockFor(template.type, rng);
        const status = groupStatus ?? (rng.chance(0.06) ? rng.pick(NON_PUBLISHED) : 'PUBLISHED');
        const variantAttributes: [string, string][] = variant ? [...attributes, [variant.attribute, variant.value]] : attributes;
        // Only what a shopper can buy is put on a flash sale.
        const flash = flashCandidate && status === 'PUBLISHED' && BUYABLE.includes(stock);
        products.push({
          id,
          public_sku: `TND-${String(id).padStart(5, '0')}`,
          slug: uniqueSlug(slugify(title)),
          title,
          brand_id: brandIds.get(brandSlug)!,
          category_id: category.id,
          author_id: author?.id ?? null,
          type: template.type,
          status,
          stock_status: stock,
          stock_quantity: quantityFor(stock, template.type, rng),
          weight,
          price_cents: salePrice,
          regular_price_cents: basePrice,
          is_on_sale: onSale ? 1 : 0,
          has_flash_sale: flash ? 1 : 0,
          flash_sale_days: flash ? rng.int(0, 3) : null,
          has_free_shipping: freeShipping ? 1 : 0,
          is_international: international ? 1 : 0,
          presale_days: stock === 'PRESALE' ? rng.int(10, 60) : null,
          warranty_months: template.warrantyMonths ?? null,
          description_short: shortDescription(features),
          description_long: longDescription({
            type: template.type,
            copy,
            warrantyMonths: template.warrantyMonths,
            variantAttribute: variant?.attribute ?? null,
            author: author ? { name: author.name, bio: author.bio } : null,
          }),
          keywords: [...new Set(slugify(`${title} ${category.name} ${brandName}`).split('-').filter((w) => w.length > 3))].join(', '),
          variant_group_id: groupId,
          variant_attribute: variant ? variant.attribute : null,
          variant_value: variant ? variant.value : null,
          variant_value_id: variant ? slugify(variant.value) : null,
          color_hex: variant?.hex ?? null,
          image_count: rng.int(1, 4),
          average_rating: null,
          rating_count: 0,
          popularity,
          created_at: createdAt,
          attributes: variantAttributes,
          quality,
        });
        made++;
      }
    }
  }

  // Bundles are made of published, purchasable computers, monitors and audio.
  const componentCategories = new Set(
    categories.filter((c) => ['laptops', 'computadoras-de-escritorio', 'monitores', 'audifonos', 'bocinas'].includes(c.slug)).map((c) => c.id),
  );
  const components = products.filter(
    (p) => componentCategories.has(p.category_id) && p.status === 'PUBLISHED' && ['IN_STOCK', 'IN_ERP_STOCK'].includes(p.stock_status),
  );
  const bundleItems: { bundle_id: number; product_id: number; quantity: number }[] = [];
  for (const bundle of products.filter((p) => p.type === 'BUNDLE')) {
    const parts = rng.sample(components, rng.int(2, 3));
    const sum = parts.reduce((total, part) => total + part.regular_price_cents, 0);
    bundle.regular_price_cents = Math.round((sum * 0.92) / 100) * 100 - 1;
    bundle.price_cents = bundle.is_on_sale ? Math.round((bundle.regular_price_cents * 0.85) / 100) * 100 - 1 : bundle.regular_price_cents;
    bundle.weight = round2(parts.reduce((total, part) => total + part.weight, 0));
    for (const part of parts) bundleItems.push({ bundle_id: bundle.id, product_id: part.id, quantity: 1 });
  }

  const reviews: {
    product_id: number;
    rating: number;
    reviewer_name: string;
    comment: string;
    verified: number;
    date_created: string;
    upvote_count: number;
    variant_name: string | null;
    variant_value: string | null;
  }[] = [];
  const questions: { product_id: number; question: string; user_name: string; answer: string | null; date_created: string; date_answered: string | null }[] = [];
  const fewReviews: readonly ProductType[] = ['SERVICES', 'VENDING', 'GIFT_CARD', 'EVENT_SEAT', 'EVENT_TICKET'];
  for (const product of products) {
    const count = fewReviews.includes(product.type)
      ? rng.int(0, 3)
      : rng.weighted([[0, 2], [rng.int(1, 4), 3], [rng.int(5, 15), 5]] as const);
    let sum = 0;
    for (let i = 0; i < count; i++) {
      const rating = Math.min(5, Math.max(1, Math.round(product.quality + (rng.next() - 0.5) * 2.4)));
      sum += rating;
      const created = Date.parse(product.created_at) + rng.int(3, 400) * DAY_MS;
      reviews.push({
        product_id: product.id,
        rating,
        reviewer_name: rng.pick(REVIEWER_NAMES),
        comment: rng.pick(REVIEW_COMMENTS[rating >= 4 ? 'good' : rating === 3 ? 'ok' : 'bad']),
        verified: rng.chance(0.7) ? 1 : 0,
        date_created: new Date(Math.min(created, CATALOGUE_EPOCH)).toISOString(),
        upvote_count: rng.int(0, 25),
        variant_name: product.variant_attribute,
        variant_value: product.variant_value,
      });
    }
    product.rating_count = count;
    product.average_rating = count > 0 ? Math.round((sum / count) * 10) / 10 : null;
    for (const [question, answer] of rng.sample(QUESTIONS, rng.int(0, 3))) {
      const asked = Math.min(CATALOGUE_EPOCH, Date.parse(product.created_at) + rng.int(1, 200) * DAY_MS);
      const answered = rng.chance(0.85);
      questions.push({
        product_id: product.id,
        question,
        user_name: rng.pick(REVIEWER_NAMES),
        answer: answered ? answer : null,
        date_created: new Date(asked).toISOString(),
        date_answered: answered ? new Date(Math.min(CATALOGUE_EPOCH, asked + rng.int(1, 3) * DAY_MS)).toISOString() : null,
      });
    }
  }

  return { categories, authors, products, bundleItems, reviews, questions };
}

/**
 * Fills an empty, migrated database with the demo catalogue, the home page
 * and the demo accounts, in one transaction.
 */
export function seedDatabase(db: Database, now: Date = new Date()): SeedSummary {
  const started = performance.now();
  const catalogue = buildCatalogue();
  const passwordHashes = DEMO_ACCOUNTS.map((account) => seedPasswordHash(account.password));

  db.transaction(() => {
    const insertCategory = db.prepare(
      `INSERT INTO categories (id, parent_id, name, slug, description, over18_required, disabled_on_mobile, sort_order, depth)
       VALUES (@id, @parent_id, @name, @slug, @description, @over18, @disabledOnMobile, @sort_order, @depth)`,
    );
    for (const c of catalogue.categories)
      insertCategory.run({ ...c, over18: c.over18 ? 1 : 0, disabledOnMobile: c.disabledOnMobile ? 1 : 0, template: undefined });

    const insertBrand = db.prepare('INSERT INTO brands (id, name, slug, description, keywords) VALUES (?, ?, ?, ?, ?)');
    BRANDS.forEach((b, i) => insertBrand.run(i + 1, b.name, b.slug, b.description, `${b.name.toLowerCase()}, ${b.slug.replace(/-/g, ' ')}`));

    const insertAuthor = db.prepare('INSERT INTO authors (id, name, slug, bio) VALUES (?, ?, ?, ?)');
    for (const a of catalogue.authors) insertAuthor.run(a.id, a.name, a.slug, a.bio);

    const insertProduct = db.prepare(
      `INSERT INTO products (id, public_sku, slug, title, brand_id, category_id, author_id, type, status, stock_status,
        stock_quantity, weight, price_cents, regular_price_cents, is_on_sale, has_flash_sale, flash_sale_days,
        has_free_shipping, is_international, presale_days, warranty_months, description_short, description_long,
        keywords, variant_group_id, variant_attribute, variant_value, variant_value_id, color_hex, image_count,
        average_rating, rating_count, popularity, created_at)
       VALUES (@id, @public_sku, @slug, @title, @brand_id, @category_id, @author_id, @type, @status, @stock_status,
        @stock_quantity, @weight, @price_cents, @regular_price_cents, @is_on_sale, @has_flash_sale, @flash_sale_days,
        @has_free_shipping, @is_international, @presale_days, @warranty_months, @description_short, @description_long,
        @keywords, @variant_group_id, @variant_attribute, @variant_value, @variant_value_id, @color_hex, @image_count,
        @average_rating, @rating_count, @popularity, @created_at)`,
    );
    const insertAttribute = db.prepare('INSERT INTO product_attributes (product_id, sort_order, name, value) VALUES (?, ?, ?, ?)');
    for (const p of catalogue.products) {
      const { attributes, quality: _quality, ...row } = p;
      insertProduct.run(row);
      attributes.forEach(([name, value], index) => insertAttribute.run(p.id, index + 1, name, value));
    }

    const insertBundle = db.prepare('INSERT INTO bundle_items (bundle_id, product_id, quantity) VALUES (@bundle_id, @product_id, @quantity)');
    for (const item of catalogue.bundleItems) insertBundle.run(item);

    const insertReview = db.prepare(
      `INSERT INTO reviews (product_id, rating, reviewer_name, comment, verified, date_created, upvote_count, variant_name, variant_value)
       VALUES (@product_id, @rating, @reviewer_name, @comment, @verified, @date_created, @upvote_count, @variant_name, @variant_value)`,
    );
    for (const review of catalogue.reviews) insertReview.run(review);

    const insertQuestion = db.prepare(
      `INSERT INTO questions (product_id, question, user_name, answer, date_created, date_answered)
       VALUES (@product_id, @question, @user_name, @answer, @date_created, @date_answered)`,
    );
    for (const question of catalogue.questions) insertQuestion.run(question);

    const insertBanner = db.prepare(
      'INSERT INTO banners (id, sort_order, label, alt_text, target_type, target_url, target_slug) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    BANNERS.forEach((b, i) => insertBanner.run(i + 1, i + 1, b.label, b.alt_text, b.target_type, b.target_url ?? null, b.target_slug ?? null));

    const insertBenefit = db.prepare('INSERT INTO benefits (id, sort_order, title, subtitle, target_url) VALUES (?, ?, ?, ?, ?)');
    BENEFITS.forEach((b, i) => insertBenefit.run(i + 1, i + 1, b.title, b.subtitle, b.target_url));

    const insertSection = db.prepare(
      'INSERT INTO home_sections (id, sort_order, type, title, source, category_slug, brand_slug, message) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    HOME_SECTIONS.forEach((s, i) =>
      insertSection.run(i + 1, (i + 1) * 10, s.type, s.title, s.source, s.category_slug ?? null, s.brand_slug ?? null, s.message ?? null),
    );

    const insertUser = db.prepare(
      `INSERT INTO users (public_id, email, password_hash, first_name, last_name, phone, country, is_email_verified,
        is_pickup_location_worker, points, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?)`,
    );
    DEMO_ACCOUNTS.forEach((account, i) =>
      insertUser.run(
        `usr_${hashString(account.email).toString(16).padStart(8, '0')}`,
        account.email,
        passwordHashes[i],
        account.first_name,
        account.last_name,
        account.phone,
        account.country,
        account.is_pickup_location_worker ? 1 : 0,
        account.points,
        new Date(CATALOGUE_EPOCH - 200 * DAY_MS).toISOString(),
      ),
    );

    // After the accounts: personal coupons, saved cards, points and added pickup locations name their owner by email.
    seedDiscounts(db);
    seedPickupLocations(db);
    seedSavedCards(db);
    seedPoints(db);
    seedAddresses(db);
    seedVendingMachines(db);
    seedProductPage(db, now); // its events dated from the day of the seed
    seedPickupWorker(db, now); // after the catalogue, the accounts and the pickup locations
    seedDemoOrders(db, now); // lucia's after-sale demo orders 100004–100007, after her pickup orders
  })();

  return {
    categories: catalogue.categories.length,
    brands: BRANDS.length,
    authors: catalogue.authors.length,
    products: catalogue.products.length,
    reviews: catalogue.reviews.length,
    questions: catalogue.questions.length,
    millis: Math.round(performance.now() - started),
  };
}
