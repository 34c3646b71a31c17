import { describe, expect, it } from 'vitest';
import { labelOf, slicesOf } from './wheel-board.tsx';

/** The seed's wheel (config defaults): R$ 50 has weight 1 of 100, a 3.6° slice. */
const odds = {
  total_weight: 100,
  segments: [30, 25, 15, 10, 6, 3, 1, 10].map((weight, index) => ({ index, weight })),
} as unknown as Parameters<typeof slicesOf>[0];

describe('wheel labels', () => {
  const slices = slicesOf(odds);

  it('labels every slice of the seeded wheel, the thin R$ 50 one included, in a size that fits it', () => {
    const labels = slices.map(labelOf);
    expect(labels.every((l) => l !== null)).toBe(true);
    const fifty = labels[6]!;
    expect(slices[6]!.sweep).toBeCloseTo(3.6);
    expect(fifty.fontSize).toBeLessThan(9);
    expect(fifty.fontSize).toBeGreaterThanOrEqual(5);
    expect(labels[0]!.fontSize).toBe(9);
  });

  it('reads outward on the right half and inward on the left, so none is upside down', () => {
    // Slice 0 spans 0°–108° (middle 54°, right half); slice 7 spans 324°–360° (middle 342°, left).
    expect(labelOf(slices[0]!)).toMatchObject({ anchor: 'end' });
    expect(labelOf(slices[0]!)!.transform).toContain('rotate(-90 100 12)');
    expect(labelOf(slices[7]!)).toMatchObject({ anchor: 'start' });
    expect(labelOf(slices[7]!)!.transform).toContain('rotate(90 100 12)');
  });

  it('leaves a slice under 2° to the odds table', () => {
    expect(labelOf({ start: 10, sweep: 1.5 })).toBeNull();
  });
});
