/** Key flags (golf course, pool, waterfront): only "0"/"1" get a meaning; other text is kept as sent. */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { keyFlag } from '../../src/api/schemas/primitives';

describe('keyFlag', () => {
  it.each([
    ['1', true],
    ['0', false],
    [1, true],
    [0, false],
    [true, true],
    [' 1 ', true],
    ['Canal view', 'Canal view'],
    ['  Adjacent ', 'Adjacent'],
    ['yes', 'yes'],
    [2, '2'],
    ['', null],
    [null, null],
    [undefined, null],
    [{ nested: true }, null],
  ])('reads %j as %j', (input, expected) => {
    expect(z.parse(keyFlag, input)).toEqual(expected);
  });
});
