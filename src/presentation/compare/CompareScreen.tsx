import './compare.css';
import { Link, useLoaderData } from 'react-router';
import { productPath } from '../product/product-path';
import { Breadcrumbs } from '../shared/Breadcrumbs';
import { PageTitle } from '../shared/PageTitle';
import { BackHomeLink, EmptyState } from '../shared/StatusViews';
import { CompareTable } from './CompareTable';
import type { CompareLoaderData } from './compare.loader';

/** /comparar/:slug: the product and the similar ones side by side, server-rendered. */
export default function CompareScreen() {
  const view = useLoaderData() as CompareLoaderData;
  if (!view.found) {
    return (
      <div className="compare-page">
        <PageTitle>No encontramos este producto</PageTitle>
        <p>No hay un producto con este enlace para comparar. Es posible que el enlace esté mal escrito o que el producto ya no exista.</p>
        <p>
          <BackHomeLink>Ir al inicio</BackHomeLink>
        </p>
      </div>
    );
  }
  const { product, attributes, others } = view;
  return (
    <div className="compare-page">
      <Breadcrumbs links={[{ to: productPath(product), label: product.title }]} current="Comparar" />
      <PageTitle documentTitle={`Comparar ${product.title}`}>Compara {product.title}</PageTitle>
      {others.length === 0 ? (
        <EmptyState
          action={
            <Link className="button button--primary" to={productPath(product)}>
              Volver al producto
            </Link>
          }
        >
          Aún no tenemos productos similares para comparar con este.
        </EmptyState>
      ) : (
        <>
          <p className="compare-page__lead">
            {others.length === 1 ? 'Un producto similar' : `${others.length} productos similares`}, lado a lado.{' '}
            <span className="compare-page__hint">Desliza la tabla hacia la izquierda para ver todos.</span>
          </p>
          <CompareTable product={product} attributes={attributes} others={others} />
          <p className="compare-page__back">
            <Link to={productPath(product)}>Volver a {product.title}</Link>
          </p>
        </>
      )}
    </div>
  );
}
