import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { AdminSection as Admin, ProductPageView } from '../../index';
import { SafeHtml } from '../shared/SafeHtml';
import type { SanitizedHtml } from '../shared/sanitize';
import { formatNumber } from '../shared/format';
import { Lists, MoreLikeThis } from './later-parts';
import { productPath } from './product-path';
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
 * section, the bundle's contents, description, attributes, payment options and the bulk quotation, and where the
 * lists go (comparison, reviews, questions, the product rows, the recommendations' infinite scroll), whose code is
 * another chunk that loads with their data (later-parts.ts).
 */
export default function ProductSections({ page, descriptionHtml, admin, later = false }: ProductSectionsProps) {
  const { product } = page;
  const { lists: loaded, sentinel } = useProductLists(product.slug || product.public_sku, later);
  // A client navigation's page holds its lists; a server-rendered one gets them from useProductLists.
  const lists = later ? loaded : page;
  const bundle = (page.bundled_products ?? []).filter((item) => item.product);
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

      {lists ? (
        // Never suspends but on a client navigation whose chunk failed (fetched again): the room kept is the sentinel's.
        <Suspense fallback={<div className="product-lists__sentinel" />}>
          <Lists.Component product={product} attributes={page.attributes ?? []} lists={lists} />
        </Suspense>
      ) : null}

      <BulkQuotation sku={product.public_sku} title={product.title} />

      {lists ? (
        <Suspense fallback={null}>
          <MoreLikeThis.Component productId={product.public_sku} initial={lists.recommendations ?? []} hasMore={lists.has_more_recommendations ?? false} />
        </Suspense>
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
