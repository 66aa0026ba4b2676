import { describe, expect, it } from 'vitest';
import { ratingHistogram, REVIEW_IMAGE_SIZE, REVIEWS_PAGE_SIZE, reviewPayload, reviewProblem } from '../../../src/domain';

describe('review rules', () => {
  it('takes whole ratings 1 to 5 and nothing else', () => {
    for (const rating of [1, 2, 3, 4, 5]) expect(reviewProblem({ rating, comment: '' })).toBeNull();
    for (const rating of [0, 6, 2.5, Number.NaN, Infinity]) expect(reviewProblem({ rating, comment: '' })?.field).toBe('rating');
    expect(reviewProblem(null)?.field).toBe('rating');
  });

  it('bounds the comment at 2000 characters once trimmed, counting an emoji as one', () => {
    expect(reviewProblem({ rating: 5, comment: ` ${'a'.repeat(2000)} ` })).toBeNull();
    expect(reviewProblem({ rating: 5, comment: '😀'.repeat(2000) })).toBeNull();
    expect(reviewProblem({ rating: 5, comment: 'a'.repeat(2001) })).toEqual({ field: 'comment', message: 'Tu opinión es muy larga: escribe como máximo 2000 caracteres.' });
    expect(reviewProblem({ rating: 5, comment: undefined as unknown as string })).toEqual({ field: 'comment', message: 'Escribe tu opinión.' });
  });

  it('takes no email, a blank one or a valid one', () => {
    expect(reviewProblem({ rating: 5, comment: 'x', email: null })).toBeNull();
    expect(reviewProblem({ rating: 5, comment: 'x', email: '   ' })).toBeNull();
    expect(reviewProblem({ rating: 5, comment: 'x', email: ' ana@tienda.test ' })).toBeNull();
    for (const email of ['ana', 'ana@tienda', 'a b@c.d', `${'a'.repeat(250)}@x.gt`]) expect(reviewProblem({ rating: 5, comment: 'x', email })?.field).toBe('email');
  });

  it('builds the body: comment and email trimmed, a blank email left out', () => {
    expect(reviewPayload({ rating: 3, comment: '  Bien  ', email: '  ' })).toEqual({ rating: 3, comment: 'Bien' });
    expect(reviewPayload({ rating: 3, comment: 'Bien', email: ' ana@tienda.test ' })).toEqual({ rating: 3, comment: 'Bien', email: 'ana@tienda.test' });
  });

  it('makes the histogram 5 down to 1, adding up duplicates and filling gaps with 0', () => {
    expect(ratingHistogram([{ rating: 1, count: 2 }, { rating: 5, count: 1 }, { rating: 5, count: 3 }])).toEqual([
      { rating: 5, count: 4 },
      { rating: 4, count: 0 },
      { rating: 3, count: 0 },
      { rating: 2, count: 0 },
      { rating: 1, count: 2 },
    ]);
  });

  it('pages reviews 5 at a time and asks pictures at width 1200 (spec section 9)', () => {
    expect([REVIEWS_PAGE_SIZE, REVIEW_IMAGE_SIZE]).toEqual([5, 1200]);
  });
});
