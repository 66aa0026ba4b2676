import { Link } from 'react-router';
import type { Attribute, ProductPageView } from '../../index';
import { CompareTable } from '../compare/CompareTable';
import { QuestionsSection } from '../questions/QuestionsSection';
import { ReviewsSection } from '../reviews/ReviewsSection';
import type { ProductLists } from './product-lists';
import { ProductRow } from './ProductList';

export { Recommendations } from './Recommendations';

export interface LaterSectionsProps {
  product: ProductPageView['product'];
  attributes: Attribute[];
  lists: ProductLists;
}

/**
 * The product page's lists (product-lists.ts LATER_PARTS): the comparison, the reviews, the questions and the product
 * rows, with the recommendations (exported beside them, drawn below «¿Compras por mayor?»). Their code is a chunk of
 * its own (later-parts.ts), about a quarter of the page's, which loads with their data: as the shopper nears them on a
 * server-rendered page, or beside the page's data on a client navigation.
 */
export default function LaterSections({ product, attributes, lists }: LaterSectionsProps) {
  const compare = lists.compare_to ?? [];
  return (
    <>
      {compare.length ? (
        <section className="section" aria-labelledby="comparar">
          <div className="section__head">
            <h2 id="comparar">Compara con similares</h2>
            <Link to={`/comparar/${encodeURIComponent(product.slug || product.public_sku)}`}>
              Comparar<span className="visually-hidden"> {product.title} con productos similares</span>
            </Link>
          </div>
          <CompareTable product={{ ...product, attributes }} attributes={attributes} others={compare} />
        </section>
      ) : null}

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

      {lists.products_bought_together?.length ? (
        <section className="section" aria-labelledby="juntos">
          <h2 id="juntos">Comprados juntos con frecuencia</h2>
          <ProductRow products={lists.products_bought_together} label="Comprados juntos con frecuencia" ratings={false} />
        </section>
      ) : null}

      {lists.related_products?.length ? (
        <section className="section" aria-labelledby="relacionados">
          <h2 id="relacionados">Productos relacionados</h2>
          <ProductRow products={lists.related_products} label="Productos relacionados" ratings={false} />
        </section>
      ) : null}

      {lists.substitutes?.length ? (
        <section className="section" aria-labelledby="alternativas">
          <h2 id="alternativas">También te puede servir</h2>
          <ProductRow products={lists.substitutes} label="Alternativas" ratings={false} />
        </section>
      ) : null}
    </>
  );
}
