import type { ReactNode } from 'react';
import { PathLink } from '../shared/PathLink';
import type { Banner, HomeSection, HomeSectionOf } from '../../index';
import { ProductGrid, ProductRow } from '../product/ProductList';
import { SmartLink } from '../shared/SmartLink';
import { bannerHref } from './banner-link';
import { FlashCountdown } from './FlashCountdown';
import { BrandTile } from './BrandTile';
import { Scroller } from './Scroller';

const DEFAULT_TITLES: Record<HomeSection['type'], string> = {
  BANNERS: 'Promociones',
  BENEFITS: 'Beneficios',
  CATEGORIES: 'Categorías',
  PRODUCTS_GRID: 'Productos',
  PRODUCTS_SLIDER: 'Productos destacados',
  PRODUCTS_SLIDER_DARK: 'Productos destacados',
  PRODUCTS_RECENTLY_VIEWED: 'Vistos recientemente',
  BRANDS: 'Marcas',
  PRIME_DAYS: 'Ofertas relámpago',
};

function titleOf(section: HomeSection): string {
  if (section.type === 'PRODUCTS_RECENTLY_VIEWED') return 'Vistos recientemente';
  return section.title?.trim() || DEFAULT_TITLES[section.type];
}

/**
 * One home section, drawn by its type. A recently viewed section is the shopper's own products, loaded in the
 * browser, never what the page's data holds (the server's session's): `recentlyViewed` draws it (home passes
 * RecentlyViewedShelf; a page without one, the offers and newest pages, draws nothing there and carries none of its code).
 */
export function HomeSectionView({
  section,
  pinned,
  recentlyViewed,
}: {
  section: HomeSection;
  pinned: number[];
  recentlyViewed?: (headingId: string) => ReactNode;
}) {
  const title = titleOf(section);
  const headingId = `seccion-${section.section_id}`;
  if (section.type === 'PRODUCTS_RECENTLY_VIEWED') return recentlyViewed ? recentlyViewed(headingId) : null;
  const more = moreLink(section);
  const heading = (
    <div className="section__head">
      <h2 id={headingId} className={section.type === 'BANNERS' ? 'visually-hidden' : undefined}>
        {title}
      </h2>
      {section.type === 'PRIME_DAYS' ? <FlashCountdown endDates={section.items.map((item) => item.product.flash_sale_end_date)} /> : null}
      {more ? (
        <PathLink to={more} className="section__more">
          Ver todo<span className="visually-hidden"> en {title}</span>
        </PathLink>
      ) : null}
    </div>
  );
  const className = `section section--${section.type.toLowerCase().replace(/_/g, '-')}`;
  return (
    <section className={className} aria-labelledby={headingId}>
      {heading}
      {section.message ? <p className="section__message">{section.message}</p> : null}
      <SectionBody section={section} pinned={pinned} title={title} />
    </section>
  );
}

/**
 * "Ver todo" leads to the section's category or brand page, else to the section's own page, when the section has
 * more items than it shows.
 */
function moreLink(section: HomeSection): `/${string}` | null {
  if (!section.has_more_items) return null;
  if (section.category_slug) return `/categoria/${encodeURIComponent(section.category_slug)}`;
  if (section.brand_slug) return `/marca/${encodeURIComponent(section.brand_slug)}`;
  return `/seccion/${encodeURIComponent(String(section.section_id))}`;
}

function SectionBody({ section, pinned, title }: { section: HomeSection; pinned: number[]; title: string }) {
  switch (section.type) {
    case 'BANNERS':
      return <Banners section={section} pinned={pinned} />;
    case 'BENEFITS':
      return <Benefits section={section} />;
    case 'CATEGORIES':
      return (
        <ul className="tile-grid">
          {section.items.map((item) => (
            <li key={item.category_id}>
              <PathLink className="tile" to={`/categoria/${encodeURIComponent(item.slug)}`}>
                {item.image ? <img src={item.image} alt="" width={96} height={96} loading="lazy" /> : null}
                <span>{item.name}</span>
              </PathLink>
            </li>
          ))}
        </ul>
      );
    case 'BRANDS':
      return (
        <Scroller label={title}>
          <ul className="scroll-row scroll-row--brands" aria-label={title}>
            {section.items.map((item) => (
              <li key={item.brand_id} className="scroll-row__item scroll-row__item--brand">
                <BrandTile item={item} />
              </li>
            ))}
          </ul>
        </Scroller>
      );
    case 'PRODUCTS_GRID':
      return <ProductGrid products={section.items.map((item) => item.product)} label={title} />;
    case 'PRODUCTS_RECENTLY_VIEWED':
      return null; // drawn by `recentlyViewed`, above
    case 'PRODUCTS_SLIDER':
    case 'PRIME_DAYS':
      return (
        <Scroller label={title}>
          <ProductRow products={section.items.map((item) => item.product)} label={title} />
        </Scroller>
      );
    case 'PRODUCTS_SLIDER_DARK':
      return (
        <Scroller label={title}>
          <ProductRow products={section.items.map((item) => item.product)} label={title} dark />
        </Scroller>
      );
  }
}

function BannerImage({ banner, eager = false }: { banner: Banner; eager?: boolean }) {
  const image = (
    <img
      src={banner.image}
      alt={banner.alt_text ?? ''}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      width={1200}
      height={400}
    />
  );
  const href = bannerHref(banner);
  if (!href) return image;
  // A linked picture needs a name: its alt text, or a generic one.
  return (
    <SmartLink href={href} className="banner__link" ariaLabel={banner.alt_text ? undefined : 'Ver promoción'}>
      {image}
    </SmartLink>
  );
}

/**
 * One scrollable row of banners: banner 0 large (two rows high on desktop), the pinned positions next to it, then
 * the rest. On a phone it is one row of equal banners, the next one peeking in.
 */
function Banners({ section, pinned }: { section: HomeSectionOf<'BANNERS'>; pinned: number[] }) {
  const [hero, ...others] = section.items;
  if (!hero) return null;
  const pinnedBanners = pinned.map((position) => section.items[position]).filter((b): b is Banner => Boolean(b) && b !== hero);
  const rest = others.filter((banner) => !pinnedBanners.includes(banner));
  return (
    <Scroller label="Promociones">
      <ul className="scroll-row scroll-row--banners" aria-label="Promociones">
        <li className="banner banner--hero">
          <BannerImage banner={hero} eager />
        </li>
        {[...pinnedBanners, ...rest].map((banner) => (
          <li key={banner.id} className="banner">
            <BannerImage banner={banner} />
          </li>
        ))}
      </ul>
    </Scroller>
  );
}

function Benefits({ section }: { section: HomeSectionOf<'BENEFITS'> }) {
  return (
    // Swiped sideways on a phone: focusable, so a keyboard can scroll it too.
    <ul className="benefits" tabIndex={0} aria-label="Beneficios">
      {section.items.map((benefit) => {
        const body = (
          <>
            {benefit.image ? <img src={benefit.image} alt="" width={40} height={40} loading="lazy" /> : null}
            <span className="benefit__text">
              <strong>{benefit.title}</strong>
              {benefit.subtitle ? <span>{benefit.subtitle}</span> : null}
            </span>
          </>
        );
        return (
          <li key={benefit.id} className="benefit">
            {benefit.target_url ? (
              <SmartLink href={benefit.target_url} className="benefit__link">
                {body}
              </SmartLink>
            ) : (
              body
            )}
          </li>
        );
      })}
    </ul>
  );
}
