import type { ReactNode } from 'react';
import './compare.css';
import { useId } from 'react';
import { Link } from 'react-router';
import type { Attribute } from '../../index';
import { productPath } from '../product/product-path';
import { formatNumber, formatPrice } from '../shared/format';
import { imageUrl } from '../shared/image';
import { Stars } from '../shared/Stars';
import { attributeRows, MISSING, type ComparedProduct } from './compare-rows';

/** How the stock cell reads when the API gave no text. */
const STOCK_WORDS: Record<string, string> = {
  IN_STOCK: 'En existencia',
  IN_ERP_STOCK: 'En existencia',
  DOWNLOAD: 'Descarga inmediata',
  PRESALE: 'Preventa',
  OUT_OF_STOCK: 'Agotado',
  DISCONTINUED: 'Descontinuado',
};

/**
 * The product and the similar ones the API compares it to, side by side: picture, title (a link), price, rating and
 * stock, then one row per attribute any of them states («—» where one does not). The table scrolls sideways inside
 * its own focusable region with the row names kept in view, so the page never does.
 */
export function CompareTable({
  product,
  attributes,
  others,
  caption,
}: {
  product: ComparedProduct;
  attributes: Attribute[];
  others: ComparedProduct[];
  /** Defaults to «Comparación de <title> con productos similares». */
  caption?: string;
}) {
  const captionId = useId();
  const columns = [{ ...product, attributes: product.attributes?.length ? product.attributes : attributes }, ...others];
  const rows = attributeRows(columns);
  return (
    <div className="compare" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="compare__table">
        <caption id={captionId} className="compare__caption">
          {caption ?? `Comparación de ${product.title} con productos similares`}
        </caption>
        <thead>
          <tr>
            <td className="compare__corner" />
            {columns.map((item, index) => {
              const src = imageUrl(item.main_image, 300);
              return (
                <th key={item.public_sku} scope="col" className={index === 0 ? 'compare__product compare__product--current' : 'compare__product'}>
                  {src ? (
                    <img className="compare__image" src={src} alt="" width={300} height={300} loading="lazy" decoding="async" />
                  ) : (
                    <span className="compare__image compare__image--none" aria-hidden="true">
                      Sin imagen
                    </span>
                  )}
                  {index === 0 ? <span className="compare__this">Este producto</span> : null}
                  <Link to={productPath(item)} className="compare__title">
                    {item.title}
                  </Link>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          <LabelRow span={columns.length}>Precio</LabelRow>
          <tr>
            <th scope="row">Precio</th>
            {columns.map((item) => (
              <td key={item.public_sku} className="compare__price">
                {formatPrice(item.price)}
                {item.regular_price != null && item.regular_price > item.price ? (
                  <>
                    {' '}
                    <s className="compare__was">
                      <span className="visually-hidden">Antes </span>
                      {formatPrice(item.regular_price)}
                    </s>
                  </>
                ) : null}
              </td>
            ))}
          </tr>
          <LabelRow span={columns.length}>Calificación</LabelRow>
          <tr>
            <th scope="row">Calificación</th>
            {columns.map((item) => (
              <td key={item.public_sku}>
                {item.average_rating != null && item.rating_count > 0 ? (
                  <>
                    <Stars rating={item.average_rating} />{' '}
                    <span className="compare__muted">
                      {formatNumber(item.rating_count)} {item.rating_count === 1 ? 'opinión' : 'opiniones'}
                    </span>
                  </>
                ) : (
                  <span className="compare__muted">Sin opiniones</span>
                )}
              </td>
            ))}
          </tr>
          <LabelRow span={columns.length}>Disponibilidad</LabelRow>
          <tr>
            <th scope="row">Disponibilidad</th>
            {columns.map((item) => (
              <td key={item.public_sku}>{item.stock_status_text || STOCK_WORDS[item.stock_status] || MISSING}</td>
            ))}
          </tr>
          {rows.map((row) => [
            <LabelRow key={`${row.name}-label`} span={columns.length}>
              {row.name}
            </LabelRow>,
            <tr key={row.name}>
              <th scope="row">{row.name}</th>
              {row.values.map((value, index) => (
                <td key={columns[index]!.public_sku} className={value === MISSING ? 'compare__missing' : undefined}>
                  {value === MISSING ? (
                    <>
                      <span aria-hidden="true">{MISSING}</span>
                      <span className="visually-hidden">No indica</span>
                    </>
                  ) : (
                    value
                  )}
                </td>
              ))}
            </tr>,
          ])}
        </tbody>
      </table>
    </div>
  );
}

/**
 * On a phone the row names sit above their values, across the row (so two products fit on a screen, instead of a
 * name column taking half of it); the row's own header stays for screen readers, and this copy is hidden from them.
 * On wider screens it is not shown: the names are the sticky first column.
 */
function LabelRow({ span, children }: { span: number; children: ReactNode }) {
  return (
    <tr className="compare__label-row" aria-hidden="true">
      <td colSpan={span}>
        <span className="compare__label">{children}</span>
      </td>
    </tr>
  );
}
