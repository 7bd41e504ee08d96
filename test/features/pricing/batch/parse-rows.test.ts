/**
 * The batch's row reader: property-based tests of what spreadsheets produce (a BOM, CRLF, quoted fields
 * with commas, quotes and line breaks, blank lines, headers written any way), and examples of the checks
 * and limits.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseBatch } from '../../../../src/features/pricing/batch/parse-rows';
import { PROPERTY_TYPES } from '../../../../src/features/pricing/stepper/wizard-params';
import { toCsv } from '../../../../src/lib/csv';
import { US_STATES } from '../../../../src/lib/us-states';

interface Generated {
  reference: string;
  state: string;
  zip: string;
  property: string;
}

const stateCode = fc.constantFrom(...US_STATES.map(([code]) => code as string));
const zip = fc.stringMatching(/^\d{5}$/);
const propertyCode = fc.constantFrom(...PROPERTY_TYPES.map((p) => p.value as string));
/** References with what makes CSV hard: commas, quotes, line breaks, spaces (not a formula's first sign). */
const reference = fc
  .array(fc.constantFrom('A', 'z', '7', ' ', ',', '"', '\n', '\r\n', '#', 'é'), { maxLength: 12 })
  .map((parts) => parts.join(''))
  .filter((text) => !/^[=+\-@\t\r]/.test(text));
const row = fc.record({ reference, state: stateCode, zip, property: propertyCode });

/** A header name written as people do: any case, spaces or underscores between words. */
function spelled(words: readonly string[]) {
  return fc
    .tuple(
      fc.constantFrom(' ', '_', '', '  '),
      fc.constantFrom<(s: string) => string>(
        (s) => s,
        (s) => s.toUpperCase(),
        (s) => s.replace(/\b\w/g, (c) => c.toUpperCase()),
      ),
    )
    .map(([join, casing]) => casing(words.join(join)));
}
const header = fc.tuple(
  fc.constantFrom(['reference'], ['loan', 'number'], ['address'], ['name']).chain(spelled),
  spelled(['state']),
  fc.constantFrom(['zip', 'code'], ['zip'], ['postal', 'code']).chain(spelled),
  fc.constantFrom(['property', 'type'], ['type']).chain(spelled),
);

/** Where blank lines go (after which data row), and how lines end. */
const layout = fc.record({
  bom: fc.boolean(),
  crlf: fc.boolean(),
  blankAfter: fc.uniqueArray(fc.nat({ max: 20 }), { maxLength: 4 }),
});

function expected(rows: Generated[], blankAfter: number[]) {
  let line = 1;
  return rows.map((r, index) => {
    line += 1;
    const result = { line, reference: r.reference.trim(), state: r.state, zip: r.zip, property: r.property };
    if (blankAfter.includes(index)) line += 1;
    return result;
  });
}

describe('parseBatch, property-based', () => {
  it('reads back every row of a CSV file, whatever its BOM, line ends, quoting, blank lines and header', () => {
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 15 }), header, layout, (rows, names, how) => {
        const lines: string[] = [toCsv([names]).trimEnd()];
        rows.forEach((r, index) => {
          lines.push(toCsv([[r.reference, r.state, r.zip, r.property]]).replace(/\r\n$/, ''));
          if (how.blankAfter.includes(index)) lines.push('');
        });
        const text = (how.bom ? '\uFEFF' : '') + lines.join(how.crlf ? '\r\n' : '\n');
        const result = parseBatch(text);
        expect(result).toEqual({
          kind: 'checked',
          rows: expected(rows, how.blankAfter),
          problems: [],
          ignored: [],
        });
      }),
    );
  });

  it('reads rows pasted from a spreadsheet (tab-separated), with property types by name or code', () => {
    const plain = fc
      .array(fc.constantFrom('A', 'b', '9', ' ', ',', '-'), { minLength: 1, maxLength: 10 })
      .map((parts) => `L${parts.join('')}`);
    const pastedRow = fc.record({
      reference: plain,
      state: stateCode,
      zip,
      property: propertyCode,
      byName: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(pastedRow, { minLength: 1, maxLength: 15 }), header, (rows, names) => {
        const text = [
          names.join('\t'),
          ...rows.map((r) => {
            const type = r.byName ? PROPERTY_TYPES.find((p) => p.value === r.property)?.label : r.property;
            return [r.reference, r.state.toLowerCase(), r.zip, type].join('\t');
          }),
        ].join('\r\n');
        const result = parseBatch(text);
        expect(result.kind === 'checked' ? result.rows : result).toEqual(
          rows.map((r, index) => ({
            line: index + 2,
            reference: r.reference.trim(),
            state: r.state,
            zip: r.zip,
            property: r.property,
          })),
        );
      }),
    );
  });

  it('never sends a row whose ZIP code is not five digits (ZIP+4 is sent as its five)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (typed) => {
        const text = `State,ZIP,Type\nTX,"${typed.replace(/"/g, '""')}",sfr\n`;
        const result = parseBatch(text);
        if (result.kind !== 'checked') return;
        for (const r of result.rows) expect(r.zip).toMatch(/^\d{5}$/);
        const accepted = /^\d{5}(?:-?\d{4})?$/.test(typed.trim());
        expect(result.rows.length).toBe(accepted ? 1 : 0);
      }),
    );
  });
});

describe('parseBatch, examples', () => {
  it('lists bad rows by spreadsheet row number and reference, with what is wrong', () => {
    const result = parseBatch(
      'Reference,State,ZIP code,Property type\nA-1,Texas,75201,Duplex\nA-2,ZZ,2134,castle\n\nA-3,,,\n',
    );
    expect(result).toEqual({
      kind: 'checked',
      rows: [{ line: 2, reference: 'A-1', state: 'TX', zip: '75201', property: 'duplex' }],
      problems: [
        {
          line: 3,
          reference: 'A-2',
          messages: [
            'State “ZZ” is not a US state code.',
            'ZIP code “2134” has 4 digits: the spreadsheet may have dropped leading zeros.',
            'Property type “castle” is not one the service prices.',
          ],
          cells: { state: 'ZZ', zip: '2134', property: 'castle' },
        },
        {
          line: 5,
          reference: 'A-3',
          messages: ['State is missing.', 'ZIP code is missing.', 'Property type is missing.'],
          cells: { state: '', zip: '', property: '' },
        },
      ],
      ignored: [],
    });
  });

  it('refuses a header without the columns it needs, and says which', () => {
    expect(parseBatch('Reference,State\nA,TX\n')).toEqual({
      kind: 'refused',
      message:
        'The first row must name the columns: ZIP code, Property type are missing. Name them Reference, State, ZIP code and Property type, as in the template.',
    });
  });

  it('takes up to 1,000 rows and refuses more, sending nothing', () => {
    const rows = (n: number) =>
      ['State,ZIP,Type', ...Array.from({ length: n }, (_, i) => `TX,${75000 + i},sfr`)].join('\n');
    const thousand = parseBatch(rows(1_000));
    expect(thousand.kind === 'checked' ? thousand.rows.length : thousand).toBe(1_000);
    expect(parseBatch(rows(1_001))).toEqual({
      kind: 'refused',
      message:
        'There are 1,001 rows; up to 1,000 can be priced at once. Split them into batches of 1,000 or fewer.',
    });
  });

  it('refuses text over 1 MB', () => {
    expect(parseBatch(`State,ZIP,Type\n${'x'.repeat(1_000_001)}`)).toEqual({
      kind: 'refused',
      message: 'This is 1.0 MB; up to 1 MB can be read at once. Split the rows into smaller files.',
    });
  });
});
