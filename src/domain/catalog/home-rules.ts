import type { HomeSection } from './home';

/** The smallest banner count at which positions are pinned. */
export const BANNER_PIN_THRESHOLD = 3;
/** How many banner positions are pinned. */
export const PINNED_BANNER_COUNT = 2;

/**
 * Spec section 9: with at least 3 banners, 2 random positions are pinned,
 * never position 0. Returns the pinned indexes, in ascending order.
 * `random` returns a number in [0, 1), like Math.random.
 */
export function pickPinnedBannerPositions(count: number, random: () => number): number[] {
  if (count < BANNER_PIN_THRESHOLD) return [];
  const candidates = Array.from({ length: count - 1 }, (_, i) => i + 1);
  const pinned: number[] = [];
  while (pinned.length < PINNED_BANNER_COUNT && candidates.length > 0) {
    const index = Math.min(candidates.length - 1, Math.floor(random() * candidates.length));
    pinned.push(candidates.splice(index, 1)[0]!);
  }
  return pinned.sort((a, b) => a - b);
}

/** A banners section with its pinned positions, as the home use case hands it to screens. */
export type PinnedBanners = { pinnedPositions: number[] };

/** The sections in their `sort_order`. */
export function sortSections(sections: HomeSection[]): HomeSection[] {
  return [...sections].sort((a, b) => a.sort_order - b.sort_order);
}
