import type { PageHead } from '../app/head';
import { SITE_NAME } from './heads';
import { HYDRATION_DATA_ID } from '../app/hydration';
import { DEPLOYMENT_DATA_ID, type Deployment } from '../app/deployment';

const SCRIPT_UNSAFE = /[<>&\u2028\u2029]/g;

/**
 * JSON for a <script> element in HTML: `<`, `>` and `&` become \u escapes,
 * so no value (a product title holding `</script>` or `<!--`) can end the
 * element or open a comment, and U+2028/U+2029 are escaped for old parsers.
 * The result is still valid JSON: JSON.parse gives the value back.
 */
export function serializeJsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(SCRIPT_UNSAFE, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Text or attribute content for HTML. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
}

export interface DocumentAssets {
  /** The entry module. */
  entry: string;
  /** Modules to preload (the entry's imports and the matched routes' chunks). */
  modulePreloads: string[];
  /**
   * The page's stylesheets (the shell's and the screen's): hashed, immutable files that a shopper's browser keeps
   * across pages. Vite's chunk loader finds them linked and does not add them again.
   */
  stylesheets: string[];
  /** Critical CSS inlined before the stylesheets (at most a few KB; none by default). */
  css?: string;
}

export interface DocumentParts {
  head: PageHead;
  /** The site's origin, for canonical and Open Graph URLs. */
  origin: string;
  /** The path of this request (canonical fallback). */
  pathname: string;
  assets: DocumentAssets;
  /** Small blocking scripts for the head (their hashes go in the CSP), run before the first paint. */
  headScripts?: readonly string[];
}

const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`);

/** Everything up to and including `<div id="root">`. */
export function documentStart({ head, origin, pathname, assets, headScripts = [] }: DocumentParts): string {
  const title = `${head.title} · ${SITE_NAME}`;
  const canonical = absolute(origin, head.canonicalPath ?? pathname);
  const meta: string[] = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    head.noindex ? '<meta name="robots" content="noindex">' : `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    '<meta name="theme-color" content="#0f4c81">',
    '<link rel="icon" type="image/svg+xml" href="/favicon.svg">',
    // Installable (docs/web.md, "Offline and installed"): the manifest and the icon iOS reads.
    '<link rel="manifest" href="/manifest.webmanifest">',
    '<link rel="apple-touch-icon" href="/icons/icon-192.png">',
    `<meta property="og:site_name" content="${SITE_NAME}">`,
    '<meta property="og:locale" content="es_GT">',
    `<meta property="og:type" content="${head.ogType ?? 'website'}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
  ];
  if (head.image) meta.push(`<meta property="og:image" content="${escapeHtml(absolute(origin, head.image))}">`);
  if (head.price) {
    meta.push(`<meta property="product:price:amount" content="${head.price.amount.toFixed(2)}">`);
    meta.push(`<meta property="product:price:currency" content="${escapeHtml(head.price.currency)}">`);
  }
  if (head.lcpImage) {
    const { href, srcSet, sizes } = head.lcpImage;
    meta.push(
      `<link rel="preload" as="image" href="${escapeHtml(href)}"${srcSet ? ` imagesrcset="${escapeHtml(srcSet)}"` : ''}${
        sizes ? ` imagesizes="${escapeHtml(sizes)}"` : ''
      } fetchpriority="high">`,
    );
  }
  for (const script of headScripts) meta.push(`<script>${script}</script>`);
  if (assets.css) meta.push(`<style>${assets.css.replace(/<\/style/gi, '<\\/style')}</style>`);
  for (const href of assets.stylesheets) meta.push(`<link rel="stylesheet" href="${escapeHtml(href)}">`);
  if (head.jsonLd) {
    // Data, not a script to run: the CSP's script-src does not apply to it.
    const jsonLd = {
      ...head.jsonLd,
      ...(head.jsonLd.offers ? { offers: offersWithAbsoluteUrl(head.jsonLd.offers, origin) } : {}),
      ...(Array.isArray(head.jsonLd.image) ? { image: head.jsonLd.image.map((url: unknown) => (typeof url === 'string' ? absolute(origin, url) : url)) } : {}),
    };
    meta.push(`<script type="application/ld+json">${serializeJsonForHtml(jsonLd)}</script>`);
  }
  return `<!doctype html><html lang="es-GT"><head>${meta.join('')}</head><body><div id="root">`;
}

function offersWithAbsoluteUrl(offers: unknown, origin: string): unknown {
  if (!offers || typeof offers !== 'object') return offers;
  const url = (offers as { url?: unknown }).url;
  return typeof url === 'string' ? { ...offers, url: absolute(origin, url) } : offers;
}


/**
 * After the app: the deployment outside the default and the hydration data (inert JSON, not scripts to run), then
 * one small module that, once the first frame is painted, preloads the page's
 * chunks and imports the entry. Nothing of the JS is requested before the
 * first paint, so it never competes with the HTML and the LCP image, and the
 * page is readable (and stable) before any JS arrives.
 */
export function documentEnd({ hydrationData, boot, deployment }: { hydrationData: unknown; boot: string; deployment?: Deployment | null }): string {
  return (
    '</div>' +
    // Where the page runs (another environment than local, docs/deployment.md): inert JSON the entry reads before hydrating.
    (deployment ? `<script type="application/json" id="${DEPLOYMENT_DATA_ID}">${serializeJsonForHtml(deployment)}</script>` : '') +
    `<script type="application/json" id="${HYDRATION_DATA_ID}">${serializeJsonForHtml(hydrationData)}</script>` +
    `<script type="module">${boot}</script>` +
    '</body></html>'
  );
}

/**
 * The text of the page's one inline script (its hash goes in the CSP): after a frame, it preloads the page's
 * chunks and adds the entry's script element. What it loads is trusted through 'strict-dynamic'.
 */
export function bootScript(assets: Pick<DocumentAssets, 'entry' | 'modulePreloads'>): string {
  const preloads = assets.modulePreloads.filter((href) => href !== assets.entry);
  return (
    'requestAnimationFrame(()=>setTimeout(()=>{' +
    `for(const href of ${serializeJsonForHtml(preloads)}){const link=document.createElement("link");` +
    'link.rel="modulepreload";link.href=href;document.head.append(link)}' +
    // A script element the page creates (not import()): 'strict-dynamic' trusts it, and what it imports, without a nonce.
    `const entry=document.createElement("script");entry.type="module";entry.src=${serializeJsonForHtml(assets.entry)};document.head.append(entry)}))`
  );
}
