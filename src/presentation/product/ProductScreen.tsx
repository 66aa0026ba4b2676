import './product.css';
// The sections below the buy box come in a chunk of their own; their styles come with the page, so the
// server's HTML is drawn in its final form before that chunk arrives.
import '../reviews/reviews.css';
import '../questions/questions.css';
import '../compare/compare.css';
import '../wishlists/wishlist-heart.css';
import '../share/share.css';
import { Suspense, useState } from 'react';
import { useNavigation } from 'react-router';
import { PathLink } from '../shared/PathLink';
import type { ProductPageView, ProductSummary } from '../../index';
import { isPurchasable } from '../../domain/product/product-rules';
import { Breadcrumbs } from '../shared/Breadcrumbs';
import { formatPrice } from '../shared/format';
import { PageTitle } from '../shared/PageTitle';
import type { SanitizedHtml } from '../shared/sanitize';
import { Stars } from '../shared/Stars';
import { AddToCartForm } from './AddToCartForm';
import { ImageGallery } from './ImageGallery';
import { Actions, Delivery, Sections, Seats, Variants, WaitListPart } from './parts';
import { PriceBlock } from './PriceBlock';
import { EventWhen } from '../shared/EventWhen';
import { stockTone } from './stock';
import { useProductPage } from './use-product-page';
import { NOBODY, shopperStateOf, type ShopperState } from './use-shopper-state';
import { useVariantSwitch, type VariantSwitch } from './variant-switch';


/** Kinds delivered by email or at a machine: their delivery does not depend on where the shopper is. */
const FIXED_DELIVERY = ['DIGITAL', 'GIFT_CARD', 'EVENT_TICKET', 'EVENT_SEAT', 'VENDING'];

/**
 * While a variant's page loads, the variant chosen (its summary came with the link): its price, stock and
 * picture show at once, in place, and «Agregar al carrito» adds that variant.
 */
function usePreview(sku: string): ProductSummary | null {
  const navigation = useNavigation();
  const state = navigation.state === 'loading' ? (navigation.location?.state as VariantSwitch | null) : null;
  return state?.preview && state.preview.public_sku !== sku ? state.preview : null;
}

/** The product page, from its route loader: readable before any JS runs. */
export default function ProductScreen() {
  const { page, descriptionHtml, personal, later } = useProductPage();
  const switched = useVariantSwitch();
  const { product } = page;
  const preview = usePreview(product.public_sku);
  const shown = preview ?? product;
  return (
    <>
      <ProductView key={product.public_sku} page={page} descriptionHtml={descriptionHtml} personal={personal} later={later ?? false} preview={preview} />
      {/* Outside the keyed view, so it stays mounted and its new text is announced after a variant switch. */}
      <p className="visually-hidden" aria-live="polite">
        {switched || preview ? [shown.title, formatPrice(shown.price), shown.stock_status_text].filter(Boolean).join(', ') : ''}
      </p>
    </>
  );
}

function ProductView({
  page,
  descriptionHtml,
  personal,
  later,
  preview,
}: {
  page: ProductPageView;
  descriptionHtml: SanitizedHtml | null;
  personal: boolean;
  later: boolean;
  preview: ProductSummary | null;
}) {
  const { product } = page;
  const isEvent = product.type === 'EVENT_SEAT';
  // The shopper's own parts: the page's, when read with their session (a client navigation); else read after
  // hydration by the actions' chunk (the server reads as anonymous).
  const [shopper, setShopper] = useState<ShopperState>(() => (personal ? shopperStateOf(page, isEvent) : NOBODY));
  // The chosen variant's summary stands in for the product until its page arrives.
  const shown: ProductSummary = preview ?? product;
  const images = preview ? (preview.main_image ? [preview.main_image] : []) : product.images.length ? product.images : product.main_image ? [product.main_image] : [];
  return (
    <article className="product-page" aria-busy={preview ? true : undefined}>
      {page.category_breadcrumbs?.length ? (
        <Breadcrumbs links={page.category_breadcrumbs.map((crumb) => ({ to: `/categoria/${encodeURIComponent(crumb.slug)}`, label: crumb.name }))} />
      ) : null}

      {/*
        Three parts, in reading order: what it is and what it costs (head), its pictures, then how to buy it. On a phone
        they stack in that order, so the title, the price and «Agregar al carrito» share the first screen (as Mercado
        Libre and Amazon do); from 720 px the pictures take the left column and the other two the right one.
      */}
      <div className="product-page__top">
        <div className="product-page__head">
          {product.brand ? (
            <p className="product-page__brand">
              <PathLink to={`/marca/${encodeURIComponent(product.brand.slug)}`}>{product.brand.name}</PathLink>
            </p>
          ) : null}
          <PageTitle>{product.title}</PageTitle>
          {product.author ? (
            <p>
              de <PathLink to={`/autor/${encodeURIComponent(product.author.slug)}`}>{product.author.name}</PathLink>
            </p>
          ) : null}
          <div className="product-page__meta">
            {product.average_rating != null && product.rating_count > 0 ? (
              <a href="#opiniones" className="rating-link">
                <Stars rating={product.average_rating} count={product.rating_count} />
                <span className="visually-hidden"> opiniones</span>
              </a>
            ) : null}
            <div className="product-page__actions">
              <Suspense fallback={<div className="product-actions" />}>
                <Actions.Component
                  sku={product.public_sku}
                  title={product.title}
                  isEvent={isEvent}
                  favourite={shopper.wishlists.length > 0}
                  known={personal}
                  onShopper={setShopper}
                />
              </Suspense>
            </div>
          </div>
          <PriceBlock product={shown} installments={preview ? [] : (page.installment_options ?? [])} />
          {product.event ? <EventWhen event={product.event} className="product-page__event" /> : null}
        </div>
        <ImageGallery key={preview?.public_sku ?? product.public_sku} images={images} title={shown.title} />
        <div className="product-page__buy">
          <StockLine product={shown} />
          {/* On a phone the buy bar follows where the pickers are (product.css), so that it never sits over one. */}
          {page.variants?.length ? (
            <div className="product-page__pickers">
              <Suspense fallback={<div className="variants variants--loading" />}>
                <Variants.Component variants={page.variants} currentSku={product.public_sku} />
              </Suspense>
            </div>
          ) : null}
          {product.type === 'EVENT_SEAT' && isPurchasable(product) && (page.event_seats?.length || shopper.seats?.length) ? (
            <Suspense fallback={<div className="seats seats--loading" role="status">Cargando el mapa de asientos…</div>}>
              <Seats.Component product={product} seats={shopper.seats ?? page.event_seats ?? []} />
            </Suspense>
          ) : (
            <AddToCartForm product={shown} />
          )}
          {shown.stock_status === 'OUT_OF_STOCK' && !preview ? <WaitListBox shopper={shopper} productId={product.public_sku} /> : null}
          <p className="product-page__known" data-testid="known-buyer">
            {shopper.knownBuyer ? (
              <>
                <span className="icon icon--package-check" aria-hidden="true" /> Ya compraste este producto.
                {shopper.underWarranty ? (
                  <>
                    {' '}
                    <PathLink to={`/cuenta/pedidos/${encodeURIComponent(shopper.underWarranty)}`}>Tu pedido {shopper.underWarranty}</PathLink> sigue en
                    garantía.
                  </>
                ) : null}
              </>
            ) : null}
          </p>
          {product.has_free_shipping ? <p className="perk">Envío gratis</p> : null}
          {product.warranty_months ? <p className="perk">Garantía de {product.warranty_months} meses</p> : null}
          {product.description_short ? <p className="product-page__short">{product.description_short}</p> : null}
          {/* Where and when it arrives matters only for what can be bought now. */}
          {isPurchasable(shown) ? (
            <Suspense fallback={null}>
              <Delivery.Component
                productId={product.public_sku}
                sku={product.public_sku}
                changeable={!FIXED_DELIVERY.includes(product.type)}
                initial={{
                  delivery_option: page.delivery_option ?? null,
                  express_delivery_option: page.express_delivery_option ?? null,
                  pickup_option: page.pickup_option ?? null,
                  shipping_address: page.shipping_address ?? null,
                }}
              />
            </Suspense>
          ) : null}
        </div>
      </div>

      <Suspense fallback={<div className="section" role="status">Cargando más sobre este producto…</div>}>
        <Sections.Component page={page} descriptionHtml={descriptionHtml} admin={shopper.admin} later={later} />
      </Suspense>
    </article>
  );
}

/** The wait list, in room kept for it: its form and its «Te avisaremos» are the same height. */
function WaitListBox({ shopper, productId }: { shopper: ShopperState; productId: string }) {
  return (
    <div className="wait-list-slot">
      <Suspense fallback={null}>
        <WaitListPart.Component productId={productId} status={shopper.waitList} />
      </Suspense>
    </div>
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
