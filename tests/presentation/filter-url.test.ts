import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyFilter, filterFromUrl, filterToUrl, type FullFilter } from '../../src/presentation/filters/filter-url';

const url = (query: string) => new URLSearchParams(query);

describe('filterFromUrl', () => {
  it('reads every parameter of the contract', () => {
    const filter = filterFromUrl(
      url(
        'q=cafe&categoria=bebidas&marca=sonaria&marca=aurora&atributo=color:rojo&atributo=color:azul&atributo=talla:m' +
          '&calificacion=4&envio-rapido=1&oferta=1&precio-min=100&precio-max=499.5&orden=PriceLowToHigh&pagina=3',
      ),
    );
    expect(filter).toEqual({
      categorySlug: 'bebidas',
      brandSlugs: ['sonaria', 'aurora'],
      attributes: { color: ['rojo', 'azul'], talla: ['m'] },
      ratingMin: 4,
      fastShipping: true,
      onSale: true,
      priceMin: 100,
      priceMax: 499.5,
    });
  });

  it('is an empty filter for an address without filters', () => {
    expect(filterFromUrl(url('q=cafe&orden=Name&pagina=2'))).toEqual(emptyFilter());
  });

  it.each([
    ['calificacion=0', {}],
    ['calificacion=6', {}],
    ['calificacion=4.5', {}],
    ['calificacion=cuatro', {}],
    ['precio-min=-5&precio-max=abc', {}],
    ['precio-min=1e3&precio-max=Infinity', {}],
    ['precio-min=12.345', {}],
    ['precio-max=99999999999', {}],
    // A range upside down keeps its lower bound only.
    ['precio-min=500&precio-max=100', { priceMin: 500 }],
    ['envio-rapido=true&oferta=si', {}],
    ['atributo=color&atributo=:rojo&atributo=color:&atributo=a:b:c', {}],
    ['marca=&marca=%20&marca=con%20espacio', {}],
    [`categoria=${'x'.repeat(121)}`, {}],
    ['marca=sonaria&marca=sonaria&atributo=color:rojo&atributo=color:rojo', { brandSlugs: ['sonaria'], attributes: { color: ['rojo'] } }],
  ])('ignores what is malformed: %s', (query, expected) => {
    expect(filterFromUrl(url(query))).toEqual({ ...emptyFilter(), ...expected });
  });

  it('reads at most 50 brands and 50 attribute values', () => {
    const many = Array.from({ length: 80 }, (_, i) => `marca=m${i}&atributo=a:v${i}`).join('&');
    const filter = filterFromUrl(url(many));
    expect(filter.brandSlugs).toHaveLength(50);
    expect(filter.attributes.a).toHaveLength(50);
  });
});

describe('filterToUrl', () => {
  it('writes the filter, keeps q and orden, drops pagina and the old filter', () => {
    const before = url('q=café&orden=Name&pagina=4&marca=vieja&oferta=1');
    const next = filterToUrl({ brandSlugs: ['sonaria'], attributes: { color: ['rojo'] }, priceMax: 250, ratingMin: 3, fastShipping: true }, before);
    expect(next.toString()).toBe('q=caf%C3%A9&orden=Name&marca=sonaria&atributo=color%3Arojo&calificacion=3&envio-rapido=1&precio-max=250');
    // The address given is not changed.
    expect(before.get('pagina')).toBe('4');
  });

  it('writes nothing for an empty filter', () => {
    expect(filterToUrl(emptyFilter(), url('pagina=2')).toString()).toBe('');
  });
});

const slug = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,20}$/);
const price = fc.integer({ min: 0, max: 100_000_00 }).map((cents) => cents / 100);
const arbitraryFilter: fc.Arbitrary<FullFilter> = fc
  .record({
    categorySlug: fc.option(slug, { nil: null }),
    brandSlugs: fc.uniqueArray(slug, { maxLength: 6 }),
    attributes: fc.dictionary(slug, fc.uniqueArray(slug, { minLength: 1, maxLength: 4 }), { maxKeys: 4 }),
    ratingMin: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
    fastShipping: fc.boolean(),
    onSale: fc.boolean(),
    priceMin: fc.option(price, { nil: null }),
    priceMax: fc.option(price, { nil: null }),
  })
  .filter((f) => f.priceMin == null || f.priceMax == null || f.priceMin <= f.priceMax);

describe('filter URL round trip', () => {
  it('reads back every filter it writes, whatever else the address holds', () => {
    fc.assert(
      fc.property(arbitraryFilter, fc.constantFrom('', 'q=caf%C3%A9', 'orden=Name&pagina=3'), (filter, others) => {
        const written = filterToUrl(filter, url(others));
        expect(filterFromUrl(written)).toEqual(filter);
        expect(written.has('pagina')).toBe(false);
        if (others.includes('q=')) expect(written.get('q')).toBe('café');
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on any address', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('categoria', 'marca', 'atributo', 'calificacion', 'precio-min', 'precio-max', 'oferta', 'envio-rapido'), fc.string())), (pairs) => {
        const filter = filterFromUrl(new URLSearchParams(pairs));
        // Whatever it read, it writes and reads back the same.
        expect(filterFromUrl(filterToUrl(filter))).toEqual(filter);
      }),
      { numRuns: 300 },
    );
  });
});
