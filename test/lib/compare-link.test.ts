import { describe, expect, it } from 'vitest';
import { readCompareItem, readCompareSearch } from '../../src/lib/compare-link';
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
});
