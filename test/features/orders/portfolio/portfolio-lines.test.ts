/**
 * The portfolio's line reader: property-based tests (any mix of the forms a user pastes, in any order,
 * with blank lines, CRLF and repeats, reads back every order once, each at its first line) and examples
 * of junk lines, foreign links and the limits.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_ORDERS,
  orderKey,
  parseOrderLines,
} from '../../../../src/features/orders/portfolio/portfolio-lines';
import { paths } from '../../../../src/lib/paths';

const PORTAL = 'portal.example.com';
/** Opaque tokens: letters, digits and the punctuation a link must encode. */
const tokenBody = fc
  .array(fc.constantFrom('A', 'z', '7', '_', '%', '/', '?', '&', '#', '=', '+', '.', 'é'), {
    minLength: 1,
    maxLength: 12,
  })
  .map((parts) => parts.join(''));
const intake = tokenBody.map((t) => `int_${t}`);
const order = tokenBody.map((t) => `ord_${t}`);

type Form = 'pair' | 'tab' | 'intake' | 'order' | 'link' | 'old-link';
const entry = fc.record({
  intake,
  order,
  form: fc.constantFrom<Form>('pair', 'tab', 'intake', 'order', 'link', 'old-link'),
});

function written({ intake, order, form }: { intake: string; order: string; form: Form }) {
  switch (form) {
    case 'pair':
      return { line: `"${intake}","${order}"`, tokens: [intake, order] };
    case 'tab':
      return { line: `"${intake}"\t"${order}"`, tokens: [intake, order] };
    case 'intake':
      return { line: `"${intake}"`, tokens: [intake, ''] };
    case 'order':
      return { line: `"${order}"`, tokens: ['', order] };
    case 'link':
      return { line: `https://${PORTAL}${paths.orderResult(intake, order)}`, tokens: [intake, order] };
    case 'old-link':
      return { line: paths.orderResultByPath(intake, order), tokens: [intake, order] };
  }
}

describe('parseOrderLines', () => {
  it('reads every form back, each order once at its first line, blank lines counted', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(entry, fc.boolean(), fc.boolean()), { minLength: 1, maxLength: 30 }),
        fc.constantFrom('\n', '\r\n'),
        (entries, eol) => {
          // Tab and comma lines are not mixed in one paste (a spreadsheet uses one delimiter).
          const sameDelimiter = entries.map(([e, ...rest]) =>
            e.form === 'tab' ? ([{ ...e, form: 'pair' }, ...rest] as const) : ([e, ...rest] as const),
          );
          const lines: string[] = [];
          const expected = new Map<string, { line: number; tokens: string[] }>();
          for (const [e, blankBefore, repeat] of sameDelimiter) {
            if (blankBefore) lines.push('');
            const { line, tokens } = written(e);
            const key = orderKey(tokens[0]!, tokens[1]!);
            lines.push(line);
            if (!expected.has(key)) expected.set(key, { line: lines.length, tokens });
            if (repeat) lines.push(line);
          }
          const result = parseOrderLines(lines.join(eol), PORTAL);
          expect(result.kind).toBe('read');
          if (result.kind !== 'read') return;
          expect(result.problems).toEqual([]);
          expect(result.orders.map((o) => [o.line, o.intakeToken, o.orderToken])).toEqual(
            [...expected.values()].map(({ line, tokens }) => [line, ...tokens]),
          );
          expect(result.orders.length + result.repeated.length).toBe(lines.filter((l) => l !== '').length);
        },
      ),
    );
  });

  it('reads a header row with its columns in any order and extra columns', () => {
    const text = ['Loan,Order_Token,Intake Token', 'L-1,ord_A,int_A', 'L-2,,int_B', 'L-3,ord_C,'].join('\n');
    const result = parseOrderLines(text);
    expect(result).toEqual({
      kind: 'read',
      orders: [
        { key: orderKey('int_A', 'ord_A'), line: 2, intakeToken: 'int_A', orderToken: 'ord_A' },
        { key: orderKey('int_B', ''), line: 3, intakeToken: 'int_B', orderToken: '' },
        { key: orderKey('', 'ord_C'), line: 4, intakeToken: '', orderToken: 'ord_C' },
      ],
      problems: [],
      repeated: [],
    });
  });

  it('lists junk lines with their line number and why, and repeats with the line they repeat', () => {
    const text = [
      'int_1,ord_1',
      'hello there',
      'https://example.org/orders/result?order=ord_9',
      `https://${PORTAL}/pricing`,
      'a,b,c',
      'x'.repeat(201),
      'int_1,ord_1',
    ].join('\n');
    const result = parseOrderLines(text, PORTAL);
    expect(result.kind === 'read' && result.problems).toEqual([
      {
        line: 2,
        text: 'hello there',
        why: 'This is not an order: a token has no spaces, and a link starts with https://.',
      },
      {
        line: 3,
        text: 'https://example.org/orders/result?order=ord_9',
        why: 'This is a link to another site (example.org), not to a result of the portal.',
      },
      { line: 4, text: `https://${PORTAL}/pricing`, why: 'This link does not open an order result.' },
      {
        line: 5,
        text: 'a, b, c',
        why: 'This line has 3 values; a line holds an intake token and an order token, one token, or a link.',
      },
      {
        line: 6,
        text: `${'x'.repeat(79)}…`,
        why: 'An order token has at most 200 characters; this one has 201. Check that only the token was pasted.',
      },
    ]);
    expect(result.kind === 'read' && result.repeated).toEqual([{ line: 7, sameAs: 1 }]);
  });

  it('reads a semicolon sheet by its header, and names a line whose quotation mark is never closed', () => {
    const text = ['Intake token;Order token', 'int_A;ord_A', '"int_B;ord_B', 'int_C;ord_C'].join('\n');
    const result = parseOrderLines(text);
    expect(result.kind === 'read' && result.orders.map((o) => [o.line, o.intakeToken, o.orderToken])).toEqual(
      [
        [2, 'int_A', 'ord_A'],
        [4, 'int_C', 'ord_C'],
      ],
    );
    expect(result.kind === 'read' && result.problems.map((p) => [p.line, p.why])).toEqual([
      [
        3,
        'A quotation mark (") opens a cell in this row that is never closed, so the rows under it would be read as one cell. Remove the quotation mark, or close it, in the sheet.',
      ],
    ]);
  });

  it('refuses more than 1,000 orders and more than 1 MB, naming the limit', () => {
    const many = Array.from({ length: MAX_ORDERS + 1 }, (_, i) => `ord_${i}`).join('\n');
    expect(parseOrderLines(many)).toEqual({
      kind: 'refused',
      message:
        'There are 1,001 orders; up to 1,000 can be opened at once. Split them into batches of 1,000 or fewer.',
    });
    const exactly = Array.from({ length: MAX_ORDERS }, (_, i) => `ord_${i}`).join('\n');
    expect(parseOrderLines(exactly).kind).toBe('read');
    expect(parseOrderLines('ord_1\n'.repeat(200_000))).toEqual({
      kind: 'refused',
      message: 'This is 1.2 MB; up to 1 MB can be read at once. Split the orders into smaller files.',
    });
    expect(parseOrderLines(' \n\n')).toEqual({ kind: 'refused', message: 'There are no orders to read.' });
  });
});
