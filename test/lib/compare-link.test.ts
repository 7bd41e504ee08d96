import { describe, expect, it } from 'vitest';
import { limitCompareItems, readCompareItem, readCompareSearch } from '../../src/lib/compare-link';
import { paths } from '../../src/lib/paths';

describe('the address of a comparison', () => {
  it('names each result by its tokens and position, with readable separators', () => {
    expect(
      paths.orderCompare(
        [
          { intakeToken: 'int_6W2D9R', orderToken: 'ord_7J3L5X', result: 2 },
          { intakeToken: '', orderToken: 'ord_5T7R1Q', result: null },
        ],
        'min',
      ),
    ).toBe('/orders/compare?o=int_6W2D9R:ord_7J3L5X:2&o=:ord_5T7R1Q&strategy=min');
    expect(paths.orderCompare()).toBe('/orders/compare');
  });

  it('reads back tokens holding colons, slashes, percent signs and spaces exactly', () => {
    const items = [{ intakeToken: 'a:b/c', orderToken: '50% off &more', result: 3 }];
    const url = new URL(paths.orderCompare(items), 'https://portal.example');
    expect(readCompareSearch(url.searchParams)).toEqual({ items, unreadable: 0 });
  });

  it('counts what it cannot read rather than guessing', () => {
    expect(readCompareItem('only-one-part')).toBeNull();
    expect(readCompareItem(':')).toBeNull();
    expect(readCompareItem('a:b:0')).toBeNull();
    expect(readCompareItem('a:b:x')).toBeNull();
    expect(readCompareItem('%E0%A4%A:b')).toBeNull();
    expect(readCompareSearch(new URLSearchParams('o=a:b&o=bad&o=:c:1'))).toEqual({
      items: [
        { intakeToken: 'a', orderToken: 'b', result: null },
        { intakeToken: '', orderToken: 'c', result: 1 },
      ],
      unreadable: 1,
    });
  });

  it('reads up to 4 results, each once, and leaves the rest out unrequested', () => {
    const read = (search: string) =>
      limitCompareItems(readCompareSearch(new URLSearchParams(search)).items, 4);
    const many = Array.from({ length: 400 }, (_, i) => `o=int_${i}:ord_${i}`).join('&');
    const limited = read(many);
    expect(limited.items.map((item) => item.orderToken)).toEqual(['ord_0', 'ord_1', 'ord_2', 'ord_3']);
    expect(limited.leftOut).toHaveLength(396);
    expect(limited.leftOut[0]).toEqual({ intakeToken: 'int_4', orderToken: 'ord_4', result: null });
    // 50 positions of one order: four of them, one order (one request).
    const positions = read(Array.from({ length: 50 }, (_, i) => `o=a:b:${i + 1}`).join('&'));
    expect(positions.items.map((item) => item.result)).toEqual([1, 2, 3, 4]);
    expect(positions.leftOut).toHaveLength(46);
  });

  it('shows the same order named twice, whole and as result 1, or by fewer tokens, once', () => {
    const read = (search: string) =>
      limitCompareItems(readCompareSearch(new URLSearchParams(search)).items, 4);
    expect(read('o=a:b&o=a:b&o=a:b:1&o=:b&o=c:d:2&o=c:d')).toEqual({
      items: [
        { intakeToken: 'a', orderToken: 'b', result: null },
        { intakeToken: 'c', orderToken: 'd', result: null },
      ],
      leftOut: [],
      repeated: 3,
    });
    // Results of one order named apart stay apart, under the tokens first used.
    expect(read('o=a:b:1&o=:b:2').items).toEqual([
      { intakeToken: 'a', orderToken: 'b', result: 1 },
      { intakeToken: 'a', orderToken: 'b', result: 2 },
    ]);
  });
});
