import '../listing/listing.css';
import './wishlist.css';
import '../share/share.css';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { ProductSummary } from '../../index';
import type { Wishlist } from '../../domain/wishlists/wishlist';
import { RequireUser } from '../account/RequireUser';
import { listingCardExtras } from '../listing/CardExtras';
import { ProductCard } from '../product/ProductCard';
import { CopyLink } from '../share/CopyLink';
import { errorMessage } from '../shared/error-message';
import { productCount } from '../shared/format';
import { PageTitle } from '../shared/PageTitle';
import { EmptyState, ErrorState, Loading } from '../shared/StatusViews';
import { useWishlistActions, useWishlistPages } from './use-wishlist';
import { publicWishlistPath } from './wishlist-paths';

/** «Mis favoritos»: the signed-in shopper's favourites, to open, add to the cart or take off, and to share by link. */
export default function WishlistScreen() {
  return (
    <div className="wishlist-page">
      <PageTitle>Mis favoritos</PageTitle>
      <RequireUser label="Cargando tus favoritos…">
        <Favourites />
      </RequireUser>
    </div>
  );
}

/** The absolute link of a shared list, for the shopper to send. */
const absolute = (path: string) => (typeof window === 'undefined' ? path : `${window.location.origin}${path}`);

function Favourites() {
  const loaded = useWishlistPages();
  const actions = useWishlistActions();
  const [more, setMore] = useState<{ busy: boolean; error: unknown }>({ busy: false, error: null });
  const [removal, setRemoval] = useState<{ sku: string | null; error: unknown }>({ sku: null, error: null });
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // After a removal, the focus goes to the next product's «Quitar» (or the list's heading when none is left).
  useEffect(() => {
    if (!focusTarget) return;
    (document.getElementById(focusTarget) ?? heading.current)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  if (loaded.status === 'loading' || loaded.status === 'idle') return <Loading label="Cargando tus favoritos…" skeleton="grid" />;
  if (loaded.status === 'error') return <ErrorState error={loaded.error} onRetry={loaded.reload} title="No pudimos cargar tus favoritos" subject="tus favoritos" />;
  const { list, page } = loaded.data;
  const setList = (next: Wishlist) => loaded.set({ list: next, page });

  async function loadMore() {
    setMore({ busy: true, error: null });
    try {
      const next = await actions.page(page + 1);
      const seen = new Set(list.products.map((product) => product.public_sku));
      loaded.set({
        page: page + 1,
        list: { ...next, products: [...list.products, ...next.products.filter((product) => !seen.has(product.public_sku))] },
      });
      setMore({ busy: false, error: null });
    } catch (error) {
      setMore({ busy: false, error });
    }
  }

  async function remove(product: ProductSummary) {
    if (removal.sku) return;
    setRemoval({ sku: product.public_sku, error: null });
    try {
      await actions.remove(product.public_sku);
    } catch (error) {
      setRemoval({ sku: null, error });
      return;
    }
    const index = list.products.findIndex((item) => item.public_sku === product.public_sku);
    const products = list.products.filter((item) => item.public_sku !== product.public_sku);
    const next = products[index] ?? products[index - 1];
    setList({ ...list, products, total_count: Math.max(0, list.total_count - 1) });
    setRemoval({ sku: null, error: null });
    setFocusTarget(next ? removeId(next) : 'favoritos-lista');
  }

  const empty = list.products.length === 0;
  return (
    <>
      {empty && !list.is_shared ? null : <SharePanel list={list} onChange={setList} />}
      <section aria-labelledby="favoritos-lista" className="wishlist-page__list">
        <h2 id="favoritos-lista" ref={heading} tabIndex={-1} className="wishlist-page__count">
          {empty ? 'Tu lista está vacía' : productCount(list.total_count)}
        </h2>
        <div role="alert" className="form__alert">
          {removal.error ? <p className="message message--error">{errorMessage(removal.error, 'tus favoritos')}</p> : null}
        </div>
        {empty ? (
          <EmptyState
            action={
              <Link className="button button--primary" to="/ofertas">
                Ver ofertas
              </Link>
            }
          >
            Aún no tienes favoritos. Toca el corazón de un producto para guardarlo aquí y encontrarlo después.
          </EmptyState>
        ) : (
          <ul className="product-grid" aria-label="Tus favoritos">
            {list.products.map((product) => {
              const extras = listingCardExtras(product);
              return (
                <li key={product.public_sku}>
                  <ProductCard
                    product={product}
                    heart={false}
                    variants={extras.variants}
                    action={
                      <div className="wishlist-page__actions">
                        {extras.action}
                        <button
                          type="button"
                          id={removeId(product)}
                          className="button button--link wishlist-page__remove"
                          aria-disabled={removal.sku === product.public_sku || undefined}
                          onClick={() => remove(product)}
                        >
                          <span className="icon wishlist-i-trash" aria-hidden="true" />
                          {removal.sku === product.public_sku ? 'Quitando…' : 'Quitar'}{' '}
                          <span className="visually-hidden">de favoritos: {product.title}</span>
                        </button>
                      </div>
                    }
                  />
                </li>
              );
            })}
          </ul>
        )}
        {list.has_more_items && !empty ? (
          <div className="wishlist-page__more">
            <button type="button" className="button button--secondary" onClick={loadMore} aria-disabled={more.busy || undefined}>
              {more.busy ? 'Cargando…' : 'Ver más favoritos'}
            </button>
            <div role="alert">{more.error ? <p className="message message--error">{errorMessage(more.error, 'más favoritos')}</p> : null}</div>
          </div>
        ) : null}
      </section>
    </>
  );
}

const removeId = (product: Pick<ProductSummary, 'public_sku'>) => `quitar-${product.public_sku.replace(/[^A-Za-z0-9_-]/g, '_')}`;

/**
 * Sharing the list: «Compartir mi lista» gives a public link (with a copy button); «Dejar de compartir» revokes it
 * (the old link answers 404 for good, and sharing again gives a new link).
 */
function SharePanel({ list, onChange }: { list: Wishlist; onChange: (list: Wishlist) => void }) {
  const actions = useWishlistActions();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [focus, setFocus] = useState<'link' | 'share' | null>(null);
  // «Dejar de compartir» revokes the link: the next share gets a new one (the API gives the list a new public id).
  const [revoked, setRevoked] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const shareButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (focus === 'link') field.current?.focus();
    if (focus === 'share') shareButton.current?.focus();
    if (focus) setFocus(null);
  }, [focus]);

  async function share() {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const shared = await actions.share();
      onChange({ ...list, public_id: shared.public_id, is_shared: true });
      setRevoked(false);
      setFocus('link');
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  async function unshare() {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await actions.unshare();
      onChange({ ...list, is_shared: false });
      setRevoked(true);
      setFocus('share');
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card wishlist-share" aria-labelledby="favoritos-compartir">
      <h2 id="favoritos-compartir" className="wishlist-share__title">
        <span className="icon share-i-share" aria-hidden="true" />
        Compartir tu lista
      </h2>
      {list.is_shared ? (
        <>
          <p className="wishlist-share__text">Quien tenga este enlace puede ver tu lista (solo tu nombre de pila y los productos).</p>
          <CopyLink ref={field} url={absolute(publicWishlistPath(list.public_id))} label="Enlace de tu lista" />
          <button type="button" className="button button--link" onClick={unshare} aria-disabled={busy || undefined}>
            {busy ? 'Dejando de compartir…' : 'Dejar de compartir'}
          </button>
        </>
      ) : (
        <>
          <p className="wishlist-share__text" role={revoked ? 'status' : undefined}>
            {revoked
              ? 'Dejaste de compartir tu lista: el enlace anterior ya no funciona. Si la vuelves a compartir, tendrá un enlace nuevo.'
              : 'Tu lista es privada. Compártela con un enlace para que otros vean tus favoritos, por ejemplo para un regalo.'}
          </p>
          <button ref={shareButton} type="button" className="button button--primary" onClick={share} aria-disabled={busy || undefined}>
            {busy ? 'Creando el enlace…' : 'Compartir mi lista'}
          </button>
        </>
      )}
      <div role="alert" className="form__alert">
        {failure ? <p className="message message--error">{errorMessage(failure, 'el enlace de tu lista')}</p> : null}
      </div>
    </section>
  );
}
