/**
 * `npm run bench:web`: Lighthouse (performance only, default mobile profile
 * with simulated throttling) against the production build, as `npm start`
 * serves it, on a fresh temporary database and an ephemeral port.
 *
 * Pages: the home, one product page and one category listing, found through
 * the API. Each page is measured RUNS times, each run in a fresh Chromium with
 * a fresh profile; the table shows the median of every column. The goals are
 * printed under it. Not meeting a goal still exits 0 (this is a benchmark, not
 * a test); failing to measure exits 1.
 *
 * Chromium: CHROME_PATH, else /usr/bin/chromium. BENCH_WEB_REPORTS=DIR also
 * writes every Lighthouse result (JSON) there, for whoever tunes.
 *
 * Each run's Total Blocking Time is also computed again by Lighthouse's own
 * metric from the run's trace with every task of the page's main thread at its
 * own CPU time (bench/cpu-time-trace.ts): the blocking time of the page's own
 * work, without the time its thread waited for a core on this machine
 * (docs/web.md).
 */
import { spawn } from 'node:child_process';
import { accessSync, constants, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result as LighthouseResult, type RunnerResult } from 'lighthouse';
// The metric the total-blocking-time audit itself computes (Lighthouse's version is pinned in package.json).
import { TotalBlockingTime } from 'lighthouse/core/computed/metrics/total-blocking-time.js';
import { CHROME_PATH, CHROMIUM_FLAGS } from '../scripts/chromium';
import { withMainThreadCpuTime } from './cpu-time-trace';

const ROOT = resolve(import.meta.dirname, '..');
const RUNS = 3;
const SERVER_START_TIMEOUT_MS = 5 * 60_000; // includes the production build when dist/web is stale
const CHROME_FLAGS = [...CHROMIUM_FLAGS];
const REPORTS_DIR = process.env.BENCH_WEB_REPORTS ? resolve(process.env.BENCH_WEB_REPORTS) : null;

interface Page {
  name: 'home' | 'product' | 'category';
  path: string;
  /** The host name the store is opened at: `localhost` or `127.0.0.1` (pictures and the CSP must work under both). */
  host?: string;
}

/** Every page is measured under both names of the machine: nothing may depend on the host a shopper typed. */
const HOSTS = ['localhost', '127.0.0.1'] as const;

/** What one Lighthouse run gives us. */
interface Sample {
  score: number;
  /** Lighthouse's best-practices score (0–100): console errors, a CSP that blocks pictures… */
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  /** Total Blocking Time of the same trace with each main-thread task at its own CPU time (see the file's comment). */
  ownCpuTbtMs: number;
  cls: number;
  requests: number;
  transferKiB: number;
  jsKiB: number;
  /** See homeRequestsBeforeBelowFoldImages. */
  requestsNoImagesButLcp: number;
  lcpElement: string;
}

/** Fields of the network-requests audit's items that we read. */
interface NetworkRequestItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

// ---------------------------------------------------------------- server

interface Server {
  url: string;
  stop(): Promise<void>;
}

/**
 * Spawns `tsx scripts/start.ts` exactly as `npm start` runs it (it builds
 * dist/web when stale) in its own process group, on PORT=0 and a fresh
 * database, and waits for its "Tienda está lista en URL" line.
 */
async function startServer(dbPath: string): Promise<Server> {
  const child = spawn(join(ROOT, 'node_modules', '.bin', 'tsx'), ['scripts/start.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', TIENDA_DB_PATH: dbPath },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, so that stop() reaches tsx's node child too
  });
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  const killGroup = (signal: NodeJS.Signals) => {
    if (child.pid === undefined) return;
    try {
      process.kill(-child.pid, signal); // the whole group: tsx and the node process it starts
    } catch {
      // already gone
    }
  };
  // Also on a crash or Ctrl-C of this script: never leave the server behind
  // (being detached, it does not get the terminal's SIGINT itself).
  const killOnExit = () => killGroup('SIGKILL');
  process.once('exit', killOnExit);
  const stop = async () => {
    killGroup('SIGTERM');
    const timeout = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 5_000).unref());
    if ((await Promise.race([exited, timeout])) === 'timeout') killGroup('SIGKILL');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 2_000).unref())]);
    process.removeListener('exit', killOnExit);
  };

  const errors: string[] = [];
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    errors.push(chunk);
    process.stderr.write(`[start] ${chunk}`);
  });
  try {
    const url = await new Promise<string>((resolveUrl, reject) => {
      const timer = setTimeout(() => reject(new Error('the server did not say it was ready in time')), SERVER_START_TIMEOUT_MS);
      createInterface({ input: child.stdout! }).on('line', (line) => {
        const ready = /Tienda está lista en (http:\/\/\S+)/.exec(line);
        if (ready) {
          clearTimeout(timer);
          resolveUrl(ready[1]!);
        } else {
          process.stderr.write(`[start] ${line}\n`);
        }
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`scripts/start.ts ended (${signal ?? `exit ${code}`}) before it was ready:\n${errors.join('')}`));
      });
      child.once('error', reject);
    });
    return { url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

// ---------------------------------------------------------------- pages

async function getJson<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Home, the first product and the first root category, found through the API. */
async function findPages(url: string): Promise<Page[]> {
  const api = `${url}/api/public`;
  const { token } = await getJson<{ token: string }>(`${api}/anonymous/`, { method: 'POST' });
  const headers = { Session: token };
  const { products } = await getJson<{ products: { slug: string; public_sku: string }[] }>(`${api}/product?page_size=1`, {
    headers,
  });
  const product = products[0];
  if (!product) throw new Error('GET /product?page_size=1 gave no product');
  const { children } = await getJson<{ children: { slug: string }[] }>(`${api}/category/root`, { headers });
  const category = children[0];
  if (!category) throw new Error('GET /category/root gave no category');

  // The product page by slug where the app serves it, else by public SKU.
  let productPath = `/producto/${encodeURIComponent(product.slug)}`;
  const bySlug = await fetch(`${url}${productPath}`);
  await bySlug.arrayBuffer();
  if (bySlug.status !== 200) productPath = `/producto/${encodeURIComponent(product.public_sku)}`;

  return [
    { name: 'home', path: '/' },
    { name: 'product', path: productPath },
    { name: 'category', path: `/categoria/${encodeURIComponent(category.slug)}` },
  ];
}

// ---------------------------------------------------------------- lighthouse

function numericValue(lhr: LighthouseResult, audit: string): number {
  const value = lhr.audits[audit]?.numericValue;
  if (typeof value !== 'number') throw new Error(`Lighthouse gave no value for ${audit}: ${lhr.audits[audit]?.errorMessage ?? 'missing'}`);
  return value;
}

function networkRequests(lhr: LighthouseResult): NetworkRequestItem[] {
  const details = lhr.audits['network-requests']?.details;
  if (details?.type !== 'table') throw new Error('Lighthouse gave no network-requests table');
  // data: and blob: URLs never reach the network.
  return (details.items as unknown as NetworkRequestItem[]).filter((item) => !/^(data|blob):/.test(item.url));
}

/** The largest-contentful-paint-element audit's node: label, selector and HTML snippet. */
function lcpElement(lhr: LighthouseResult): string {
  const details = lhr.audits['largest-contentful-paint-element']?.details;
  if (details?.type !== 'list') return '(none reported)';
  for (const table of details.items) {
    if (table.type !== 'table') continue;
    const node = table.items[0]?.node;
    if (node && typeof node === 'object' && 'type' in node && node.type === 'node') {
      return [node.nodeLabel, node.selector && `(${node.selector})`, node.snippet].filter(Boolean).join(' ');
    }
  }
  return '(none reported)';
}

/**
 * "Requests before any below-the-fold image", approximated: every network
 * request of the page except images, plus the LCP image when the LCP element
 * is an image. Lighthouse's prioritize-lcp-image audit is applicable exactly
 * when the LCP element is an image. This overcounts non-image requests that
 * start late (after the first below-the-fold image), and undercounts above-
 * the-fold images other than the LCP one; it does not depend on timing, so it
 * is stable from run to run.
 */
function homeRequestsBeforeBelowFoldImages(lhr: LighthouseResult, requests: NetworkRequestItem[]): number {
  const nonImages = requests.filter((request) => request.resourceType !== 'Image').length;
  const lcpIsImage = lhr.audits['prioritize-lcp-image']?.scoreDisplayMode !== 'notApplicable';
  return nonImages + (lcpIsImage ? 1 : 0);
}

const kib = (bytes: number) => bytes / 1024;

/** One run; Chromium's trace recording now and then fails (NO_NAVSTART, NO_FCP on a busy machine): such a run is tried again, twice at most. */
async function measure(url: string, label: string, workDir: string): Promise<Sample> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measureOnce(url, label, workDir);
    } catch (error) {
      const flaky = error instanceof Error && /NO_NAVSTART|NO_FCP|NO_LCP|PROTOCOL_TIMEOUT/.test(error.message);
      if (!flaky || attempt >= 3) throw error;
      console.error(`  ${label}: ${error.message.split('\n')[0]} — trying again`);
    }
  }
}

/**
 * The run's Total Blocking Time with its trace's main-thread tasks at their own CPU time: Lighthouse's metric, as its
 * audit computes it (the run's network log and settings, simulated throttling), on the changed trace.
 */
async function ownCpuBlockingTime({ artifacts, lhr }: RunnerResult): Promise<number> {
  const metric = await TotalBlockingTime.request(
    {
      trace: withMainThreadCpuTime(artifacts.Trace),
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings: lhr.configSettings,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps,
      simulator: null,
    },
    { computedCache: new Map() },
  );
  return metric.timing;
}

async function measureOnce(url: string, label: string, workDir: string): Promise<Sample> {
  const userDataDir = mkdtempSync(join(workDir, 'chrome-'));
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    chrome = await chromeLauncher.launch({
      chromePath: CHROME_PATH,
      chromeFlags: CHROME_FLAGS,
      userDataDir,
      logLevel: 'silent',
      handleSIGINT: false, // handled below, for the server too
    });
    // Default config: mobile form factor, simulated throttling; storage is reset before the run.
    const flags: Flags = { port: chrome.port, onlyCategories: ['performance', 'best-practices'], output: 'json', logLevel: 'error' };
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (REPORTS_DIR) {
      mkdirSync(REPORTS_DIR, { recursive: true });
      writeFileSync(join(REPORTS_DIR, `${label}.json`), JSON.stringify(lhr, null, 1));
    }
    const ownCpuTbtMs = await ownCpuBlockingTime(result);
    const score = lhr.categories.performance?.score;
    if (typeof score !== 'number') throw new Error(`Lighthouse gave no performance score for ${url}`);
    const requests = networkRequests(lhr);
    const transfer = (items: NetworkRequestItem[]) => kib(items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0));
    return {
      score: score * 100,
      bestPractices: (lhr.categories['best-practices']?.score ?? 0) * 100,
      lcpMs: numericValue(lhr, 'largest-contentful-paint'),
      tbtMs: numericValue(lhr, 'total-blocking-time'),
      ownCpuTbtMs,
      cls: numericValue(lhr, 'cumulative-layout-shift'),
      requests: requests.length,
      transferKiB: transfer(requests),
      jsKiB: transfer(requests.filter((item) => item.resourceType === 'Script')),
      requestsNoImagesButLcp: homeRequestsBeforeBelowFoldImages(lhr, requests),
      lcpElement: lcpElement(lhr),
    };
  } finally {
    chrome?.kill();
    rmSync(userDataDir, { recursive: true, force: true, maxRetries: 3 });
  }
}

// ---------------------------------------------------------------- report

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

type Medians = Omit<Sample, 'lcpElement'>;

function medians(samples: Sample[]): Medians {
  const of = (key: keyof Medians) => median(samples.map((sample) => sample[key]));
  return {
    score: of('score'),
    bestPractices: of('bestPractices'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    ownCpuTbtMs: of('ownCpuTbtMs'),
    cls: of('cls'),
    requests: of('requests'),
    transferKiB: of('transferKiB'),
    jsKiB: of('jsKiB'),
    requestsNoImagesButLcp: of('requestsNoImagesButLcp'),
  };
}

/** The LCP element of the run whose LCP is the median one. */
function medianLcpElement(samples: Sample[]): string {
  const sorted = [...samples].sort((a, b) => a.lcpMs - b.lcpMs);
  return sorted[Math.floor((sorted.length - 1) / 2)]!.lcpElement;
}

interface Goal {
  text: string;
  value: string;
  met: boolean;
}

function report(pages: Page[], results: Map<Page, Sample[]>): string {
  const rows = pages.map((page) => ({ page, m: medians(results.get(page)!) }));
  const lines = [
    `Lighthouse ${RUNS} runs per page and host after one warm-up run, medians (mobile, simulated throttling).`,
    '',
    '| page | host | path | perf | best practices | LCP (s) | TBT (ms) | TBT of its own CPU time (ms) | CLS | requests | KiB transferred | JS KiB transferred | home requests (no images but LCP) |',
    '|---|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
    ...rows.map(
      ({ page, m }) =>
        `| ${page.name} | ${page.host} | \`${page.path}\` | ${m.score.toFixed(0)} | ${m.bestPractices.toFixed(0)} | ${(m.lcpMs / 1000).toFixed(2)} | ${m.tbtMs.toFixed(0)} | ${m.ownCpuTbtMs.toFixed(0)} | ` +
        `${m.cls.toFixed(3)} | ${m.requests} | ${m.transferKiB.toFixed(1)} | ${m.jsKiB.toFixed(1)} | ` +
        `${page.name === 'home' ? m.requestsNoImagesButLcp : '—'} |`,
    ),
  ];
  // Issue 22's goals, for every page at either host name.
  const label = (page: Page) => `${page.name} at ${page.host}`;
  const goals: Goal[] = rows.flatMap(({ page, m }) => [
    { text: `${label(page)}: LCP ≤ 1.2 s`, value: `${(m.lcpMs / 1000).toFixed(2)} s`, met: m.lcpMs <= 1200 },
    { text: `${label(page)}: CLS 0`, value: m.cls.toFixed(3), met: m.cls < 0.001 },
    { text: `${label(page)}: TBT ≤ 200 ms`, value: `${m.tbtMs.toFixed(0)} ms`, met: m.tbtMs <= 200 },
    { text: `${label(page)}: performance ≥ 90`, value: m.score.toFixed(0), met: m.score >= 90 },
    { text: `${label(page)}: best practices 100`, value: m.bestPractices.toFixed(0), met: m.bestPractices >= 100 },
  ]);
  lines.push('', '| goal | median | met |', '|---|--:|:-:|', ...goals.map((g) => `| ${g.text} | ${g.value} | ${g.met ? 'yes' : 'NO'} |`));
  // Not one of the goals (they take Lighthouse's TBT as it is), but the one a change to the page moves: see docs/web.md.
  const ownCpu = rows.map(({ m }) => m.ownCpuTbtMs);
  lines.push(
    '',
    `TBT of the pages' own CPU time: ${Math.min(...ownCpu).toFixed(0)}–${Math.max(...ownCpu).toFixed(0)} ms (medians), ` +
      `${ownCpu.every((ms) => ms <= 200) ? 'every page within' : 'NOT every page within'} 200 ms.`,
  );
  lines.push('', 'LCP element (run with the median LCP):', '');
  for (const { page } of rows) lines.push(`- ${label(page)}: ${medianLcpElement(results.get(page)!).replace(/\s+/g, ' ')}`);
  return lines.join('\n');
}

// ---------------------------------------------------------------- main

async function main(): Promise<void> {
  try {
    accessSync(CHROME_PATH, constants.X_OK);
  } catch {
    throw new Error(`no Chromium at ${CHROME_PATH}: apt-get install -y chromium, or set CHROME_PATH`);
  }
  // The database and every Chromium profile live here; removed even on Ctrl-C.
  const dir = mkdtempSync(join(tmpdir(), 'tienda-bench-web-'));
  const removeDir = () => rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  process.once('exit', removeDir);
  let server: Server | undefined;
  try {
    server = await startServer(join(dir, 'tienda.sqlite'));
    const found = await findPages(server.url);
    const port = new URL(server.url).port;
    const pages = HOSTS.flatMap((host) => found.map((page) => ({ ...page, host })));
    const results = new Map<Page, Sample[]>();
    for (const page of pages) {
      const origin = `http://${page.host}:${port}`;
      const samples: Sample[] = [];
      // One run first, not counted: the server's first answer for each asset compresses it (brotli 11,
      // then cached), and the first render of a route warms the renderer. The counted runs see a warm server.
      process.stderr.write(`lighthouse ${page.name} ${origin}${page.path} warm-up run (not counted)…\n`);
      await measure(`${origin}${page.path}`, `${page.name}-${page.host}-warm-up`, dir);
      for (let run = 1; run <= RUNS; run++) {
        process.stderr.write(`lighthouse ${page.name} ${origin}${page.path} run ${run}/${RUNS}…\n`);
        samples.push(await measure(`${origin}${page.path}`, `${page.name}-${page.host}-${run}`, dir));
      }
      results.set(page, samples);
    }
    console.log(report(pages, results));
  } finally {
    await server?.stop();
    removeDir();
    process.removeListener('exit', removeDir);
  }
}

// Ctrl-C or a kill: exit through process.exit, so that the 'exit' listener
// kills the server's process group, and kill any Chromium still running
// (chrome-launcher starts it in a process group of its own).
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    chromeLauncher.killAll();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}

main().catch((error: unknown) => {
  console.error(`bench:web could not measure: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
