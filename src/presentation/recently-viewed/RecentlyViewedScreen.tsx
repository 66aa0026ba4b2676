import '../listing/listing.css';
import './recently-viewed.css';
import { Link } from 'react-router';
import { listingCardExtras } from '../listing/CardExtras';
import { ProductGrid } from '../product/ProductList';
import { productCount } from '../shared/format';
import { PageTitle } from '../shared/PageTitle';
import { EmptyState, ErrorState, Loading } from '../shared/StatusViews';
import { useRecentlyViewed } from './use-recently-viewed';

/**
 * «Vistos recientemente» (/vistos): the products this browser's session opened, newest first (up to 20), as a
 * listing's cards. Rendered in the browser (the server's session is not the shopper's); a visitor without a session
 * has viewed nothing with one, and none is created to say so.
 */
export default function RecentlyViewedScreen() {
  const recent = useRecentlyViewed();
  return (
    <div className="recent-page">
      <PageTitle>Vistos recientemente</PageTitle>
      {recent.status === 'pending' || recent.status === 'loading' ? (
        <Loading label="Cargando los productos que viste…" skeleton="grid" />
      ) : recent.status === 'error' ? (
        <ErrorState error={recent.error} onRetry={recent.retry} title="No pudimos cargar los productos que viste" subject="los productos que viste" />
      ) : recent.status === 'none' || recent.products.length === 0 ? (
        <EmptyState
          action={
            <Link className="button button--primary" to="/ofertas">
              Explorar ofertas
            </Link>
          }
        >
          Aún no has visto productos. Los que abras aparecerán aquí.
        </EmptyState>
      ) : (
        <>
          <p className="recent-page__count">{productCount(recent.products.length)}, del más reciente al más antiguo.</p>
          <ProductGrid products={recent.products} label="Productos vistos recientemente" eagerCount={4} extras={listingCardExtras} />
        </>
      )}
    </div>
  );
}
