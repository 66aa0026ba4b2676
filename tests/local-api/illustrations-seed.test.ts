/**
 * Every seeded product is drawn as what it is. The picture is chosen by the
 * title's words, then the category; this walks the whole seed and checks each
 * product's icon against what its title names (a jacket is a coat, not a
 * helmet), and that no product whose title names a thing falls back to a
 * generic picture.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../local-api/seed/open';
import { illustrationFor } from '../../local-api/catalog/illustrations';
import { artworkFor, renderSvg } from '../../local-api/catalog/media';
import { makeApi } from './support';

const db = openDatabase(':memory:');
afterAll(() => db.close());

const BOOKS = ['books', 'closed-book', 'orange-book', 'blue-book', 'green-book', 'open-book', 'notebook-with-decorative-cover'];
const TICKETS = ['admission-tickets', 'ticket', 'performing-arts'];

/** Title words → the icons that show that thing; the first matching row decides. */
const EXPECTED: readonly (readonly [RegExp, readonly string[]])[] = [
  [/^Tarjeta de regalo/, ['wrapped-gift']],
  [/^Garantía extendida/, ['shield']],
  [/^(Instalación|Armado)/, ['hammer-and-wrench', 'toolbox']],
  [/^(Entrada|Inscripción|Obra|Comedia|Musical|Danza)\b/, TICKETS],
  [/\bChaqueta\b/, ['coat']],
  [/\bGuantes de portero\b/, ['gloves', 'goal-net']],
  [/\bGuantes\b/, ['gloves']],
  [/\bCasco\b/, ['rescue-workers-helmet', 'military-helmet']],
  [/\bMotocarro\b/, ['auto-rickshaw']],
  [/\bScooter\b/, ['motor-scooter']],
  [/\bMotocicleta\b/, ['motorcycle']],
  [/\b(Luz|Lámpara)\b/, ['flashlight', 'light-bulb']],
  [/\bBicicleta\b/, ['bicycle']],
  [/\bLaptop\b/, ['laptop']],
  [/\b(Computadora|Mini PC|Monitor)\b/, ['desktop-computer']],
  [/^(Combo|Kit)\b/, ['desktop-computer', 'laptop', 'video-game']],
  [/\b(Celular|Smartphone|Tablet)\b/, ['mobile-phone']],
  [/\bAudífonos\b/, ['headphone']],
  [/\b(Bocina|Barra de sonido)\b/, ['speaker-high-volume']],
  [/\bControl\b/, ['video-game']],
  [/\bConsola\b/, ['video-game', 'joystick']],
  [/\b(Juego digital|Código de descarga)\b/, ['video-game', 'joystick']],
  [/\bOlla arrocera\b/, ['cooked-rice']],
  [/\bollas\b/i, ['pot-of-food', 'cooking']],
  [/\b(Sartén|Comal)\b/, ['cooking']],
  [/\bcuchillos\b/, ['kitchen-knife']],
  [/\bTabla para picar\b/, ['kitchen-knife', 'wood']],
  [/\bcucharas\b/, ['spoon']],
  [/\bLicuadora\b/, ['cup-with-straw']],
  [/\bCafetera\b/, ['hot-beverage']],
  [/\bFreidora\b/, ['french-fries']],
  [/\bHorno tostador\b/, ['bread']],
  [/\bBatidora\b/, ['cupcake', 'bowl-with-spoon']],
  [/\b(Sofá|Mesa de centro)/, ['couch-and-lamp']],
  [/\b(Sillón|Silla)\b/, ['chair', 'couch-and-lamp']],
  [/\bLibrera\b/, ['books']],
  [/\bArchivero\b/, ['file-cabinet']],
  [/\bEscritorio\b/, ['chair', 'desktop-computer']],
  [/\b(Cojín|Camino de mesa)\b/, ['yarn', 'thread']],
  [/\bEspejo\b/, ['mirror']],
  [/\bMaceta\b/, ['potted-plant']],
  [/\b(Taza|Termo)\b/, ['hot-beverage', 'teacup-without-handle']],
  [/\bBolsa\b/, ['shopping-bags']],
  [/\bLlavero\b/, ['key']],
  [/\bGorra\b/, ['billed-cap']],
  [/\bBlusa\b/, ['womans-clothes']],
  [/\bVestido\b/, ['dress']],
  [/\bCamisa\b/, ['t-shirt']],
  [/\b(Jeans|Pantalón)\b/, ['jeans']],
  [/\bTacos\b/, ['mans-shoe', 'running-shoe']],
  [/\bTenis\b/, ['running-shoe']],
  [/\bSandalias de playa\b/, ['thong-sandal']],
  [/\bSandalias\b/, ['womans-sandal', 'thong-sandal']],
  [/\b(mancuernas|Banco de pesas)\b/, ['person-lifting-weights', 'flexed-biceps']],
  [/\bTapete para yoga\b/, ['person-in-lotus-position']],
  [/\b(Banda de resistencia)\b/, ['flexed-biceps']],
  [/\bCuerda para saltar\b/, ['person-running', 'flexed-biceps']],
  [/\bBalón\b/, ['soccer-ball']],
  [/\bEspinilleras\b/, ['shield', 'soccer-ball']],
  [/\bRompecabezas\b/, ['puzzle-piece']],
  [/\b(Juego de cartas|Lotería)\b/, ['joker', 'flower-playing-cards']],
  [/\bJuego de mesa\b/, ['game-die']],
  [/\bRobot\b/, ['robot']],
  [/\bfiguras?\b/i, ['robot', 'teddy-bear']],
  [/\b(Sonaja|Gimnasio para bebé|Mordedera)/, ['teddy-bear', 'baby-bottle']],
  [/\bCubos didácticos\b/, ['abacus', 'teddy-bear']],
  [/\bAgua\b/, ['droplet', 'potable-water']],
  [/\b(Refresco|Bebida|Té helado)\b/, ['cup-with-straw', 'beverage-box']],
  [/\bCafé frío\b/, ['beverage-box', 'cup-with-straw']],
  [/\bJugo\b/, ['beverage-box']],
  [/\bHorchata\b/, ['glass-of-milk']],
  [/\bPapalinas\b/, ['potato']],
  [/\b(Manías|frutos secos)\b/, ['peanuts', 'chestnut']],
  [/\bGalletas\b/, ['cookie']],
  [/\b(Chocolate|Barra de granola)\b/, ['chocolate-bar']],
  [/\bChicharrines\b/, ['rice-cracker']],
  [/\bPalomitas\b/, ['popcorn']],
  [/\bVino espumoso\b/, ['bottle-with-popping-cork', 'wine-glass']],
  [/\bVino\b/, ['wine-glass']],
  [/\b(Ron|Licor)\b/, ['tumbler-glass']],
];

interface Row {
  title: string;
  public_sku: string;
  type: string;
  author_id: number | null;
  category: string;
  parent: string | null;
}

const rows = db
  .prepare(
    `SELECT p.title, p.public_sku, p.type, p.author_id, c.slug AS category, parent.slug AS parent FROM products p
     JOIN categories c ON c.id = p.category_id LEFT JOIN categories parent ON parent.id = c.parent_id ORDER BY p.id`,
  )
  .all() as Row[];

describe('product illustrations over the whole seed', () => {
  it('draws every product as what its title names, and none as a generic package', () => {
    const problems: string[] = [];
    for (const row of rows) {
      const icon = illustrationFor({ title: row.title, categorySlug: row.category, parentSlug: row.parent });
      // A book's title is its author's invention: it is drawn as a book.
      const expected = row.author_id !== null ? BOOKS : EXPECTED.find(([pattern]) => pattern.test(row.title))?.[1];
      if (!expected) problems.push(`${row.title}: no expected picture for this title (add a row)`);
      else if (!expected.includes(icon)) problems.push(`${row.title}: drawn as ${icon}, expected ${expected.join(' or ')}`);
      if (icon === 'package') problems.push(`${row.title}: falls back to the generic package`);
    }
    expect(problems).toEqual([]);
    expect(rows.length).toBeGreaterThan(500);
  });

  it('serves each product picture as that icon, small', () => {
    let largest = 0;
    for (const row of rows.filter((_, i) => i % 7 === 0)) {
      const art = artworkFor(db, 'product', `${row.public_sku}-1`);
      if (!art) continue; // not visible (draft, deleted…): no picture is served
      const svg = renderSvg('product', `${row.public_sku}-1`, row.title, 300, art);
      largest = Math.max(largest, svg.length);
      expect(svg).not.toContain('<text');
    }
    expect(largest).toBeGreaterThan(300);
    expect(largest).toBeLessThan(6_500);
  });
});

describe('the pictures of the home page', () => {
  it('weigh under 150 KB in all, uncompressed (the server also gzips them)', async () => {
    const api = makeApi();
    try {
      const token = await api.anonymous();
      const home = (await api.call('GET', '/page/home?page=1&page_size=100', { token })).body as {
        sections: { items: { image?: string; product?: { main_image: { urls: { cdn_url: string }[] } } }[] }[];
      };
      const shown = new Set<string>();
      for (const section of home.sections)
        for (const item of section.items) {
          const url = item.product ? item.product.main_image.urls[0]!.cdn_url : item.image;
          if (url) shown.add(url.replace(/\?.*$/, ''));
        }
      let total = 0;
      for (const url of shown) {
        const res = await api.app.request(`${url}?w=300`);
        expect(res.status, url).toBe(200);
        total += (await res.arrayBuffer()).byteLength;
      }
      expect(shown.size).toBeGreaterThan(60);
      expect(total).toBeLessThan(150_000);
    } finally {
      api.db.close();
    }
  });
});
