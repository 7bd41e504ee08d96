/** The windowed tables' range: the rows shown and the space that stands for the others. */
import { describe, expect, it } from 'vitest';
import { windowedRange } from '../../src/components/ui/window-spacer';

/** A virtualizer whose rows are 40 px from a table starting 500 px down, rows 10 to 19 in view. */
const virtualizer = {
  getVirtualItems: () =>
    Array.from({ length: 10 }, (_, i) => {
      const index = 10 + i;
      const start = 500 + index * 40;
      return { index, key: index, start, end: start + 40, size: 40, lane: 0 };
    }),
  getTotalSize: () => 100 * 40,
};

describe('windowedRange', () => {
  it('gives the rows in view and the heights of the rows above and below them', () => {
    const { items, before, after } = windowedRange(virtualizer, 500);
    expect(items.map((item) => item.index)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(before).toBe(400);
    expect(after).toBe(80 * 40);
  });

  it('gives at most so many rows, the space below standing for the others', () => {
    const { items, before, after } = windowedRange(virtualizer, 500, 4);
    expect(items.map((item) => item.index)).toEqual([10, 11, 12, 13]);
    expect(before).toBe(400);
    expect(after).toBe(86 * 40);
  });
});
