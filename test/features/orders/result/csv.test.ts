import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from '../../../../src/lib/csv';

describe('CSV writing', () => {
  it('quotes only fields that need it and doubles quotes', () => {
    expect(
      toCsv([
        ['Item', 'Description', 'Total'],
        ['Roof', 'Tear off, replace', 9800],
        ['Trim', 'Say "when"', 12.5],
        ['Lines', 'one\ntwo', -40],
        ['Blank', null, undefined],
        [' padded ', '', 0],
      ]),
    ).toBe(
      'Item,Description,Total\r\n' +
        'Roof,"Tear off, replace",9800\r\n' +
        'Trim,"Say ""when""",12.5\r\n' +
        'Lines,"one\ntwo",-40\r\n' +
        'Blank,,\r\n' +
        '" padded ",,0\r\n',
    );
  });

  it('keeps text that a spreadsheet would run as a formula as text, but leaves numbers alone', () => {
    expect(csvField('=SUM(A1:A9)')).toBe("'=SUM(A1:A9)");
    expect(csvField('+1 555')).toBe("'+1 555");
    expect(csvField('@cmd')).toBe("'@cmd");
    // A leading minus starts a formula too ("-2+3+cmd|' /C calc'!A0" is a known payload).
    expect(csvField("-2+3+cmd|' /C calc'!A0")).toBe("'-2+3+cmd|' /C calc'!A0");
    expect(csvField('-12 feet of trim')).toBe("'-12 feet of trim");
    expect(csvField(-12)).toBe('-12');
    expect(csvField(Number.NaN)).toBe('');
  });
});
