/** Who prepared a quote, and for which company: the signed-in user, and the company name saved here. */
import { afterEach, describe, expect, it } from 'vitest';
import { quoteAuthor } from '../../../src/features/pricing/quotes/quote-author';
import { storageKeys } from '../../../src/session/local-data';

const session = {
  companyToken: 'cmp_1',
  user: { token: 'u1', username: 'jo.lee', email: 'jo@example.com', firstName: 'Jo', lastName: 'Lee' },
};

afterEach(() => window.localStorage.clear());

describe('quoteAuthor', () => {
  it('names the user and the company this browser saved', () => {
    window.localStorage.setItem(
      `${storageKeys.companyDetailsPrefix}cmp_1`,
      JSON.stringify({ savedAt: '2026-11-23T10:00:00Z', company: { name: ' Keystone Lending ' } }),
    );
    expect(quoteAuthor(session)).toEqual({
      preparedBy: 'Jo Lee (jo@example.com)',
      company: 'Keystone Lending',
    });
  });

  it('falls back to the username, and names no company when its name is not known here', () => {
    window.localStorage.setItem(`${storageKeys.companyDetailsPrefix}cmp_1`, '{not json');
    expect(
      quoteAuthor({ ...session, user: { ...session.user, firstName: '', lastName: '', email: '' } }),
    ).toEqual({
      preparedBy: 'jo.lee',
      company: null,
    });
  });
});
