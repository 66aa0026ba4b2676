/**
 * Search at catalogue scale (issue 10), part of `npm run bench` (also `npx tsx bench/search.ts` alone).
 *
 * Builds a 100k-product catalogue (local-api/seed/large.ts) into a temporary file, then replays real typing: a
 * fixed list of Spanish shopper queries typed one character at a time. Engine time is the engine's functions called
 * in process (local-api/search/: sorts.ts, facets.ts, suggestions.ts); the same replay also goes through the app's `fetch` (HTTP handler time, no socket).
 * Side by side, the same products and the same replay in MiniSearch 7.2 (dev dependency only), configured fairly:
 * accent-folding terms, prefix search on the word being typed, fuzzy 0.2 on words of 5+ letters, title boosted,
 * every word required (as Tienda does). Recall: 30 queries with answers known by construction from the generated
 * titles (an unaccented, a misspelt or a plural word, plus words of the same title), each expected in the top 24.
 * Nothing is cached between runs: the temporary directory is removed at the end.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import MiniSearch from 'minisearch';
import type { SortOrder } from '../src/domain';
import { createApp } from '../local-api/app';
import { Catalogue, DEFAULT_IMAGE_WIDTHS, type RenderContext } from '../local-api/catalog/catalogue';
import { openDatabase } from '../local-api/seed/open';
import { type Database } from '../local-api/db/database';
import type { AppDeps } from '../local-api/http/context';
import { createLargeDatabase } from '../local-api/seed/large';
import { searchFacets } from '../local-api/search/facets';
import { noSearchFilter } from '../local-api/search/filters';
import { rebuildSearchIndex } from '../local-api/search/search-store';
import { searchProducts } from '../local-api/search/sorts';
import { searchSuggestions } from '../local-api/search/suggestions';
import { fold } from '../local-api/search/text';
import { vocabularyOf } from '../local-api/search/vocabulary';

/** Generated products on top of the demo seed. */
export const SEARCH_BENCH_PRODUCTS = 100_000;
const PAGE_SIZE = 24;
const GOALS = { suggestions: 10, search: 30, filter: 30 };

/**
 * What a shopper types, in full: with and without accents, typos on words of 5+ letters, plurals, brand names,
 * several words. Each is replayed one character at a time.
 */
export const SHOPPER_QUERIES = [
  'audífonos bluetooth',
  'audifonos inalambricos',
  'audifnos',
  'laptop core i7',
  'laptops',
  'computadora de escritorio',
  'conputadora',
  'tenis para correr',
  'tenis talla 42',
  'camisa de lino',
  'vestidos de fiesta',
  'bicicleta de montaña',
  'bisicleta montana',
  'motocicleta 150 cc',
  'cascos para moto',
  'licuadora',
  'licuadoras de 10 velocidades',
  'café',
  'cafe molido',
  'novela policiaca',
  'smartphone 512 gb',
  'smarphone',
  'celulares',
  'bocina portatil',
  'juegos de mesa',
  'figuras de accion',
  'tapete yoga',
  'ron añejo',
  'guacamaya',
  'atletik palma tech',
] as const;

/** Typing `query`: its prefixes of 1 to 12 characters, and the whole query when longer. */
export function typedPrefixes(query: string): string[] {
  const out: string[] = [];
  for (let n = 1; n <= Math.min(12, query.length); n++) out.push(query.slice(0, n));
  if (query.length > 12) out.push(query);
  return out;
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** CPU time of each timed call (user + system), beside its wall time: on a busy machine it shows the work itself. */
const cpuSamples = new WeakMap<number[], number[]>();

function time(samples: number[], work: () => unknown): void {
  const cpu = process.cpuUsage();
  const start = performance.now();
  work();
  samples.push(performance.now() - start);
  const used = process.cpuUsage(cpu);
  const list = cpuSamples.get(samples) ?? [];
  list.push((used.user + used.system) / 1000);
  cpuSamples.set(samples, list);
}

async function timeAsync(samples: number[], work: () => Promise<unknown>): Promise<void> {
  const start = performance.now();
  await work();
  samples.push(performance.now() - start);
}

/** A full garbage collection, when V8 lets us ask for one (heap measurements are differences around it). */
function collect(): void {
  try {
    setFlagsFromString('--expose-gc');
    (runInNewContext('gc') as () => void)();
  } catch {
    global.gc?.();
  }
}
const heapMiB = () => {
  collect();
  return process.memoryUsage().heapUsed / 1024 / 1024;
};

const NO_FILTER = noSearchFilter();

// ---- MiniSearch, configured fairly ----

const STOPWORDS = new Set(['de', 'del', 'la', 'las', 'el', 'los', 'y', 'o', 'u', 'e', 'para', 'con', 'en', 'un', 'una', 'unos', 'unas', 'por', 'a', 'al', 'sin', 'su', 'sus']);

interface BenchDoc {
  id: number;
  title: string;
  brand: string;
  category: string;
  keywords: string;
  description: string;
}

interface DocFacts {
  price: number;
  categoryId: number | null;
  brandId: number | null;
  group: string;
}

const MINI_OPTIONS = {
  // Every word required, the last one also as a prefix while it is typed, one or two typos on long words.
  combineWith: 'AND' as const,
  prefix: (_term: string, index: number, terms: string[]) => index === terms.length - 1,
  fuzzy: (term: string) => (term.length >= 5 ? 0.2 : false),
  boost: { title: 3, brand: 2, category: 1.5, keywords: 1.2 },
  processTerm: (term: string) => {
    const folded = fold(term);
    return STOPWORDS.has(folded) ? null : folded;
  },
};

function buildMiniSearch(docs: BenchDoc[]): MiniSearch<BenchDoc> {
  const index = new MiniSearch<BenchDoc>({
    fields: ['title', 'brand', 'category', 'keywords', 'description'],
    storeFields: [],
    processTerm: (term) => fold(term),
    searchOptions: MINI_OPTIONS,
  });
  index.addAll(docs);
  return index;
}

/** MiniSearch's results page: page 1 in relevance or price order, one product per variant group, and the total. */
function miniPage(index: MiniSearch<BenchDoc>, facts: Map<number, DocFacts>, query: string, sort: SortOrder) {
  const results = index.search(query);
  const ordered = sort === 'PriceLowToHigh' ? [...results].sort((a, b) => facts.get(a.id)!.price - facts.get(b.id)!.price || a.id - b.id) : results;
  const seen = new Set<string>();
  const page: number[] = [];
  for (const hit of ordered) {
    const group = facts.get(hit.id)!.group;
    if (seen.has(group)) continue;
    seen.add(group);
    page.push(hit.id);
    if (page.length === PAGE_SIZE) break;
  }
  return { ids: page, total: results.length };
}

/** MiniSearch's equivalent of /search/filter: counts per category and brand, and the price range, over every match. */
function miniFacets(index: MiniSearch<BenchDoc>, facts: Map<number, DocFacts>, query: string) {
  const categories = new Map<number, Set<string>>();
  const brands = new Map<number, Set<string>>();
  const groups = new Set<string>();
  let min = Infinity;
  let max = -Infinity;
  for (const hit of index.search(query)) {
    const f = facts.get(hit.id)!;
    groups.add(f.group);
    if (f.categoryId !== null) categories.set(f.categoryId, (categories.get(f.categoryId) ?? new Set()).add(f.group));
    if (f.brandId !== null) brands.set(f.brandId, (brands.get(f.brandId) ?? new Set()).add(f.group));
    min = Math.min(min, f.price);
    max = Math.max(max, f.price);
  }
  return { total: groups.size, categories: categories.size, brands: brands.size, min, max };
}

// ---- recall: 30 queries whose answers are known by construction ----

export interface RecallCase {
  kind: 'sin acento' | 'error de escritura' | 'plural';
  query: string;
  /** The product the query was written from. */
  title: string;
  /** Every published product whose title holds the untouched words (all are right answers; ≤ 5 variant groups). */
  expected: Set<number>;
}

/** A deterministic misspelling of a word of 5+ letters: a letter dropped, two swapped or one replaced, in turn. */
function misspell(word: string, turn: number): string {
  const i = 1 + (turn % (word.length - 3));
  if (turn % 3 === 0) return word.slice(0, i) + word.slice(i + 1); // deletion
  if (turn % 3 === 1) return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2); // swap
  const replacement = word[i] === 'r' ? 't' : 'r';
  return word.slice(0, i) + replacement + word.slice(i + 1); // substitution
}

/** The plural of a Spanish noun (its usual form; the generated titles start with one). */
function pluralOf(word: string): string | null {
  if (/s$/.test(word) || /\d/.test(word)) return null;
  if (/z$/.test(word)) return `${word.slice(0, -1)}ces`;
  if (/[aeiouáéó]$/.test(word)) return `${word}s`;
  if (/[nlr]$/.test(word)) return `${word}es`.replace(/ó(n)es$/, 'o$1es');
  return null;
}

/**
 * 30 recall cases: 10 of each kind. Products are taken in a fixed stride over the published generated catalogue;
 * the transformed word comes first, then the title's next words until at most 5 variant groups hold them all.
 */
export function recallCases(db: Database): RecallCase[] {
  const rows = db
    .prepare(`SELECT id, title, COALESCE(variant_group_id, 'id:' || id) AS grp FROM products WHERE status = 'PUBLISHED' ORDER BY id`)
    .raw()
    .all() as [number, string, string][];
  const folded = rows.map(([id, title, group]) => ({ id, title, group, words: new Set(fold(title).match(/[\p{L}\p{N}]+/gu) ?? []) }));
  const holders = (words: string[]) => folded.filter((row) => words.every((w) => row.words.has(w)));
  const cases: RecallCase[] = [];
  const kinds: RecallCase['kind'][] = ['sin acento', 'error de escritura', 'plural'];
  const stride = 7919;
  let turn = 0;
  for (const kind of kinds) {
    let found = 0;
    for (let k = 1; found < 10 && k < 5000; k++) {
      const row = folded[(k * stride + kinds.indexOf(kind) * 101) % folded.length]!;
      const original = row.title.match(/[\p{L}\p{N}]+/gu) ?? [];
      const words = original.filter((w) => !STOPWORDS.has(fold(w)) && !/^\d+$/.test(w));
      // The word to transform, and how.
      let pick = -1;
      let changed = '';
      for (let i = 0; i < words.length && pick < 0; i++) {
        const w = words[i]!;
        if (kind === 'sin acento' && fold(w) !== w.toLowerCase()) changed = fold(w);
        else if (kind === 'error de escritura' && w.length >= 6 && /^\p{L}+$/u.test(w)) changed = misspell(fold(w), turn);
        else if (kind === 'plural' && i === 0) changed = pluralOf(w.toLowerCase()) ?? '';
        if (changed) pick = i;
      }
      if (pick < 0) continue;
      const kept = [fold(words[pick]!)];
      const query = [changed];
      for (let i = 0; i < words.length; i++) {
        if (i === pick) continue;
        const groups = new Set(holders(kept).map((r) => r.group));
        if (groups.size <= 5) break;
        kept.push(fold(words[i]!));
        query.push(words[i]!.toLowerCase());
      }
      const answer = holders(kept);
      if (new Set(answer.map((r) => r.group)).size > 5 || cases.some((c) => c.query === query.join(' '))) continue;
      turn++;
      found++;
      cases.push({ kind, query: query.join(' '), title: row.title, expected: new Set(answer.map((r) => r.id)) });
    }
  }
  return cases;
}

// ---- the run ----

export interface SearchBenchRow {
  measure: string;
  tienda: string;
  mini: string;
  goal: string;
  ok: boolean | null;
}

export interface SearchBenchResult {
  rows: SearchBenchRow[];
  /** Each recall query, with whether each engine found it. */
  recall: { kind: string; query: string; title: string; tienda: boolean; mini: boolean }[];
  notes: string[];
}

/**
 * Runs the search benchmark. `dbPath`: an already generated 100k database to copy from (development only);
 * by default a fresh one is generated into a temporary directory, removed at the end.
 */
export async function benchSearch(options: { products?: number; log?: (line: string) => void } = {}): Promise<SearchBenchResult> {
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const products = options.products ?? SEARCH_BENCH_PRODUCTS;
  const dir = mkdtempSync(join(tmpdir(), 'tienda-bench-search-'));
  const rows: SearchBenchRow[] = [];
  const notes: string[] = [];
  const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)} ms` : '—');
  try {
    log(`search bench: generating ${products.toLocaleString('en-US')} products…`);
    const generated = createLargeDatabase(join(dir, 'search.sqlite'), { products });
    notes.push(`catalogue: ${generated.totalProducts.toLocaleString('en-US')} products (${products.toLocaleString('en-US')} generated in ${(generated.millis / 1000).toFixed(1)} s)`);
    const db = openDatabase(join(dir, 'search.sqlite'));
    const deps: AppDeps = { db, now: () => new Date(), random: Math.random, log: () => undefined, catalogue: new Catalogue(db) };
    const ctx: RenderContext = { origin: 'http://localhost:9004', now: new Date(), imageWidths: DEFAULT_IMAGE_WIDTHS };
    const app = createApp({ db, logger: () => undefined });

    // Index build: Tienda's FTS5 rebuild plus its in-memory vocabulary; MiniSearch's addAll.
    log('search bench: building the indexes…');
    const heapBeforeVocabulary = heapMiB();
    const tiendaBuildStart = performance.now();
    rebuildSearchIndex(db);
    vocabularyOf(db);
    const tiendaBuild = performance.now() - tiendaBuildStart;
    const tiendaHeap = heapMiB() - heapBeforeVocabulary;
    const ftsPages = db.prepare(`SELECT COUNT(*) FROM dbstat WHERE name LIKE 'products_fts%'`).pluck().get() as number;
    const pageSize = db.pragma('page_size', { simple: true }) as number;

    const docs = db
      .prepare(
        `SELECT s.id, s.title, COALESCE(s.brand, '') AS brand, COALESCE(s.category, '') AS category, COALESCE(s.keywords, '') AS keywords,
                COALESCE(s.description, '') AS description, p.price_cents, p.category_id, p.brand_id, COALESCE(p.variant_group_id, 'id:' || p.id) AS grp
         FROM products_search_text s JOIN products p ON p.id = s.id WHERE p.status = 'PUBLISHED'`,
      )
      .all() as (BenchDoc & { price_cents: number; category_id: number | null; brand_id: number | null; grp: string })[];
    const facts = new Map<number, DocFacts>();
    for (const d of docs) facts.set(d.id, { price: d.price_cents, categoryId: d.category_id, brandId: d.brand_id, group: d.grp });
    const miniDocs: BenchDoc[] = docs.map(({ id, title, brand, category, keywords, description }) => ({ id, title, brand, category, keywords, description }));
    docs.length = 0;
    const heapBeforeMini = heapMiB();
    const miniBuildStart = performance.now();
    const mini = buildMiniSearch(miniDocs);
    const miniBuild = performance.now() - miniBuildStart;
    const miniHeap = heapMiB() - heapBeforeMini;
    rows.push({ measure: 'index build (Tienda: FTS5 rebuild + vocabulary)', tienda: `${(tiendaBuild / 1000).toFixed(2)} s`, mini: `${(miniBuild / 1000).toFixed(2)} s`, goal: '—', ok: null });
    rows.push({
      measure: 'index memory (JS heap; Tienda also on disk)',
      tienda: `${tiendaHeap.toFixed(1)} MiB + ${((ftsPages * pageSize) / 1024 / 1024).toFixed(0)} MiB disk`,
      mini: `${miniHeap.toFixed(1)} MiB`,
      goal: '—',
      ok: null,
    });

    // The replay: every prefix for suggestions; prefixes of 3+ characters and the whole query for results and facets.
    const typed = SHOPPER_QUERIES.flatMap((q) => typedPrefixes(q));
    const searched = SHOPPER_QUERIES.flatMap((q) => typedPrefixes(q).filter((p) => p.trim().length >= 3));
    // One untimed pass of each (statement preparation, page cache), as a running server would have had.
    for (const q of SHOPPER_QUERIES) {
      searchSuggestions(deps, ctx, q, null);
      searchProducts(deps, q, NO_FILTER, { sort: 'Relevance', limit: PAGE_SIZE, offset: 0 });
      mini.autoSuggest(q);
      mini.search(q);
    }

    log(`search bench: replaying ${typed.length} keystrokes (suggestions) and ${searched.length} searches…`);
    const t = { suggest: [] as number[], relevance: [] as number[], price: [] as number[], filter: [] as number[] };
    const m = { suggest: [] as number[], relevance: [] as number[], price: [] as number[], filter: [] as number[] };
    for (const prefix of typed) {
      time(t.suggest, () => searchSuggestions(deps, ctx, prefix, null));
      time(m.suggest, () => mini.autoSuggest(prefix).slice(0, 8));
    }
    for (const q of searched) {
      time(t.relevance, () => searchProducts(deps, q, NO_FILTER, { sort: 'Relevance', limit: PAGE_SIZE, offset: 0 }));
      time(m.relevance, () => miniPage(mini, facts, q, 'Relevance'));
      time(t.price, () => searchProducts(deps, q, NO_FILTER, { sort: 'PriceLowToHigh', limit: PAGE_SIZE, offset: 0 }));
      time(m.price, () => miniPage(mini, facts, q, 'PriceLowToHigh'));
      time(t.filter, () => searchFacets(deps, ctx, q, NO_FILTER));
      time(m.filter, () => miniFacets(mini, facts, q));
    }
    const both = [...t.relevance, ...t.price];
    const bothMini = [...m.relevance, ...m.price];
    const latency = (name: string, tienda: number[], other: number[], goal: number | null) => {
      for (const p of [50, 95, 99]) {
        const value = percentile(tienda, p);
        const versus = percentile(other, p);
        rows.push({
          measure: `${name} p${p} (${tienda.length} runs)`,
          tienda: ms(value),
          mini: ms(versus),
          goal: p === 95 && goal !== null ? `≤ ${goal} ms, < MiniSearch` : p === 95 ? '< MiniSearch' : '—',
          ok: p === 95 ? (goal === null || value <= goal) && value < versus : null,
        });
      }
    };
    latency('suggestions, engine', t.suggest, m.suggest, GOALS.suggestions);
    latency('search page 1 (Relevance + price), engine', both, bothMini, GOALS.search);
    latency('  of which Relevance', t.relevance, m.relevance, null);
    latency('  of which PriceLowToHigh', t.price, m.price, null);
    latency('listing facets (/search/filter), engine', t.filter, m.filter, GOALS.filter);
    // CPU time (user + system) per call: what the goals are held to when the machine is busy.
    const cpu = (samples: number[], p: number) => percentile(cpuSamples.get(samples) ?? [], p);
    for (const [name, tienda, other, goal] of [
      ['suggestions', t.suggest, m.suggest, GOALS.suggestions],
      ['search page 1, Relevance', t.relevance, m.relevance, GOALS.search],
      ['search page 1, PriceLowToHigh', t.price, m.price, GOALS.search],
      ['listing facets', t.filter, m.filter, GOALS.filter],
    ] as const)
      rows.push({
        measure: `${name}, engine CPU time p50 / p95 / p99`,
        tienda: [50, 95, 99].map((p) => cpu(tienda, p).toFixed(2)).join(' / ') + ' ms',
        mini: [50, 95, 99].map((p) => cpu(other, p).toFixed(2)).join(' / ') + ' ms',
        goal: `p95 ≤ ${goal} ms`,
        ok: cpu(tienda, 95) <= goal,
      });
    notes.push(`load average when the replay ended: ${loadavg().map((n) => n.toFixed(1)).join(', ')} on ${cpus().length} CPUs (wall times include waiting for a CPU)`);

    // The same replay through the app's fetch: the handler's time (session check, parsing, JSON), no socket.
    log('search bench: the same replay through the app…');
    const anon = (await (await app.request('/api/public/anonymous/', { method: 'POST' })).json()) as { token: string };
    const headers = { Session: anon.token };
    const get = async (path: string) => {
      const response = await app.request(`/api/public${path}`, { headers });
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      await response.arrayBuffer();
    };
    const h = { suggest: [] as number[], search: [] as number[], filter: [] as number[] };
    for (const prefix of typed) await timeAsync(h.suggest, () => get(`/search_suggestions?query=${encodeURIComponent(prefix)}`));
    for (const q of searched) {
      await timeAsync(h.search, () => get(`/search?query=${encodeURIComponent(q)}&page_size=${PAGE_SIZE}`));
      await timeAsync(h.filter, () => get(`/search/filter?query=${encodeURIComponent(q)}`));
    }
    for (const [name, samples] of [
      ['GET /search_suggestions, handler', h.suggest],
      ['GET /search (Relevance), handler', h.search],
      ['GET /search/filter, handler', h.filter],
    ] as const)
      for (const p of [50, 95, 99]) rows.push({ measure: `${name} p${p}`, tienda: ms(percentile(samples, p)), mini: '—', goal: '—', ok: null });

    // Recall.
    log('search bench: recall…');
    const cases = recallCases(db);
    const recall = cases.map((c) => {
      const tiendaIds = searchProducts(deps, c.query, NO_FILTER, { sort: 'Relevance', limit: PAGE_SIZE, offset: 0 }).rows.map((r) => r.id);
      const miniIds = mini
        .search(c.query)
        .slice(0, PAGE_SIZE)
        .map((r) => r.id as number);
      return { kind: c.kind, query: c.query, title: c.title, tienda: tiendaIds.some((id) => c.expected.has(id)), mini: miniIds.some((id) => c.expected.has(id)) };
    });
    const found = (engine: 'tienda' | 'mini', kind?: string) => recall.filter((r) => (kind === undefined || r.kind === kind) && r[engine]).length;
    for (const kind of ['sin acento', 'error de escritura', 'plural']) {
      const of = recall.filter((r) => r.kind === kind).length;
      rows.push({ measure: `  recall, ${kind}`, tienda: `${found('tienda', kind)} / ${of}`, mini: `${found('mini', kind)} / ${of}`, goal: '—', ok: null });
    }
    const tiendaFound = found('tienda');
    const miniFound = found('mini');
    rows.push({
      measure: `recall in the top ${PAGE_SIZE} (${recall.length} queries)`,
      tienda: `${tiendaFound} / ${recall.length}`,
      mini: `${miniFound} / ${recall.length}`,
      goal: '≥ MiniSearch',
      ok: tiendaFound >= miniFound,
    });
    const ratio = (a: number, b: number) => (b === 0 ? '—' : `${(a / b).toFixed(2)}×`);
    rows.push({
      measure: 'ratio: MiniSearch p95 ÷ Tienda p95 (suggestions; search; facets)',
      tienda: `${ratio(percentile(m.suggest, 95), percentile(t.suggest, 95))}; ${ratio(percentile(bothMini, 95), percentile(both, 95))}; ${ratio(percentile(m.filter, 95), percentile(t.filter, 95))}`,
      mini: '1×',
      goal: '> 1×',
      ok: percentile(m.suggest, 95) > percentile(t.suggest, 95) && percentile(bothMini, 95) > percentile(both, 95),
    });
    rows.push({ measure: 'ratio: recall Tienda ÷ MiniSearch', tienda: ratio(tiendaFound, miniFound), mini: '1×', goal: '≥ 1×', ok: tiendaFound >= miniFound });
    db.close();
    return { rows, recall, notes };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The result as a Markdown table (measure, Tienda, MiniSearch, goal, ok), notes and the recall queries below it. */
export function searchBenchTable(result: SearchBenchResult): string {
  const head = ['measure', 'Tienda', 'MiniSearch 7.2', 'goal', 'ok'];
  const body = result.rows.map((r) => [r.measure, r.tienda, r.mini, r.goal, r.ok === null ? '' : r.ok ? '✓' : '✗']);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  const out = [
    `Search (engine time: the engine's functions called in process; handler: the app's fetch, no socket).`,
    ...result.notes,
    '',
    line(head),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...body.map(line),
    '',
    'Recall queries (expected: a product whose title holds the untouched words, in the top 24):',
    ...result.recall.map((r) => `- [${r.kind}] «${r.query}» ← ${r.title}: Tienda ${r.tienda ? 'sí' : 'NO'}, MiniSearch ${r.mini ? 'sí' : 'NO'}`),
  ];
  return out.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const products = process.argv.includes('--products') ? Number(process.argv[process.argv.indexOf('--products') + 1]) : undefined;
  void benchSearch({ products }).then((result) => console.log(searchBenchTable(result)));
}
