/** The session kept in sessionStorage is read back only when it is whole: anything else is no session. */
import { describe, expect, it } from 'vitest';
import { readSession } from '../../src/session/session-store';

const stored = {
  id: 'tab-1',
  signOuts: 2,
  token: 'tok_abc',
  companyToken: 'cmp_keystone',
  user: {
    token: 'usr_1',
    username: 'demo.officer',
    email: 'dana@example.com',
    firstName: 'Dana',
    lastName: 'Whitfield',
  },
};

describe('reading a stored session', () => {
  it('reads a whole session, with or without the pages marked not allowed', () => {
    expect(readSession(stored)).toEqual(stored);
    expect(readSession({ ...stored, notAllowedPaths: ['/loan-officers'] })).toEqual({
      ...stored,
      notAllowedPaths: ['/loan-officers'],
    });
  });

  it('reads a session stored before sign-outs were counted as one begun before any', () => {
    expect(readSession({ ...stored, signOuts: undefined })).toEqual({ ...stored, signOuts: 0 });
  });

  it('keeps only the fields it knows', () => {
    const withExtras = { ...stored, role: 'admin', user: { ...stored.user, password: 'x' } };
    expect(readSession(withExtras)).toEqual(stored);
  });

  it.each([
    ['nothing', null],
    ['text', 'tok_abc'],
    ['no token', { ...stored, token: undefined }],
    ['an empty token', { ...stored, token: '' }],
    ['an empty id', { ...stored, id: '' }],
    ['a numeric company token', { ...stored, companyToken: 42 }],
    ['no user', { ...stored, user: undefined }],
    ['a user without a username', { ...stored, user: { ...stored.user, username: undefined } }],
    ['a user whose name is not text', { ...stored, user: { ...stored.user, firstName: null } }],
    ['a count of sign-outs that is not a whole number', { ...stored, signOuts: 1.5 }],
    ['marked pages that are not text', { ...stored, notAllowedPaths: [7] }],
  ])('reads %s as no session', (_case, value) => {
    expect(readSession(value)).toBeNull();
  });
});
