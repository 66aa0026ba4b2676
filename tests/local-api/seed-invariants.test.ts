/**
 * The demo catalogue must not contradict itself. These tests walk the WHOLE
 * seed (every product, every home and promotion section) and check:
 * - each fact a title states (256 GB, 8 GB RAM, 55 pulgadas, 750 ml, de cuero,
 *   the variant's colour or size…) agrees with the attribute that carries it;
 * - nothing a shopper cannot buy is promoted;
 * - the long description adds to the short one instead of restating it;
 * - flash sales end some hours after the server's own clock, whatever the time.
 * The title reading here is written independently of the seed's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HomePageSchema } from '../../src/domain';
import { makeApi, type TestApi } from './support';

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = makeApi();
  token = await api.anonymous();
});
afterAll(() => api.db.close());

interface Row {
  id: number;
  public_sku: string;
  title: string;
  type: string;
  status: string;
  stock_status: string;
  author_id: number | null;
  category: string;
  price_cents: number;
  has_flash_sale: number;
  description_short: string;
  description_long: string;
}

const AVAILABLE = ['IN_STOCK', 'IN_ERP_STOCK', 'PRESALE', 'DOWNLOAD'];
const HOUR = 3_600_000;

function products(): Row[] {
  return api.db
    .prepare('SELECT p.*, c.slug AS category FROM products p JOIN categories c ON c.id = p.category_id ORDER BY p.id')
    .all() as Row[];
}

function attributesOf(): Map<number, [string, string][]> {
  const out = new Map<number, [string, string][]>();
  for (const a of api.db.prepare('SELECT product_id, name, value FROM product_attributes ORDER BY product_id, sort_order').all() as {
    product_id: number;
    name: string;
    value: string;
  }[]) {
    const list = out.get(a.product_id) ?? [];
    list.push([a.name, a.value]);
    out.set(a.product_id, list);
  }
  return out;
}

/**
 * A fact a title can state: where to read it, which attributes carry it and
 * what their value must then be. Every fact found must have one of those
 * attributes, with a value that agrees.
 */
interface Fact {
  pattern: RegExp;
  attributes: readonly string[];
  agrees: (value: string, match: RegExpExecArray) => boolean;
  when?: (row: Row) => boolean;
}

const norm = (s: string) => s.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(',', '.');
const startsWith = (value: string, expected: string) => norm(value).startsWith(norm(expected));
const contains = (value: string, expected: string) => norm(value).includes(norm(expected));

const FACTS: readonly Fact[] = [
  { pattern: /(\d+) GB RAM\b/g, attributes: ['Memoria RAM'], agrees: (v, m) => norm(v) === norm(`${m[1]} GB`) },
  { pattern: /(\d+) (GB|TB) SSD\b/g, attributes: ['Almacenamiento'], agrees: (v, m) => startsWith(v, `${m[1]} ${m[2]}`) },
  { pattern: /(\d+) (GB|TB)\b(?! RAM| SSD)/g, attributes: ['Almacenamiento'], agrees: (v, m) => startsWith(v, `${m[1]} ${m[2]}`) },
  { pattern: /(\d+(?:\.\d+)?) pulgadas\b/g, attributes: ['Pantalla'], agrees: (v, m) => v === `${m[1]}"` },
  { pattern: /(\d+(?:\.\d+)?) (ml|litros?)\b/g, attributes: ['Contenido', 'Capacidad'], agrees: (v, m) => contains(v, `${m[1]} ${m[2]}`) },
  { pattern: /(\d+) g\b/g, attributes: ['Contenido'], agrees: (v, m) => v === `${m[1]} g` },
  { pattern: /(\d+) cc\b/g, attributes: ['Cilindrada'], agrees: (v, m) => v === `${m[1]} cc` },
  { pattern: /(\d+) W\b/g, attributes: ['Potencia'], agrees: (v, m) => v === `${m[1]} W` },
  { pattern: /(\d+) Hz\b/g, attributes: ['Frecuencia'], agrees: (v, m) => v === `${m[1]} Hz` },
  { pattern: /(\d+) MP\b/g, attributes: ['Cámara'], agrees: (v, m) => startsWith(v, `${m[1]} MP`) },
  { pattern: /(\d+) cm\b/g, attributes: ['Medidas', 'Diámetro', 'Ancho', 'Altura', 'Largo'], agrees: (v, m) => contains(v, `${m[1]} cm`) },
  { pattern: /(\d+) kg\b/g, attributes: ['Peso', 'Capacidad de carga'], agrees: (v, m) => contains(v, `${m[1]} kg`) },
  { pattern: /(\d+) mm\b/g, attributes: ['Grosor'], agrees: (v, m) => v === `${m[1]} mm` },
  { pattern: /(\d+) piezas\b/g, attributes: ['Piezas'], agrees: (v, m) => v === m[1] },
  { pattern: /(\d+) tazas\b/g, attributes: ['Capacidad'], agrees: (v, m) => v === `${m[1]} tazas` },
  { pattern: /(\d+) años?\b/g, attributes: ['Añejamiento', 'Vigencia'], agrees: (v, m) => startsWith(v, `${m[1]} año`) },
  { pattern: /\baro (\d+)\b/gi, attributes: ['Aro'], agrees: (v, m) => v === m[1] },
  { pattern: /(\d+) velocidades\b/g, attributes: ['Velocidades'], agrees: (v, m) => v === m[1] },
  { pattern: /(\d+) lúmenes\b/g, attributes: ['Potencia de luz'], agrees: (v, m) => v === `${m[1]} lúmenes` },
  { pattern: /\b([45])G\b/g, attributes: ['Red'], agrees: (v, m) => v === `${m[1]}G` },
  { pattern: /Bluetooth (\d\.\d)/g, attributes: ['Conexión'], agrees: (v, m) => v === `Bluetooth ${m[1]}` },
  { pattern: /\b(Full HD|2K|4K)\b/g, attributes: ['Resolución'], agrees: (v, m) => v.includes(m[1]!) },
  { pattern: /\bCore (i[3579])\b/g, attributes: ['Procesador'], agrees: (v, m) => v === `Intel Core ${m[1]}` },
  { pattern: /\bRyzen ([3579])\b/g, attributes: ['Procesador'], agrees: (v, m) => v === `AMD Ryzen ${m[1]}` },
  { pattern: /\bnúmero (\d)\b/g, attributes: ['Tamaño'], agrees: (v, m) => v === `Número ${m[1]}` },
  { pattern: /\b(\d+)K\b/g, attributes: ['Distancia'], agrees: (v, m) => v === `${m[1]} km`, when: (r) => r.type === 'EVENT_TICKET' },
  { pattern: /\b(DOT|ECE 22\.06)(?![\w.])/g, attributes: ['Certificación'], agrees: (v, m) => v === m[1] },
  { pattern: /\bQ([\d,]+)\b/g, attributes: ['Monto'], agrees: (v, m) => v === `Q${m[1]}` },
  {
    pattern: /\bde (acero inoxidable|aluminio|bambú|madera|pino|cedro|cuero|lino|algodón|silicona|barro|manta|hierro|mezclilla|tela)(?!\p{L})/giu,
    attributes: ['Material'],
    agrees: (v, m) => contains(v, m[1]!),
  },
  { pattern: / - Talla (\w+)$/g, attributes: ['Talla'], agrees: (v, m) => v === m[1] },
  { pattern: / - (Negro|Blanco|Azul marino|Rojo|Verde olivo|Gris|Rosa|Beige)$/g, attributes: ['Color'], agrees: (v, m) => v === m[1] },
];

/** Titles whose numbers are names, not facts: books and games are called what their authors chose. */
const NAMED = (row: Row) => row.author_id !== null || row.category === 'juegos-digitales';

describe('the seed: titles and attributes agree', () => {
  it('gives every fact a title states the attribute that carries it, with the same value', () => {
    const attributes = attributesOf();
    const problems: string[] = [];
    let checked = 0;
    for (const row of products()) {
      const attrs = attributes.get(row.id) ?? [];
      const names = attrs.map(([name]) => name);
      const duplicated = names.filter((name, i) => names.indexOf(name) !== i);
      if (duplicated.length) problems.push(`${row.title}: attribute given twice: ${duplicated.join(', ')}`);
      let rest = row.title;
      for (const fact of FACTS) {
        if (fact.when && !fact.when(row)) continue;
        for (const match of row.title.matchAll(fact.pattern)) {
          rest = rest.replace(match[0], ' ');
          checked++;
          const carriers = attrs.filter(([name]) => fact.attributes.includes(name));
          if (carriers.length === 0) problems.push(`${row.title}: states "${match[0].trim()}" but has no ${fact.attributes.join('/')} attribute`);
          for (const [name, value] of carriers)
            if (!fact.agrees(value, match as RegExpExecArray)) problems.push(`${row.title}: states "${match[0].trim()}" but ${name} is "${value}"`);
        }
      }
      if (!NAMED(row) && /\d/.test(rest.replace(/\b2 en 1\b/, ''))) problems.push(`${row.title}: a number no rule reads ("${rest.trim()}")`);
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(400);
  });

  it('prices a gift card at the amount its title names', () => {
    const cards = products().filter((row) => row.type === 'GIFT_CARD');
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const amount = Number(/Q([\d,]+)/.exec(card.title)![1]!.replace(/,/g, ''));
      expect(card.price_cents, card.title).toBe(amount * 100);
    }
  });
});

const WORD = /[\p{L}\d]+/gu;
const STOP = new Set(
  'para with como este esta estos estas todo toda todos todas tiene sobre desde hasta entre cada muy más mas pero sus una uno unos unas con sin por del las los que the and'.split(' '),
);
const tokens = (text: string) =>
  new Set((norm(text.replace(/<[^>]+>/g, ' ')).match(WORD) ?? []).filter((w) => w.length >= 4 && !STOP.has(w)));

describe('the seed: descriptions', () => {
  it('writes a long description that is longer than the short one and shares little with it', () => {
    const problems: string[] = [];
    for (const row of products()) {
      const short = tokens(row.description_short);
      const long = tokens(row.description_long);
      const shared = [...short].filter((w) => long.has(w));
      const ratio = short.size === 0 ? 1 : shared.length / short.size;
      const longText = row.description_long.replace(/<[^>]+>/g, ' ');
      if (longText.length <= row.description_short.length * 2) problems.push(`${row.public_sku} ${row.title}: long description is not much longer than the short one`);
      if (ratio >= 0.4) problems.push(`${row.public_sku} ${row.title}: ${Math.round(ratio * 100)} % of the short description's words are repeated (${shared.join(', ')})`);
    }
    expect(problems).toEqual([]);
  });

  it('says in every long description something the short one does not: what comes in the box, care, use or warranty', () => {
    const markers = [/En la caja|Incluye|Recibes/i, /Cuidado|Cuídal|limpia|Lava|Guarda|Consérval/i, /Garantía|garantía|devoluci|cambio/i, /Ideal para|Sirve para|Úsal|Para /];
    for (const row of products()) {
      const hits = markers.filter((m) => m.test(row.description_long)).length;
      expect(hits, `${row.public_sku} ${row.title}: ${row.description_long}`).toBeGreaterThanOrEqual(2);
    }
  });
});

interface SectionProduct {
  public_sku: string;
  title: string;
  status: string;
  stock_status: string;
  has_flash_sale: boolean;
  flash_sale_end_date: string | null;
}

async function sectionsOf(path: string) {
  const res = await api.call('GET', `${path}?page=1&page_size=100`, { token });
  expect(res.status, path).toBe(200);
  return HomePageSchema.parse(res.body).sections.map((section) => ({
    title: section.title,
    type: section.type,
    products: (section.items as { product?: SectionProduct }[]).flatMap((item) => (item.product ? [item.product] : [])),
  }));
}

describe('the seed: promotions', () => {
  it('promotes nothing a shopper cannot buy in any section of home, offers or newest', async () => {
    const problems: string[] = [];
    let seen = 0;
    for (const path of ['/page/home', '/page/offers', '/page/newest']) {
      for (const section of await sectionsOf(path)) {
        for (const product of section.products) {
          seen++;
          if (product.status !== 'PUBLISHED' || !AVAILABLE.includes(product.stock_status))
            problems.push(`${path} «${section.title}»: ${product.title} is ${product.status}/${product.stock_status}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(seen).toBeGreaterThan(100);
  });

  it('never marks an unavailable or unpublished product as a flash sale', () => {
    const bad = products().filter((row) => row.has_flash_sale === 1 && (row.status !== 'PUBLISHED' || !AVAILABLE.includes(row.stock_status)));
    expect(bad.map((row) => `${row.title} ${row.status}/${row.stock_status}`)).toEqual([]);
    expect(products().filter((row) => row.has_flash_sale === 1 && row.status === 'PUBLISHED').length).toBeGreaterThanOrEqual(5);
  });

  it('ends every flash sale at least an hour after the server clock, whatever the hour (Guatemala is UTC−6)', async () => {
    const start = Date.parse('2026-03-02T06:00:00Z'); // midnight in Guatemala
    for (let minutes = 0; minutes < 24 * 60; minutes += 50) {
      api.clock.now = new Date(start + minutes * 60_000);
      const now = api.clock.now.getTime();
      const flash = (await sectionsOf('/page/home')).find((s) => s.type === 'PRIME_DAYS')!;
      expect(flash.products.length).toBeGreaterThan(0);
      for (const product of flash.products) {
        expect(product.has_flash_sale).toBe(true);
        const end = Date.parse(product.flash_sale_end_date!);
        expect(end - now, `${product.title} at ${api.clock.now.toISOString()}: ends ${product.flash_sale_end_date}`).toBeGreaterThanOrEqual(HOUR);
        expect(end - now).toBeLessThan(5 * 24 * HOUR);
      }
    }
  });
});
