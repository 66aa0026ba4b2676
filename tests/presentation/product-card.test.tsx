// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductCard } from '../../src/presentation/product/ProductCard';
import { fakeClient, product } from './fake-client';
import { renderAt } from './render';

afterEach(cleanup);

describe('ProductCard', () => {
  it('strikes through the regular price when it is higher than the price, with the discount', () => {
    const { client } = fakeClient();
    renderAt(client, <ProductCard product={product({ regular_price: 400, sale_price: 299, price: 299 })} />);
    const card = screen.getByTestId('product-card');
    const previous = within(card).getByTestId('previous-price');
    expect(previous.tagName).toBe('S');
    expect(previous.textContent).toMatch(/Q\s?400\.00/);
    expect(within(card).getByText(/-25%/)).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Audífonos Sonaria Pro' }).getAttribute('href')).toBe('/producto/audifonos-sonaria');
  });

  it('shows no previous price when the regular price is not higher than the price', () => {
    const { client } = fakeClient();
    renderAt(client, <ProductCard product={product({ regular_price: 299, sale_price: 350, price: 299 })} />);
    const card = screen.getByTestId('product-card');
    expect(within(card).queryByTestId('previous-price')).toBeNull();
    expect(card.querySelector('s')).toBeNull();
    expect(within(card).queryByText(/Descuento/)).toBeNull();
    expect(card.textContent).toMatch(/Q\s?299\.00/);
  });

  it('shows no previous price when there is no regular price', () => {
    const { client } = fakeClient();
    renderAt(client, <ProductCard product={product({ regular_price: null, price: 299 })} />);
    expect(screen.queryByTestId('previous-price')).toBeNull();
    expect(screen.getByText('En existencia')).toBeTruthy();
    expect(screen.getByText('Sonaria')).toBeTruthy();
  });
});

describe('ProductCard rating', () => {
  it('shows the stars with «4.5 de 5 estrellas, 12 opiniones» when the product has reviews, filled to 4½ stars', () => {
    const { client } = fakeClient();
    renderAt(client, <ProductCard product={product({ average_rating: 4.5, rating_count: 12 })} />);
    const rating = within(screen.getByTestId('product-card')).getByRole('img', { name: '4.5 de 5 estrellas, 12 opiniones' });
    expect(rating.textContent).toBe('(12)');
    expect(rating.className).toBe('card-rating r9');
  });

  it('says «1 opinión» for a single review', () => {
    const { client } = fakeClient();
    renderAt(client, <ProductCard product={product({ average_rating: 4, rating_count: 1 })} />);
    expect(screen.getByRole('img', { name: '4 de 5 estrellas, 1 opinión' })).toBeTruthy();
  });

  it('leaves the stars out when asked (the product page\'s own rows)', () => {
    const { client } = fakeClient();
    renderAt(client, <ProductCard product={product({ average_rating: 4.5, rating_count: 12 })} rating={false} />);
    expect(screen.queryByRole('img', { name: /estrellas/ })).toBeNull();
  });

  it('shows no stars for a product without reviews', () => {
    const { client } = fakeClient();
    renderAt(client, <ProductCard product={product({ average_rating: null, rating_count: 0 })} />);
    expect(screen.getByTestId('product-card').querySelector('.card-rating')).toBeNull();
    expect(screen.queryByRole('img', { name: /estrellas/ })).toBeNull();
  });
});
