/**
 * `npm run seed -- --products N [--db PATH] [--seed S]`: creates (or replaces) a database with the demo seed
 * plus N generated products (local-api/seed/large.ts). Default database: the one `npm start`, `npm run dev`
 * and `npm run api` open (data/tienda.sqlite). A bad argument exits with code 2.
 */
import { relative, resolve } from 'node:path';
import { createLargeDatabase, parseSeedArgs, SEED_USAGE, SeedArgsError } from '../local-api/seed/large';
import { DEFAULT_DB_PATH } from '../local-api/server';

let args: ReturnType<typeof parseSeedArgs>;
try {
  args = parseSeedArgs(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof SeedArgsError)) throw error;
  console.error(`${error.message}\n${SEED_USAGE}`);
  process.exit(2);
}
if (args === 'help') {
  console.log(
    `${SEED_USAGE}\n` +
      '  --products N  productos generados además del demo, de 0 a 1,000,000 / generated products on top of the demo, 0 to 1,000,000\n' +
      `  --db RUTA     base de datos a crear o reemplazar / database to create or replace (default ${relative(process.cwd(), DEFAULT_DB_PATH)})\n` +
      '  --seed S      semilla del generador / generator seed (default 1)',
  );
  process.exit(0);
}

const path = args.db ? resolve(args.db) : DEFAULT_DB_PATH;
const summary = createLargeDatabase(path, { products: args.products, seed: args.seed });
const n = (value: number) => value.toLocaleString('en-US');
const near = relative(process.cwd(), path);
const shown = near && !near.startsWith('..') ? near : path;
console.log(
  [
    `Catálogo listo / Catalogue ready: ${shown}`,
    `  ${n(summary.products)} productos generados / generated (${n(summary.totalProducts)} en total con el demo / in all with the demo), ` +
      `${n(summary.brandsAdded)} marcas nuevas / new brands, ${n(summary.categoriesUsed)} categorías / categories`,
    `  ${n(summary.attributes)} atributos / attributes, ${n(summary.reviews)} reseñas / reviews, ${n(summary.questions)} preguntas / questions`,
    `  ${(summary.millis / 1000).toFixed(1)} s generando / generating (${(summary.totalMillis / 1000).toFixed(1)} s en total / in all), ` +
      `${(summary.bytes / 1024 / 1024).toFixed(1)} MB`,
    path === DEFAULT_DB_PATH
      ? '  npm start / npm run api la usan ya / use it now; npm start -- --reset vuelve al demo / goes back to the demo.'
      : `  Úsala con / use it with: TIENDA_DB_PATH=${shown} npm start   o / or: npm run api -- --db ${shown}`,
  ].join('\n'),
);
