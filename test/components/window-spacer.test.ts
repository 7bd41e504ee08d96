/**
 * The windowed tables' range (the rows shown and the space that stands for the others), and when a
 * measured row moves the page.
 */
import type { VirtualItem, Virtualizer } from '@tanstack/react-virtual';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepEndInView, windowedRange } from '../../src/components/ui/window-spacer';

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

describe('keepEndInView', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** A 1,000-row table of 40 px rows starting 500 px down, the page scrolled to 2,000 px. */
  function setUp() {
    vi.stubGlobal('scrollY', 2000);
    vi.stubGlobal('innerHeight', 800);
    const getTotalSize = vi.fn(() => 1000 * 40);
    const instance = {
      scrollDirection: null,
      itemSizeCache: new Map<number, number>(),
      getTotalSize,
      shouldAdjustScrollPositionOnItemSizeChange: undefined,
    } as unknown as Virtualizer<Window, Element>;
    keepEndInView(instance, 500);
    const adjust = (start: number) => {
      const item: VirtualItem = { index: 0, key: 0, start, end: start + 40, size: 40, lane: 0 };
      return instance.shouldAdjustScrollPositionOnItemSizeChange?.(item, 3, instance);
    };
    return { adjust, getTotalSize };
  }

  it('moves the page for a row first measured above the viewport', () => {
    const { adjust } = setUp();
    expect(adjust(1500)).toBe(true);
  });

  it("never moves it for a row in view or below, without working out the table's size", () => {
    const { adjust, getTotalSize } = setUp();
    expect(adjust(2000)).toBe(false);
    expect(adjust(2400)).toBe(false);
    expect(getTotalSize).not.toHaveBeenCalled();
  });
});
