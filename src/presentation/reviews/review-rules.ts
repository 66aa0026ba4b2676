/** What the reviews UI computes, free of React and of the library (so the product page chunk stays small). */
import { ratingHistogram } from '../../domain/reviews/review-rules';

/** The photos one review may carry, and the largest file the API takes. */
export const MAX_REVIEW_IMAGES = 5;
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
/** The picture types the API recognises by their bytes. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** "1 estrella", "4 estrellas". */
export const starsLabel = (rating: number) => `${rating} ${rating === 1 ? 'estrella' : 'estrellas'}`;

/** "1 opinión", "12 opiniones". */
export const reviewsCount = (count: number) => `${count} ${count === 1 ? 'opinión' : 'opiniones'}`;

export interface HistogramRow {
  rating: number;
  count: number;
  /** Share of all counted reviews, 0..100, rounded. */
  percent: number;
  /** «5 estrellas: 12», how the row reads as text. */
  text: string;
}

/** The stars histogram, always 5 → 1 (a rating nobody gave is 0), with each row's share and its text. */
export function histogram(stats: readonly { rating: number; count: number }[]): { rows: HistogramRow[]; total: number } {
  const counted = ratingHistogram(stats);
  const total = counted.reduce((sum, row) => sum + row.count, 0);
  const rows = counted.map(({ rating, count }) => ({
    rating,
    count,
    percent: total ? Math.round((count / total) * 100) : 0,
    text: `${starsLabel(rating)}: ${count}`,
  }));
  return { rows, total };
}

const averageFormat = new Intl.NumberFormat('es-GT', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** The average rating shown beside the histogram: "4.0", "3.7". */
export const formatAverage = (average: number) => averageFormat.format(average);

/** The average the histogram gives (null when it counts nobody), so the two always agree. */
export function averageOf(stats: readonly { rating: number; count: number }[]): number | null {
  const { rows, total } = histogram(stats);
  return total ? rows.reduce((sum, row) => sum + row.rating * row.count, 0) / total : null;
}

/** Why a chosen file cannot be a review photo, or null when it can. */
export function imageProblem(file: { type: string; size: number; name: string }): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return `«${file.name}» no es una foto PNG, JPEG o WebP.`;
  if (file.size > MAX_IMAGE_BYTES) return `«${file.name}» pesa más de 2 MB.`;
  return null;
}
