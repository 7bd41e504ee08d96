/**
 * CSV injection (issue 45, item 20): a cell that starts like a formula is written as text, whichever
 * form of the sign it starts with. Spreadsheets that take full-width input (Japanese, Chinese and Korean
 * input methods) run "＝1+1" as they run "=1+1".
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvField } from '../../src/lib/csv';

/** The field's text as a spreadsheet reads it: outer quotes off, doubled quotes single. */
function cellText(field: string): string {
  return field.startsWith('"') ? field.slice(1, -1).replace(/""/g, '"') : field;
}

const ASCII_STARTS = ['=', '+', '-', '@', '\t', '\r'];
// Full-width (U+FF1D, U+FF0B, U+FF0D, U+FF20) and small (U+FE66, U+FE62, U+FE63, U+FE6B) forms, and
// the minus sign U+2212.
const WIDE_STARTS = ['＝', '＋', '－', '＠', '﹦', '﹢', '﹣', '﹫', '−'];
const FORMULA_STARTS = [...ASCII_STARTS, ...WIDE_STARTS];

describe('text that a spreadsheet would run as a formula', () => {
  it.each(WIDE_STARTS)('keeps %s at the start as text', (sign) => {
    expect(cellText(csvField(`${sign}1+1`))).toBe(`'${sign}1+1`);
  });

  it('is written with a leading apostrophe, whatever follows the sign', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FORMULA_STARTS), fc.string(), (sign, rest) => {
        expect(cellText(csvField(`${sign}${rest}`))).toBe(`'${sign}${rest}`);
      }),
    );
  });

  it('leaves any other text as it was', () => {
    const plain = fc
      .string({ unit: 'grapheme', minLength: 1 })
      .filter((text) => !FORMULA_STARTS.some((sign) => text.startsWith(sign)));
    fc.assert(
      fc.property(plain, (text) => {
        expect(cellText(csvField(text))).toBe(text);
      }),
    );
  });

  it('leaves numbers alone, negative ones included', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        expect(csvField(value)).toBe(String(value));
      }),
    );
  });
});
