import { Link } from 'react-router';
import type { Banner, HomeSection, HomeSectionOf } from '../../index';
import { ProductGrid, ProductRow } from '../product/ProductList';
import { SmartLink } from '../shared/SmartLink';
import { bannerHref } from './banner-link';

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

/** One home section, drawn by its type. */
export function HomeSectionView({ section, pinned }: { section: HomeSection; pinned: number[] }) {
  const title = titleOf(section);
  const headingId = `seccion-${section.section_id}`;
  const more = moreLink(section);
  const heading = (
    <div className="section__head">
      <h2 id={headingId} className={section.type === 'BANNERS' ? 'visually-hidden' : undefined}>
        {title}
      </h2>
      {more ? (
        <Link to={more} className="section__more">
          Ver todo<span className="visually-hidden"> en {title}</span>
        </Link>
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

function moreLink(section: HomeSection): string | null {
  if (!section.type.startsWith('PRODUCTS') && section.type !== 'PRIME_DAYS') return null;
  if (section.category_slug) return `/categoria/${encodeURIComponent(section.category_slug)}`;
  if (section.brand_slug) return `/marca/${encodeURIComponent(section.brand_slug)}`;
  return null;
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
              <Link className="tile" to={`/categoria/${encodeURIComponent(item.slug)}`}>
                {item.image ? <img src={item.image} alt="" width={96} height={96} loading="lazy" /> : null}
                <span>{item.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      );
    case 'BRANDS':
      return (
        <ul className="scroll-row scroll-row--brands" aria-label={title}>
          {section.items.map((item) => (
            <li key={item.brand_id} className="scroll-row__item scroll-row__item--brand">
              <Link className="tile tile--brand" to={`/marca/${encodeURIComponent(item.slug)}`}>
                {item.image ? <img src={item.image} alt="" width={120} height={60} loading="lazy" /> : null}
                <span>{item.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      );
    case 'PRODUCTS_GRID':
      return <ProductGrid products={section.items.map((item) => item.product)} label={title} />;
    case 'PRODUCTS_SLIDER':
    case 'PRODUCTS_RECENTLY_VIEWED':
    case 'PRIME_DAYS':
      return <ProductRow products={section.items.map((item) => item.product)} label={title} />;
    case 'PRODUCTS_SLIDER_DARK':
      return <ProductRow products={section.items.map((item) => item.product)} label={title} dark />;
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

/** Banner 0 large, the pinned positions as tiles beside it, the rest in a scrollable row. */
function Banners({ section, pinned }: { section: HomeSectionOf<'BANNERS'>; pinned: number[] }) {
  const [hero, ...others] = section.items;
  if (!hero) return null;
  const pinnedBanners = pinned.map((position) => section.items[position]).filter((b): b is Banner => Boolean(b));
  const rest = others.filter((banner) => !pinnedBanners.includes(banner));
  return (
    <div className="banners">
      <div className={pinnedBanners.length ? 'banners__top banners__top--pinned' : 'banners__top'}>
        <div className="banner banner--hero">
          <BannerImage banner={hero} eager />
        </div>
        {pinnedBanners.length ? (
          <ul className="banners__pinned">
            {pinnedBanners.map((banner) => (
              <li key={banner.id} className="banner banner--pinned">
                <BannerImage banner={banner} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {rest.length ? (
        <ul className="scroll-row scroll-row--banners" aria-label="Más promociones">
          {rest.map((banner) => (
            <li key={banner.id} className="scroll-row__item scroll-row__item--banner banner">
              <BannerImage banner={banner} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function Benefits({ section }: { section: HomeSectionOf<'BENEFITS'> }) {
  return (
    <ul className="benefits">
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
