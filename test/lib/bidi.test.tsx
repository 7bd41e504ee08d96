/**
 * Bidirectional controls (issue 21): refused in an order token without asking the service, and left
 * out of service text the portal shows.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ServiceText } from '../../src/components/ui/service-text';
import { withoutBidiControls } from '../../src/lib/bidi';
import { orderLinkProblem, tokenProblem } from '../../src/lib/order-token';

const DIRECTION =
  'An order token cannot contain text direction controls (invisible characters that reorder text).';

describe('order tokens with bidirectional controls', () => {
  it.each(['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'])(
    'refuses U+%s',
    (control) => {
      expect(tokenProblem('order token', `ord_${control}5T7R1Q`)).toBe(DIRECTION);
    },
  );

  it('accepts the characters just outside those ranges, and names the token in an order link', () => {
    expect(tokenProblem('order token', 'ord_\u2029x\u202fy\u2065z')).toBeNull();
    expect(orderLinkProblem({ intakeToken: 'int_\u202eA', orderToken: null })).toBe(
      'An intake token cannot contain text direction controls (invisible characters that reorder text).',
    );
  });
});

describe('service text with bidirectional controls', () => {
  it('is shown isolated, in the order it was sent, without the controls', () => {
    expect(withoutBidiControls('Invoice\u202efdp.exe\u202c')).toBe('Invoicefdp.exe');
    render(
      <p>
        Name: <ServiceText text={'Invoice\u202efdp.exe\u202c'} /> (paid)
      </p>,
    );
    const name = screen.getByText('Invoicefdp.exe');
    expect(name.tagName).toBe('BDI');
    expect(screen.getByText(/^Name:/)).toHaveTextContent(/^Name: Invoicefdp\.exe \(paid\)$/);
  });
});
