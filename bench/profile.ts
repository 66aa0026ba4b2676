/**
 * `npm run bench:profile [product|home]`: where a server render's time goes. Starts the store as `npm start` does
 * (production build, in-process API) on a fresh temporary database and an ephemeral port, renders 200 different
 * product pages (or home 60 times) one at a time with a CPU profile running, and prints the share of the CPU time
 * by package or folder, and the heaviest functions. The profile is written to artifacts/profile-<page>.cpuprofile
 * (open it in Chrome's DevTools, Performance tab). A benchmark, not a test: it exits 0 whatever it finds.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session, type Profiler } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStoreServer } from '../scripts/store-server';
import { ARTIFACTS, buildWeb, ROOT, webBuildIsStale } from '../scripts/web-build';

const page = process.argv[2] === 'home' ? 'home' : 'product';
process.env.NODE_ENV = 'production';
if (webBuildIsStale()) await buildWeb();
const dir = mkdtempSync(join(tmpdir(), 'tienda-profile-'));
const store = await startStoreServer({ port: 0, dbPath: join(dir, 'tienda.db'), quiet: true });
const base = `http://127.0.0.1:${store.port}`;
const noCache = { 'Cache-Control': 'no-cache' };
const linksIn = (html: string, prefix: string) => [...html.matchAll(new RegExp(`href="(/${prefix}/[^"?#]+)"`, 'g'))].map((m) => m[1]!);

try {
  const home = await (await fetch(base)).text();
  const products = new Set(linksIn(home, 'producto'));
  for (const category of new Set(linksIn(home, 'categoria'))) for (const path of linksIn(await (await fetch(base + category)).text(), 'producto')) products.add(path);
  const all = [...products];
  const warm = all.slice(0, 10);
  const paths = page === 'home' ? Array.from({ length: 60 }, () => '/') : all.slice(10, 210);
  for (const path of warm) await (await fetch(base + path, { headers: noCache })).text();

  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  const times: number[] = [];
  for (const path of paths) {
    const start = performance.now();
    await (await fetch(base + path, { headers: noCache })).text();
    times.push(performance.now() - start);
  }
  const { profile } = await session.post('Profiler.stop');
  session.disconnect();
  mkdirSync(ARTIFACTS, { recursive: true });
  const file = join(ARTIFACTS, `profile-${page}.cpuprofile`);
  writeFileSync(file, JSON.stringify(profile));
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.ceil(p * times.length) - 1)]!.toFixed(1);
  console.log(`${paths.length} ${page === 'home' ? 'home renders' : 'product pages, each once'}, one at a time: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms (the profiler adds a little).`);
  report(profile, paths.length);
  console.log(`\nProfile: ${file}`);
} finally {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(0);

/** Self time by where the code lives (package, or the project's folder), then the heaviest functions. */
function report(profile: Profiler.Profile, pages: number) {
  const self = new Map<number, number>();
  profile.samples!.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas![i] ?? 0)));
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const byPlace = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const node of profile.nodes) {
    const time = self.get(node.id) ?? 0;
    if (!time) continue;
    const { url, functionName, lineNumber } = node.callFrame;
    const place = placeOf(url, functionName);
    byPlace.set(place, (byPlace.get(place) ?? 0) + time);
    const name = `${functionName || '(anónima)'} ${url ? `${shorten(url)}:${lineNumber + 1}` : ''}`.trim();
    byFunction.set(name, (byFunction.get(name) ?? 0) + time);
  }
  const table = (title: string, rows: Map<string, number>, count: number) => {
    console.log(`\n| ${title} | ms per page | share |\n|---|--:|--:|`);
    for (const [name, time] of [...rows].sort((a, b) => b[1] - a[1]).slice(0, count))
      console.log(`| ${name} | ${(time / 1000 / pages).toFixed(2)} | ${((time / total) * 100).toFixed(1)} % |`);
  };
  table('where (self time)', byPlace, 18);
  table('function (self time)', byFunction, 15);
}

function placeOf(url: string, functionName: string): string {
  if (!url) return functionName === '(idle)' ? '(idle: waiting)' : `${functionName} (V8/native)`;
  const module = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (module) return module[1]!;
  if (url.startsWith('node:')) return 'Node (http, streams, fetch)';
  const own = shorten(url).split('/');
  return own.length > 2 ? `${own[0]}/${own[1]}` : own[0]!;
}

function shorten(url: string): string {
  return url.replace(/^file:\/\//, '').replace(`${ROOT}/`, '').replace(/.*node_modules\//, '');
}
