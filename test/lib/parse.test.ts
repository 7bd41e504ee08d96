import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatDueDate,
  formatMonthYear,
  formatStoredDateTime,
  formatTime,
  formatUsPhone,
} from '../../src/lib/format';
import {
  parseCurrency,
  parseDecimal,
  parseFlag,
  parseMixedValue,
  parseMultiplier,
  parsePercent,
} from '../../src/lib/parse';
import { normalizePostalCode } from '../../src/lib/us-states';
import { currencyText } from '../../src/mocks/data/money';

describe('parsers', () => {
  it('reads flags', () => {
    expect([
      parseFlag('1'),
      parseFlag('0'),
      parseFlag(1),
      parseFlag(0),
      parseFlag(true),
      parseFlag('yes'),
    ]).toEqual([true, false, true, false, true, true]);
    expect([parseFlag(''), parseFlag('2'), parseFlag(null), parseFlag({})]).toEqual([null, null, null, null]);
  });

  it('reads currency text', () => {
    expect(parseCurrency('$164,700')).toBe(164700);
    expect(parseCurrency('$11.22')).toBe(11.22);
    expect(parseCurrency('-$1,250.50')).toBe(-1250.5);
    expect(parseCurrency('($300)')).toBe(-300);
    expect(parseCurrency('1234')).toBe(1234);
    expect(parseCurrency('$1,23')).toBeNull();
    expect(parseCurrency('N/A')).toBeNull();
    expect(parseCurrency('')).toBeNull();
  });

  it('reads any amount the way it is written, on the fast path and off it', () => {
    const amount = fc.record({
      dollars: fc.nat(10_000_000),
      cents: fc.option(fc.stringMatching(/^\d{1,3}$/), { nil: null }),
      commas: fc.boolean(),
      currency: fc.constantFrom('', '$', 'US$'),
      sign: fc.constantFrom('', '-', '()'),
      space: fc.constantFrom('', ' '),
    });
    fc.assert(
      fc.property(amount, ({ dollars, cents, commas, currency, sign, space }) => {
        const whole = commas ? dollars.toLocaleString('en-US') : String(dollars);
        const body = `${currency}${whole}${cents === null ? '' : `.${cents}`}`;
        const signed = sign === '-' ? `-${body}` : sign === '()' ? `(${body})` : body;
        const expected = (sign === '' ? 1 : -1) * Number(`${dollars}${cents === null ? '' : `.${cents}`}`);
        expect(parseCurrency(`${space}${signed}${space}`)).toBe(expected);
      }),
    );
    expect([
      parseCurrency('$1,2345'),
      parseCurrency('$12,34'),
      parseCurrency('$1.'),
      parseCurrency('$'),
    ]).toEqual([null, null, null, null]);
  });

  it('reads percentages, multipliers and decimals', () => {
    expect(parsePercent('16.30%')).toBe(16.3);
    expect(parsePercent('-2.5 %')).toBe(-2.5);
    expect(parsePercent('16.30')).toBeNull();
    expect(parseMultiplier('1.43x')).toBe(1.43);
    expect(parseMultiplier('1.43')).toBeNull();
    expect(parseDecimal('3.5')).toBe(3.5);
    expect(parseDecimal('0.084')).toBe(0.084);
    expect(parseDecimal('N/A')).toBeNull();
    expect(parseDecimal('12abc')).toBeNull();
  });

  it('classifies a mixed table cell and keeps its text', () => {
    expect(parseMixedValue('$331,000')).toEqual({ text: '$331,000', value: 331000, kind: 'currency' });
    expect(parseMixedValue('13.78%')).toEqual({ text: '13.78%', value: 13.78, kind: 'percent' });
    expect(parseMixedValue('1.43x')).toEqual({ text: '1.43x', value: 1.43, kind: 'multiplier' });
    expect(parseMixedValue(75)).toEqual({ text: '75', value: 75, kind: 'number' });
    expect(parseMixedValue('')).toEqual({ text: '', value: null, kind: 'empty' });
    expect(parseMixedValue('Hold')).toEqual({ text: 'Hold', value: null, kind: 'text' });
  });

  it('formats dates with the weekday, phones and postal codes', () => {
    expect(formatDueDate('2026-11-30')).toBe('Mon, Nov 30, 2026');
    expect(formatDueDate('not a date')).toBe('not a date');
    expect(formatUsPhone('+16145550187')).toBe('(614) 555-0187');
    expect(formatUsPhone('+442071234567')).toBe('+442071234567');
    expect(normalizePostalCode('43214-1234')).toBe('43214');
    expect(normalizePostalCode(' 43214 ')).toBe('43214');
    expect(normalizePostalCode('4321')).toBeNull();
  });

  it('formats moments, times of day and months one way each', () => {
    const moment = new Date(2026, 10, 24, 16, 5);
    // Before AM/PM, ICU writes a space or a narrow no-break space, by version.
    expect(formatDateTime(moment)).toMatch(/^Nov 24, 2026, 4:05\sPM$/);
    expect(formatStoredDateTime(moment.toISOString())).toMatch(/^Nov 24, 2026, 4:05\sPM$/);
    expect(formatStoredDateTime('yesterday')).toBeNull();
    expect(formatTime(moment)).toMatch(/^4:05\sPM$/);
    expect(formatMonthYear(2026, 12)).toBe('December 2026');
  });
});

describe('round trips (property-based)', () => {
  const cents = fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }).map((c) => c / 100);

  it('currency text written as the service writes it reads back to the same amount', () => {
    fc.assert(fc.property(cents, (amount) => parseCurrency(currencyText(amount)) === amount));
  });

  it('percentage text reads back to the same number', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000, max: 100_000 }), (hundredths) => {
        const value = hundredths / 100;
        return parsePercent(`${value.toFixed(2)}%`) === value;
      }),
    );
  });

  it('flags read back from their wire forms', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        (flag) => parseFlag(flag ? '1' : '0') === flag && parseFlag(flag ? 1 : 0) === flag,
      ),
    );
  });

  it('parsers never throw, whatever they are given', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        parseFlag(value);
        parseDecimal(value);
        parseCurrency(value);
        parsePercent(value);
        parseMultiplier(value);
        const mixed = parseMixedValue(value);
        return typeof mixed.text === 'string';
      }),
    );
  });
});
