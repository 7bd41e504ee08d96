/**
 * Issue 45, item 18: text from the service is shown isolated and without bidirectional controls
 * everywhere, the header's user name included; where markup cannot go (an option), it is isolated in text.
 */
import { screen, within } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isolatedText, withoutBidiControls } from '../../src/lib/bidi';
import { sessionStore } from '../../src/session/session-store';
import { renderApp, signIn } from '../render';

const CONTROLS = /[\u202a-\u202e\u2066-\u2069]/;
const withControls = fc
  .array(
    fc.constantFrom(
      'a',
      'Z',
      ' ',
      '7',
      'ש',
      'ع',
      '\u202a',
      '\u202b',
      '\u202c',
      '\u202d',
      '\u202e',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
    ),
  )
  .map((parts) => parts.join(''));

describe('service text in plain text', () => {
  it('keeps no control but the isolating pair around it, and every other character in order', () => {
    fc.assert(
      fc.property(withControls, (text) => {
        const isolated = isolatedText(text);
        expect(isolated.startsWith('\u2068') && isolated.endsWith('\u2069')).toBe(true);
        expect(CONTROLS.test(isolated.slice(1, -1))).toBe(false);
        expect(isolated.slice(1, -1)).toBe([...text].filter((c) => !CONTROLS.test(c)).join(''));
        expect(withoutBidiControls(text)).toBe(isolated.slice(1, -1));
      }),
    );
  });
});

describe("the header's user name", () => {
  it('is isolated and read without the override the service sent', async () => {
    const result = await signIn();
    sessionStore.start({
      token: result.token,
      companyToken: result.companyToken,
      user: { ...result.user, firstName: '\u202eanaD', lastName: 'Whitfield\u202c' },
    });
    renderApp('/loan-officers');
    const button = await screen.findByRole('button', { name: 'Signed in as anaD Whitfield' });
    expect(within(button).getByText('anaD Whitfield').tagName).toBe('BDI');
  });
});
