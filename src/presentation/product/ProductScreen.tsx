import './product.css';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigationType } from 'react-router';
import type { ProductPageView, ProductSummary, Variant } from '../../index';
import { Breadcrumbs } from '../shared/Breadcrumbs';
import { formatDate, formatPrice } from '../shared/format';
import { PageTitle } from '../shared/PageTitle';
import { SafeHtml } from '../shared/SafeHtml';
import type { SanitizedHtml } from '../shared/sanitize';
import { Stars } from '../shared/Stars';
import { AddToCartForm } from './AddToCartForm';
import { ImageGallery } from './ImageGallery';
import { productPath } from './product-path';
import { ProductRow } from './ProductList';
import { DiscountBadge, ProductPrice } from './ProductPrice';
import { stockTone } from './stock';
import { useProductPage } from './use-product-page';

/** Set on a variant link's navigation: which group's chosen value takes the focus on the new page. */
interface VariantSwitch {
  variantGroup: string;
}
/** The variant switch that just opened this page; a reload or back/forward (POP) is none, even with the state still in history. */
function useVariantSwitch(): VariantSwitch | null {
  const { state } = useLocation();
  const push = useNavigationType() === 'PUSH';
  return push && state && typeof (state as VariantSwitch).variantGroup === 'string' ? (state as VariantSwitch) : null;
}

/** The product page, from its route loader: readable before any JS runs. */
export default function ProductScreen() {
  const { page, descriptionHtml } = useProductPage();
  const switched = useVariantSwitch();
  const { product } = page;
  return (
    <>
      <ProductView key={product.public_sku} page={page} descriptionHtml={descriptionHtml} />
      {/* Outside the keyed view, so it stays mounted and its new text is announced after a variant switch. */}
      <p className="visually-hidden" aria-live="polite">
        {switched ? [product.title, formatPrice(product.price), product.stock_status_text].filter(Boolean).join(', ') : ''}
      </p>
    </>
  );
}

function ProductView({ page, descriptionHtml }: { page: ProductPageView; descriptionHtml: SanitizedHtml | null }) {
  const { product } = page;
  return (
    <article className="product-page">
      {page.category_breadcrumbs?.length ? (
        <Breadcrumbs links={page.category_breadcrumbs.map((crumb) => ({ to: `/categoria/${encodeURIComponent(crumb.slug)}`, label: crumb.name }))} />
      ) : null}

      <div className="product-page__top">
        <ImageGallery images={product.images.length ? product.images : product.main_image ? [product.main_image] : []} title={product.title} />
        <div className="product-page__buy">
          {product.brand ? (
            <p className="product-page__brand">
              <Link to={`/marca/${encodeURIComponent(product.brand.slug)}`}>{product.brand.name}</Link>
            </p>
          ) : null}
          <PageTitle>{product.title}</PageTitle>
          {product.author ? (
            <p>
              de <Link to={`/autor/${encodeURIComponent(product.author.slug)}`}>{product.author.name}</Link>
            </p>
          ) : null}
          {product.average_rating != null && product.rating_count > 0 ? (
            <p>
              <a href="#opiniones" className="rating-link">
                <Stars rating={product.average_rating} count={product.rating_count} />
                <span className="visually-hidden"> opiniones</span>
              </a>
            </p>
          ) : null}
          <div className="product-page__price">
            <ProductPrice product={product} size="large" />
            <DiscountBadge product={product} />
          </div>
          <StockLine product={product} />
          {product.has_free_shipping ? <p className="perk">Envío gratis</p> : null}
          {product.warranty_months ? <p className="perk">Garantía de {product.warranty_months} meses</p> : null}
          {product.description_short ? <p className="product-page__short">{product.description_short}</p> : null}
          <Variants variants={page.variants ?? []} currentSku={product.public_sku} />
          <AddToCartForm product={product} />
        </div>
      </div>

      {descriptionHtml ? (
        <section className="section" aria-labelledby="descripcion">
          <h2 id="descripcion">Descripción</h2>
          <SafeHtml html={descriptionHtml} className="rich-text" />
        </section>
      ) : null}

      {page.attributes?.length ? (
        <section className="section" aria-labelledby="caracteristicas">
          <h2 id="caracteristicas">Características</h2>
          <table className="attributes">
            <tbody>
              {page.attributes.map((attribute) => (
                <tr key={attribute.name}>
                  <th scope="row">{attribute.name}</th>
                  <td>{attribute.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}

      <section className="section" aria-labelledby="opiniones">
        <h2 id="opiniones" tabIndex={-1}>
          Opiniones
        </h2>
        {page.reviews?.length ? (
          <ul className="reviews">
            {page.reviews.map((review) => (
              <li key={review.id} className="review">
                <div className="review__head">
                  <Stars rating={review.rating} />
                  <span className="review__author">{review.reviewer_name ?? 'Cliente'}</span>
                  {review.verified ? <span className="badge badge--verified">Compra verificada</span> : null}
                </div>
                {review.date_created ? (
                  <p className="review__date">
                    <time dateTime={review.date_created}>{formatDate(review.date_created)}</time>
                  </p>
                ) : null}
                {review.comment ? <p>{review.comment}</p> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p>Este producto todavía no tiene opiniones.</p>
        )}
      </section>

      {page.related_products?.length ? (
        <section className="section" aria-labelledby="relacionados">
          <h2 id="relacionados">Productos relacionados</h2>
          <ProductRow products={page.related_products} label="Productos relacionados" />
        </section>
      ) : null}
    </article>
  );
}

/** "En existencia", "Quedan 3", "Agotado"…, each in its own colour (and a mark, so colour is not the only cue). */
function StockLine({ product }: { product: ProductSummary }) {
  if (!product.stock_status_text) return null;
  return (
    <p className={`stock stock--${stockTone(product)}`} data-testid="stock">
      {product.stock_status_text}
    </p>
  );
}

/**
 * Variants grouped by attribute ("Color", "Talla"), each value a link to its product. After a switch the
 * new page keeps the focus on the value chosen, rather than on its title.
 */
function Variants({ variants, currentSku }: { variants: Variant[]; currentSku: string }) {
  const root = useRef<HTMLDivElement>(null);
  const switched = useVariantSwitch();
  useEffect(() => {
    if (!switched) return;
    // Runs after the page title's own focus effect (it comes earlier in the tree), so the chosen value keeps the focus.
    const group = [...(root.current?.querySelectorAll<HTMLElement>('[data-group]') ?? [])].find((el) => el.dataset.group === switched.variantGroup);
    group?.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
    // Once, on the page the switch opened (the view is keyed by product, so this mounts anew).
  }, []);
  if (!variants.length) return null;
  const groups = new Map<string, Variant[]>();
  for (const variant of variants) groups.set(variant.attribute_name, [...(groups.get(variant.attribute_name) ?? []), variant]);
  return (
    <div className="variants" ref={root}>
      {[...groups].map(([name, values]) => (
        <div key={name} className="variants__group" data-group={name}>
          <h2 className="variants__name">{name}</h2>
          <ul className="chips">
            {values.map((variant) => {
              const current = variant.product?.public_sku === currentSku;
              return (
                <li key={String(variant.value_id)}>
                  {variant.product ? (
                    <Link
                      className={current ? 'chip chip--current' : 'chip'}
                      to={productPath(variant.product)}
                      state={{ variantGroup: name } satisfies VariantSwitch}
                      preventScrollReset
                      aria-current={current ? 'page' : undefined}
                    >
                      {variant.color_hex ? <span className="chip__swatch" style={{ background: variant.color_hex }} aria-hidden="true" /> : null}
                      {variant.value}
                    </Link>
                  ) : (
                    <span className="chip chip--disabled">{variant.value}</span>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}
