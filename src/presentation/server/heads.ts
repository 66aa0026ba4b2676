import type { HomeView, ListingView, SectionView, StockStatus, VendingMachineView } from '../../index';
import type { ProductLoaderData } from '../product/product.loader';

export const SITE_NAME = 'Tienda';
export const DEFAULT_DESCRIPTION = 'Tienda: compra en línea con envío a toda Guatemala y Estados Unidos.';

/** Cuts a description to what search results show, on a word boundary. */
export function clip(text: string | null | undefined, max = 160): string {
  const plain = (text ?? '').replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

import { imageSizes, imageSrcSet, imageUrl } from '../shared/image';
import type { HeadKind, PageHead } from '../app/head';
import { infoHead } from '../info/info-heads';
import { compareHead } from '../compare/compare-head';
import { publicWishlistHead } from '../wishlists/wishlist-head';

/** schema.org availability for each stock status. */
const AVAILABILITY: Record<StockStatus, string> = {
  IN_STOCK: 'https://schema.org/InStock',
  IN_ERP_STOCK: 'https://schema.org/InStock',
  DOWNLOAD: 'https://schema.org/InStock',
  PRESALE: 'https://schema.org/PreOrder',
  OUT_OF_STOCK: 'https://schema.org/OutOfStock',
  DISCONTINUED: 'https://schema.org/Discontinued',
  UNKNOWN: 'https://schema.org/LimitedAvailability',
};

export function homeHead(data: unknown): PageHead {
  const home = data as HomeView | undefined;
  const banner = home?.sections.find((section) => section.type === 'BANNERS');
  const first = banner?.type === 'BANNERS' ? banner.items[0]?.image : null;
  return {
    title: 'Compra en línea en Guatemala',
    description: DEFAULT_DESCRIPTION,
    canonicalPath: '/',
    ogType: 'website',
    image: first ?? null,
    // The hero banner is the largest thing on the first screen.
    lcpImage: first ? { href: first } : null,
  };
}

export function productHead(data: unknown): PageHead {
  const page = (data as ProductLoaderData | undefined)?.page;
  if (!page) return notFoundHead();
  const { product } = page;
  const image = product.images[0] ?? product.main_image;
  const description = clip(product.description_meta || product.description_short || product.description_long) || DEFAULT_DESCRIPTION;
  const path = `/producto/${encodeURIComponent(product.slug || product.public_sku)}`;
  return {
    title: product.title_meta || product.title,
    description,
    canonicalPath: path,
    ogType: 'product',
    image: imageUrl(image, 1200),
    price: { amount: product.price, currency: 'GTQ' },
    lcpImage: image ? { href: imageUrl(image, 700)!, srcSet: imageSrcSet(image), sizes: imageSizes.gallery } : null,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.title,
      sku: product.public_sku,
      description,
      ...(image ? { image: [imageUrl(image, 1200)] } : {}),
      ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
      ...(product.average_rating != null && product.rating_count > 0
        ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.average_rating, reviewCount: product.rating_count } }
        : {}),
      offers: {
        '@type': 'Offer',
        url: path,
        priceCurrency: 'GTQ',
        price: product.price.toFixed(2),
        availability: AVAILABILITY[product.stock_status],
      },
    },
  };
}

export function listingHead() {
  return (data: unknown, location: { pathname: string; search: string }): PageHead => {
    const listing = data as ListingView | undefined;
    if (!listing) return notFoundHead();
    const { heading } = listing;
    const page = new URLSearchParams(location.search).get('pagina');
    // Page 2 and on are pages of their own; the order is not.
    const canonicalPath = page && page !== '1' ? `${location.pathname}?pagina=${encodeURIComponent(page)}` : location.pathname;
    if (heading.kind === 'category') {
      const name = heading.tree.current?.name ?? 'Categoría';
      return {
        title: name,
        description: clip(heading.tree.current?.description) || `${name}: compra en línea en Tienda, con envío a toda Guatemala.`,
        canonicalPath,
        image: heading.tree.current?.banner_image ?? heading.tree.current?.profile_image ?? null,
      };
    }
    if (heading.kind === 'brand') {
      return {
        title: heading.brand.name,
        description: clip(heading.brand.description_meta || heading.brand.description) || `Productos ${heading.brand.name} en Tienda.`,
        canonicalPath,
        image: heading.brand.logo,
      };
    }
    return {
      title: heading.author.name,
      description: clip(heading.author.bio) || `Libros de ${heading.author.name} en Tienda.`,
      canonicalPath,
      image: heading.author.image,
    };
  };
}

/** A section's "Ver todo": its title; page 2 and on are pages of their own, the order is not. */
export function sectionHead(data: unknown, location: { pathname: string; search: string }): PageHead {
  const section = (data as SectionView | undefined)?.detail.section;
  if (!section) return notFoundHead();
  const title = section.title?.trim() || 'Productos';
  const page = new URLSearchParams(location.search).get('pagina');
  return {
    title,
    description: clip(section.message) || `${title}: compra en línea en Tienda, con envío a toda Guatemala.`,
    canonicalPath: page && page !== '1' ? `${location.pathname}?pagina=${encodeURIComponent(page)}` : location.pathname,
    image: null,
  };
}

/** Search results: named after the query, never indexed (every query would be a page of its own). */
export function searchHead(data: unknown): PageHead {
  const query = (data as { query?: unknown } | undefined)?.query;
  const title = typeof query === 'string' && query !== '' ? `Resultados para «${clip(query, 80)}»` : 'Buscar';
  return { title, description: DEFAULT_DESCRIPTION, noindex: true };
}

/** A vending machine: its code and where it stands; the category filter is not a page of its own. */
export function vendingHead(data: unknown, location: { pathname: string }): PageHead {
  const machine = (data as VendingMachineView | undefined)?.machine;
  if (!machine) return notFoundHead();
  return {
    title: `Máquina expendedora ${machine.code}`,
    description: clip(`Compra en línea y retira en la máquina expendedora ${machine.code}${machine.address ? `: ${machine.address}` : ''}.`),
    canonicalPath: location.pathname,
    image: null,
  };
}

export function notFoundHead(): PageHead {
  return { title: 'No encontramos esta página', description: DEFAULT_DESCRIPTION, noindex: true };
}

type HeadBuilder = (data: unknown, location: { pathname: string; search: string }) => PageHead;

const BUILDERS: Record<Exclude<HeadKind, object>, HeadBuilder> = {
  home: homeHead,
  product: productHead,
  listing: listingHead(),
  section: sectionHead,
  info: (_data, location) => infoHead(location.pathname) ?? notFoundHead(),
  notFound: notFoundHead,
  search: searchHead,
  vending: vendingHead,
  compare: (data) => compareHead(data) ?? notFoundHead(),
  publicWishlist: (data) => publicWishlistHead(data) ?? notFoundHead(),
};

/** The head of a route of this kind, from its loader data. */
export function headFor(kind: HeadKind, data: unknown, location: { pathname: string; search: string }): PageHead {
  if (typeof kind === 'object') return { title: kind.title, description: kind.description ?? DEFAULT_DESCRIPTION, ...(kind.noindex ? { noindex: true } : {}) };
  return BUILDERS[kind](data, location);
}
