import { INFO_PAGES } from './info-pages';
import type { PageHead } from '../app/head';

/** Each information page's meta description, by path. Server only (heads.ts): none of it is in the browser's JS. */
const DESCRIPTIONS: Record<string, string> = {
  'ayuda':
    'Cómo comprar en Tienda paso a paso, de la búsqueda al pago, qué hacer si algo falla y cómo comunicarte con la tienda.',
  'envios-y-devoluciones':
    'Entregas en Guatemala y Estados Unidos, recogida en puntos de entrega, productos digitales, costos de envío en quetzales y cómo devolver un producto.',
  'formas-de-pago':
    'Tarjeta, pago en cuotas, contra entrega, depósito bancario y tarjetas de regalo: cómo se paga en Tienda, siempre en quetzales (GTQ).',
  'terminos-y-condiciones':
    'Las condiciones de uso de Tienda: precios, disponibilidad, cuentas, pedidos y pagos, y las licencias de las ilustraciones.',
  'privacidad':
    'Qué datos guarda Tienda (sesión, carrito, cuenta), dónde los guarda, para qué y cómo borrarlos. Sin publicidad ni rastreo de terceros.',
};

/** The head of an information page: its title, description and its own address as the canonical one. */
export function infoHead(pathname: string): PageHead | null {
  const page = INFO_PAGES.find((candidate) => `/${candidate.path}` === pathname);
  if (!page) return null;
  return { title: page.title, description: DESCRIPTIONS[page.path]!, canonicalPath: pathname };
}
