import '../listing/listing.css';
import './wishlist.css';
import { Link, useLoaderData } from 'react-router';
import { listingCardExtras } from '../listing/CardExtras';
import { ProductGrid } from '../product/ProductList';
import { productCount } from '../shared/format';
import { PageTitle } from '../shared/PageTitle';
import { BackHomeLink, EmptyState } from '../shared/StatusViews';
import { publicWishlistTitle, type PublicWishlistData } from './public-wishlist.loader';

/** /favoritos/:publicId: someone's shared favourites («Lista de Ana»), each product to open or add to the cart. */
export default function PublicWishlistScreen() {
  const view = useLoaderData() as PublicWishlistData;
  if (!view.found) {
    return (
      <div className="wishlist-page">
        <PageTitle>No encontramos esta lista</PageTitle>
        <p>Es posible que el enlace esté incompleto o que su dueño haya dejado de compartirla.</p>
        <p>
          <BackHomeLink>Ir al inicio</BackHomeLink>
        </p>
      </div>
    );
  }
  const { list } = view;
  const title = publicWishlistTitle(list);
  return (
    <div className="wishlist-page">
      <PageTitle>{title}</PageTitle>
      <p className="wishlist-page__lead">
        {list.user?.first_name ? `Los favoritos que ${list.user.first_name.trim()} comparte contigo.` : 'Una lista de favoritos compartida contigo.'}{' '}
        {list.products.length > 0 ? productCount(list.total_count) : null}
      </p>
      {list.products.length === 0 ? (
        <EmptyState
          action={
            <Link className="button button--primary" to="/ofertas">
              Ver ofertas
            </Link>
          }
        >
          Esta lista está vacía por ahora.
        </EmptyState>
      ) : (
        <ProductGrid products={list.products} label={title} eagerCount={4} extras={listingCardExtras} />
      )}
      {list.has_more_items ? <p className="wishlist-page__lead">Mostramos los primeros {list.products.length} productos de la lista.</p> : null}
    </div>
  );
}
