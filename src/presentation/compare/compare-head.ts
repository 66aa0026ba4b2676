import type { PageHead } from '../app/head';
import { imageUrl } from '../shared/image';
import { comparePath, type CompareLoaderData } from './compare.loader';

/** The compare page's head (server/heads.ts): the product's name, what is compared, its picture; null when there is no such product. */
export function compareHead(data: unknown): PageHead | null {
  const view = data as CompareLoaderData | undefined;
  if (!view?.found) return null;
  const { product, others } = view;
  const count = others.length;
  return {
    title: `Comparar ${product.title}`,
    description:
      count > 0
        ? `Compara ${product.title} con ${count === 1 ? 'un producto similar' : `${count} productos similares`}: precio, calificación, disponibilidad y características, lado a lado.`
        : `${product.title}: aún no hay productos similares para comparar.`,
    canonicalPath: comparePath(product),
    image: imageUrl(product.main_image, 1200),
  };
}
