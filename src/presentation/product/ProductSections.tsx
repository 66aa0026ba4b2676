import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { AdminSection as Admin, ProductPageView } from '../../index';
import { CompareTable } from '../compare/CompareTable';
import { QuestionsSection } from '../questions/QuestionsSection';
import { ReviewsSection } from '../reviews/ReviewsSection';
import { SafeHtml } from '../shared/SafeHtml';
import type { SanitizedHtml } from '../shared/sanitize';
import { formatNumber } from '../shared/format';
import { productPath } from './product-path';
import { ProductRow } from './ProductList';
import { Recommendations } from './Recommendations';
import { useProductLists } from './use-product-lists';

const BulkQuotationForm = lazy(() => import('./BulkQuotationForm'));

export interface ProductSectionsProps {
  page: ProductPageView;
  descriptionHtml: SanitizedHtml | null;
  /** The shopper's own admin section, read after hydration (null for everyone else). */
  admin: Admin | null;
  /** The page came without its lists (the server's render): they are read as the shopper nears them. */
  later?: boolean;
}

/**
 * Everything below the buy box, in its own chunk (the loader fetches it beside the page's data, so the server
 * and client navigations render it at once; hydration keeps the server's HTML until it arrives): the admin
 * section, the bundle's contents, description, attributes, comparison, reviews, questions, the product rows,
 * the bulk quotation and the recommendations' infinite scroll.
 */
export default function ProductSections({ page, descriptionHtml, admin, later = false }: ProductSectionsProps) {
  const { product } = page;
  const { lists: loaded, sentinel } = useProductLists(product.slug || product.public_sku, later);
  // A client navigation's page holds its lists; a server-rendered one gets them from useProductLists.
  const lists = later ? loaded : page;
  const bundle = (page.bundled_products ?? []).filter((item) => item.product);
  const compare = lists?.compare_to ?? [];
  const payments = (page.payment_options ?? []).filter((option) => !option.is_disabled);
  return (
    <>
      {admin ? <AdminPanel admin={admin} /> : null}

      {bundle.length ? (
        <section className="section" aria-labelledby="incluye">
          <h2 id="incluye">Este paquete incluye</h2>
          <ul className="bundle" data-testid="bundle">
            {bundle.map((item) => (
              <li key={item.product_public_sku} className="bundle__item">
                <span className="bundle__qty">{item.quantity} ×</span> <Link to={productPath(item.product!)}>{item.product!.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

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

      {payments.length ? (
        <section className="section" aria-labelledby="formas-de-pago">
          <h2 id="formas-de-pago">Formas de pago</h2>
          <ul className="payment-options" data-testid="payment-options">
            {payments.map((option) => (
              <li key={option.payment_method}>
                <strong>{option.name ?? option.payment_method}</strong>
                {option.description ? <span className="payment-options__note"> · {option.description}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {later && !loaded ? <div ref={sentinel} className="product-lists__sentinel" /> : null}

      {compare.length ? (
        <section className="section" aria-labelledby="comparar">
          <div className="section__head">
            <h2 id="comparar">Compara con similares</h2>
            <Link to={`/comparar/${encodeURIComponent(product.slug || product.public_sku)}`}>
              Comparar<span className="visually-hidden"> {product.title} con productos similares</span>
            </Link>
          </div>
          <CompareTable product={{ ...product, attributes: page.attributes ?? [] }} attributes={page.attributes ?? []} others={compare} />
        </section>
      ) : null}

      {lists ? (
        <>
          <ReviewsSection
            productId={product.public_sku}
            productTitle={product.title}
            reviews={lists.reviews ?? []}
            stats={lists.review_stats ?? []}
            averageRating={product.average_rating}
            ratingCount={product.rating_count}
            potentialReviewPoints={lists.potential_review_points ?? 0}
          />
          <QuestionsSection productId={product.public_sku} productTitle={product.title} questions={lists.questions ?? []} />
        </>
      ) : null}

      {lists?.products_bought_together?.length ? (
        <section className="section" aria-labelledby="juntos">
          <h2 id="juntos">Comprados juntos con frecuencia</h2>
          <ProductRow products={lists.products_bought_together} label="Comprados juntos con frecuencia" ratings={false} />
        </section>
      ) : null}

      {lists?.related_products?.length ? (
        <section className="section" aria-labelledby="relacionados">
          <h2 id="relacionados">Productos relacionados</h2>
          <ProductRow products={lists.related_products} label="Productos relacionados" ratings={false} />
        </section>
      ) : null}

      {lists?.substitutes?.length ? (
        <section className="section" aria-labelledby="alternativas">
          <h2 id="alternativas">También te puede servir</h2>
          <ProductRow products={lists.substitutes} label="Alternativas" ratings={false} />
        </section>
      ) : null}

      <BulkQuotation sku={product.public_sku} title={product.title} />

      {lists ? (
        <Recommendations productId={product.public_sku} initial={lists.recommendations ?? []} hasMore={lists.has_more_recommendations ?? false} />
      ) : null}
    </>
  );
}

/** «Cotizar por mayor»: the form's code loads when the shopper opens it. */
function BulkQuotation({ sku, title }: { sku: string; title: string }) {
  const [open, setOpen] = useState(false);
  return (
    <section className="section bulk" id="cotizar" aria-labelledby="por-mayor">
      <h2 id="por-mayor">¿Compras por mayor?</h2>
      <p>Pide una cotización de {title} para tu empresa o evento y te llamamos.</p>
      {open ? (
        <Suspense fallback={<p role="status">Cargando el formulario…</p>}>
          <BulkQuotationForm sku={sku} />
        </Suspense>
      ) : (
        <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
          Cotizar por mayor
        </button>
      )}
    </section>
  );
}

const units = (value: number | null) => (value == null ? '—' : formatNumber(value));

/** Only for staff (admin_section non-null): stock figures and links to the editor. */
function AdminPanel({ admin }: { admin: Admin }) {
  return (
    <section className="section admin" aria-labelledby="admin" data-testid="admin-section">
      <h2 id="admin">
        <span className="icon icon--shield" aria-hidden="true" /> Administración
      </h2>
      <dl className="admin__facts">
        <div>
          <dt>Existencia total</dt>
          <dd>{units(admin.stock_total)}</dd>
        </div>
        <div>
          <dt>Existencia en ERP</dt>
          <dd>{units(admin.erp_stock)}</dd>
        </div>
        <div>
          <dt>Existencia bloqueada</dt>
          <dd>{units(admin.locked_stock)}</dd>
        </div>
        <div>
          <dt>SKU interno</dt>
          <dd>{admin.internal_sku ?? '—'}</dd>
        </div>
      </dl>
      <p className="admin__links">
        {admin.editor_url ? (
          <a href={admin.editor_url} className="button button--secondary">
            Editar producto
          </a>
        ) : null}
        {admin.profile_url ? (
          <a href={admin.profile_url} className="button button--secondary">
            Ver ficha interna
          </a>
        ) : null}
      </p>
    </section>
  );
}
