/**
 * Issue 45, item 19: a semicolon-separated file (Excel's CSV where the decimal sign is a comma) is read
 * like a comma-separated one, and a stray quotation mark is named with its row instead of swallowing
 * every row under it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectDelimiter, parseBatch } from '../../../../src/features/pricing/batch/parse-rows';
import { PROPERTY_TYPES } from '../../../../src/features/pricing/stepper/wizard-params';
import { US_STATES } from '../../../../src/lib/us-states';

const STRAY_QUOTE =
  'A quotation mark (") opens a cell in this row that is never closed, so the rows under it would be read as one cell. Remove the quotation mark, or close it, in the sheet.';

const stateCode = fc.constantFrom(...US_STATES.map(([code]) => code as string));
const zip = fc.stringMatching(/^\d{5}$/);
const propertyCode = fc.constantFrom(...PROPERTY_TYPES.map((p) => p.value as string));
/** References as a European spreadsheet writes them: decimal commas, spaces, no separator of the file. */
const reference = fc
  .array(fc.constantFrom('A', 'z', '7', ' ', ',', '1,5', 'é', '#'), { minLength: 1, maxLength: 8 })
  .map((parts) => `L${parts.join('')}`);
const row = fc.record({ reference, state: stateCode, zip, property: propertyCode });

describe('the separator of the columns', () => {
  it('reads a semicolon-separated file, decimal commas in its cells included', () => {
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 12 }), fc.boolean(), (rows, crlf) => {
        const text = [
          'Reference;State;ZIP code;Property type',
          ...rows.map((r) => [r.reference, r.state, r.zip, r.property].join(';')),
        ].join(crlf ? '\r\n' : '\n');
        expect(parseBatch(text)).toEqual({
          kind: 'checked',
          rows: rows.map((r, index) => ({ line: index + 2, ...r, reference: r.reference.trim() })),
          problems: [],
          ignored: [],
        });
      }),
    );
  });

  it('names the separator a header uses: tab, comma or semicolon', () => {
    expect(detectDelimiter('Reference\tState\tZIP code\tProperty type\nA\tTX\t75001\tsfr')).toBe('\t');
    expect(detectDelimiter('Reference,State,ZIP code,Property type\n"A;1",TX,75001,sfr')).toBe(',');
    expect(detectDelimiter('\uFEFFReference;State;ZIP;Type\r\n"A,1";TX;75001;sfr')).toBe(';');
    // The header decides, not the rows under it.
    expect(detectDelimiter('State;ZIP;Type\n1,2,3,4,5\n1,2,3,4,5\n1,2,3,4,5')).toBe(';');
  });

  it('reads the "sep=;" line Excel writes as the separator, not as a row', () => {
    expect(parseBatch('sep=;\r\nState;ZIP;Type\r\nTX;75001;sfr\r\n')).toEqual({
      kind: 'checked',
      rows: [{ line: 2, reference: '', state: 'TX', zip: '75001', property: 'sfr' }],
      problems: [],
      ignored: [],
    });
  });
});

describe('a stray quotation mark', () => {
  const sheet = (rowCount: number, stray: (line: number) => string | null) =>
    [
      'Reference,State,ZIP code,Property type',
      ...Array.from({ length: rowCount }, (_, i) => stray(i + 2) ?? `Ref ${i + 2},TX,75001,sfr`),
    ].join('\r\n');

  it('in row 6 of 300 is named with its row, and the other 298 rows are read', () => {
    const result = parseBatch(sheet(299, (line) => (line === 6 ? '"Ref 6,TX,75001,sfr' : null)));
    if (result.kind !== 'checked') throw new Error(result.message);
    expect(result.problems).toEqual([
      {
        line: 6,
        reference: '"Ref 6',
        messages: [STRAY_QUOTE],
        cells: { state: 'TX', zip: '75001', property: 'sfr' },
      },
    ]);
    expect(result.rows).toHaveLength(298);
    expect(result.rows[3]).toEqual({
      line: 5,
      reference: 'Ref 5',
      state: 'TX',
      zip: '75001',
      property: 'sfr',
    });
    expect(result.rows[4]).toEqual({
      line: 7,
      reference: 'Ref 7',
      state: 'TX',
      zip: '75001',
      property: 'sfr',
    });
    expect(result.rows[297]?.line).toBe(300);
  });

  it('in any cell of any rows is named with each of its rows, and every other row is read', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 40 }),
        fc.uniqueArray(fc.integer({ min: 2, max: 40 }), { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 0, max: 3 }),
        (rowCount, strayLines, column) => {
          const inSheet = strayLines.filter((line) => line <= rowCount + 1);
          const text = sheet(rowCount, (line) => {
            if (!inSheet.includes(line)) return null;
            const cells = [`Ref ${line}`, 'TX', '75001', 'sfr'];
            cells[column] = `"${cells[column] ?? ''}`;
            return cells.join(',');
          });
          const result = parseBatch(text);
          if (result.kind !== 'checked') throw new Error(result.message);
          expect(result.problems.map((p) => p.line)).toEqual([...inSheet].sort((a, b) => a - b));
          for (const problem of result.problems) expect(problem.messages).toContain(STRAY_QUOTE);
          expect(result.rows.map((r) => r.line)).toEqual(
            Array.from({ length: rowCount }, (_, i) => i + 2).filter((line) => !inSheet.includes(line)),
          );
        },
      ),
    );
  });

  it('after a cell that rightly spans two lines is still named with its spreadsheet row', () => {
    const result = parseBatch(
      'Reference,State,ZIP code,Property type\n"12 Elm St\nUnit 4",TX,75001,sfr\n"Ref 3,TX,75001,sfr\nRef 4,TX,75001,sfr\n',
    );
    if (result.kind !== 'checked') throw new Error(result.message);
    expect(result.rows.map((r) => [r.line, r.reference])).toEqual([
      [2, '12 Elm St\nUnit 4'],
      [4, 'Ref 4'],
    ]);
    expect(result.problems).toEqual([
      {
        line: 3,
        reference: '"Ref 3',
        messages: [STRAY_QUOTE],
        cells: { state: 'TX', zip: '75001', property: 'sfr' },
      },
    ]);
  });
});
