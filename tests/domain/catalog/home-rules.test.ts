import { describe, expect, it } from 'vitest';
import { BANNER_PIN_THRESHOLD, PINNED_BANNER_COUNT, pickPinnedBannerPositions, sortSections, type HomeSection } from '../../../src/domain';
import { seededRandom, sequenceRandom } from '../../mocks/doubles';

function expectValidPins(pins: number[], count: number) {
  expect(pins).toHaveLength(2);
  expect(new Set(pins).size).toBe(2);
  for (const pin of pins) {
    expect(Number.isInteger(pin)).toBe(true);
    expect(pin).toBeGreaterThanOrEqual(1);
    expect(pin).toBeLessThan(count);
  }
  expect(pins).toEqual([...pins].sort((a, b) => a - b));
}

describe('pickPinnedBannerPositions', () => {
  it('pins nothing with fewer than 3 banners', () => {
    const random = () => 0.5;
    expect(pickPinnedBannerPositions(0, random)).toEqual([]);
    expect(pickPinnedBannerPositions(1, random)).toEqual([]);
    expect(pickPinnedBannerPositions(2, random)).toEqual([]);
    expect(BANNER_PIN_THRESHOLD).toBe(3);
    expect(PINNED_BANNER_COUNT).toBe(2);
  });

  it('pins positions 1 and 2 with exactly 3 banners, whatever the randomness', () => {
    for (const value of [0, 0.3, 0.5, 0.9999]) expect(pickPinnedBannerPositions(3, () => value)).toEqual([1, 2]);
  });

  it('never pins position 0 even when random() returns 0', () => {
    const pins = pickPinnedBannerPositions(6, () => 0);
    expectValidPins(pins, 6);
    expect(pins).toEqual([1, 2]);
  });

  it('stays in range when random() returns 0.9999', () => {
    const pins = pickPinnedBannerPositions(6, () => 0.9999);
    expectValidPins(pins, 6);
    expect(pins).toEqual([4, 5]);
  });

  it('stays in range even when random() misbehaves and returns 1', () => {
    expectValidPins(pickPinnedBannerPositions(5, () => 1), 5);
  });

  it('follows the injected randomness', () => {
    expect(pickPinnedBannerPositions(5, sequenceRandom(0.5, 0))).toEqual([1, 3]);
  });

  it('always pins 2 distinct positions in 1..count-1 over many seeded runs', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const random = seededRandom(seed);
      const count = 3 + (seed % 10);
      expectValidPins(pickPinnedBannerPositions(count, random), count);
    }
  });

  it('can pin every non-zero position over many runs', () => {
    const seen = new Set<number>();
    const random = seededRandom(42);
    for (let i = 0; i < 200; i++) for (const pin of pickPinnedBannerPositions(5, random)) seen.add(pin);
    expect([...seen].sort()).toEqual([1, 2, 3, 4]);
  });
});

describe('sortSections', () => {
  it('orders sections by sort_order without changing the input', () => {
    const sections = [{ sort_order: 3 }, { sort_order: 1 }, { sort_order: 2 }] as HomeSection[];
    expect(sortSections(sections).map((s) => s.sort_order)).toEqual([1, 2, 3]);
    expect(sections.map((s) => s.sort_order)).toEqual([3, 1, 2]);
  });
});
