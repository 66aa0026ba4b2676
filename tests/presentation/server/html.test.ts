import { describe, expect, it } from 'vitest';
import { bootScript, documentEnd, documentStart, escapeHtml, serializeJsonForHtml } from '../../../src/presentation/server/html';

const HOSTILE = 'Taza </script><script>alert(1)</script> <!-- \u2028\u2029 & "comillas"';

/** The text content of the first <script> with this opening tag, as a browser would cut it. */
function scriptBody(html: string, open: string): string {
  const start = html.indexOf(open);
  expect(start).toBeGreaterThanOrEqual(0);
  const from = start + open.length;
  return html.slice(from, html.indexOf('</script', from));
}

describe('serializeJsonForHtml', () => {
  it('never lets a value end the script element, open a comment or hold a raw line separator', () => {
    const json = serializeJsonForHtml({ title: HOSTILE });
    expect(json).not.toMatch(/<\/script/i);
    expect(json).not.toContain('<!--');
    expect(json).not.toContain('<');
    expect(json).not.toContain('>');
    expect(json).not.toContain('\u2028');
    expect(json).not.toContain('\u2029');
    expect(JSON.parse(json)).toEqual({ title: HOSTILE });
  });
});

describe('the document', () => {
  const assets = {
    entry: '/assets/index-abc.js',
    modulePreloads: ['/assets/react-1.js', '/assets/ProductScreen-2.js'],
    stylesheets: ['/assets/index-1.css', '/assets/ProductScreen-2.css'],
  };

  it('carries the hydration data as inert JSON that parses back to the same value, and loads the entry after the first paint', () => {
    const data = { loaderData: { product: { title: HOSTILE } }, actionData: null, errors: null };
    const html = documentEnd({ hydrationData: data, boot: bootScript(assets) });
    const body = scriptBody(html, '<script type="application/json" id="tienda-hydration">');
    expect(JSON.parse(body)).toEqual(data);
    // The hostile title did not close the element early: exactly two script elements.
    expect(html.match(/<script/g)).toHaveLength(2);
    // One module, without a nonce (its hash is in the CSP); after a frame it preloads the chunks and imports the entry.
    const boot = scriptBody(html, '<script type="module">');
    expect(boot).toBe(bootScript(assets));
    expect(boot.startsWith('requestAnimationFrame(')).toBe(true);
    expect(boot).toContain('entry.type="module";entry.src="/assets/index-abc.js"');
    expect(boot).toContain('["/assets/react-1.js","/assets/ProductScreen-2.js"]');
    expect(boot).not.toContain('nonce');
    // Nothing the parser would fetch before the first paint.
    expect(html).not.toMatch(/<link[^>]+modulepreload|<script[^>]+src=/);
  });

  it('writes title, description, canonical, Open Graph, price, the LCP image preload and JSON-LD, all escaped', () => {
    const html = documentStart({
      head: {
        title: HOSTILE,
        description: 'Una "taza" <grande>',
        canonicalPath: '/producto/taza',
        image: '/api/public/media/product/T-1.svg?w=1200',
        ogType: 'product',
        price: { amount: 129.5, currency: 'GTQ' },
        lcpImage: { href: '/img/700.svg', srcSet: '/img/300.svg 300w, /img/700.svg 700w', sizes: '100vw' },
        jsonLd: { '@type': 'Product', name: HOSTILE, image: ['/api/public/media/product/T-1.svg?w=1200'], offers: { '@type': 'Offer', url: '/producto/taza', price: '129.50' } },
      },
      origin: 'https://tienda.example',
      pathname: '/producto/T-1',
      assets,
      headScripts: ['document.documentElement.className="x"'],
    });
    expect(html).toContain(`<title>${escapeHtml(HOSTILE)} · Tienda</title>`);
    expect(html).toContain('<meta name="description" content="Una &quot;taza&quot; &lt;grande&gt;">');
    expect(html).toContain('<link rel="canonical" href="https://tienda.example/producto/taza">');
    expect(html).toContain('<meta property="og:type" content="product">');
    expect(html).toContain('<meta property="og:image" content="https://tienda.example/api/public/media/product/T-1.svg?w=1200">');
    expect(html).toContain('<meta property="product:price:amount" content="129.50">');
    expect(html).toContain('<meta property="product:price:currency" content="GTQ">');
    expect(html).toMatch(/<link rel="preload" as="image" href="\/img\/700.svg" imagesrcset="[^"]+" imagesizes="100vw" fetchpriority="high">/);
    expect(html).not.toContain('modulepreload');
    // Stylesheets are linked (hashed, immutable files kept across pages), after the head's blocking script.
    expect(html).not.toContain('<style>');
    expect(html).toContain('<script>document.documentElement.className="x"</script><link rel="stylesheet" href="/assets/index-1.css"><link rel="stylesheet" href="/assets/ProductScreen-2.css">');
    expect(html).not.toContain('nonce');
    const jsonLd = JSON.parse(scriptBody(html, '<script type="application/ld+json">'));
    expect(jsonLd.name).toBe(HOSTILE);
    expect(jsonLd.offers.url).toBe('https://tienda.example/producto/taza');
    // Media URLs are root-relative (they work under any host); structured data names them on the public origin.
    expect(jsonLd.image).toEqual(['https://tienda.example/api/public/media/product/T-1.svg?w=1200']);
    expect(html.endsWith('<div id="root">')).toBe(true);
  });

  it('marks pages search engines should not keep, without a canonical', () => {
    const html = documentStart({
      head: { title: 'No encontramos esta página', description: 'x', noindex: true },
      origin: 'https://tienda.example',
      pathname: '/nada',
      assets,
    });
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
  });
});
