import { describe, expect, it } from 'vitest';
import type { LoanOfficer } from '../../../src/api/schemas/loan-officers';
import { mailtoHref, searchOfficers, telHref } from '../../../src/features/loan-officers/officer-list';

function officer(name: string, username: string, email = `${username}@example.com`): LoanOfficer {
  return { token: username, username, firstName: '', lastName: '', name, email, phone: '' };
}

describe('officer list', () => {
  const officers = [
    officer('Émile Zola', 'ezola'),
    officer('anna Bell', 'abell'),
    officer('Anna Bell', 'abell2'),
  ];

  it('searches trimmed, in any case; an empty query keeps everyone', () => {
    expect(searchOfficers(officers, '  BELL ').map((o) => o.username)).toEqual(['abell', 'abell2']);
    expect(searchOfficers(officers, '   ')).toHaveLength(3);
    expect(searchOfficers(officers, 'ezola@')).toHaveLength(1);
  });

  it('builds links only from valid values', () => {
    expect(mailtoHref(' dana@example.com ')).toBe('mailto:dana@example.com');
    expect(mailtoHref('dana@example')).toBeNull();
    expect(mailtoHref('dana@example.com?cc=x@y.z')).toBeNull();
    expect(mailtoHref('a b@example.com')).toBeNull();
    expect(telHref('+16145550187')).toBe('tel:+16145550187');
    expect(telHref('6145550187')).toBeNull();
    expect(telHref('+1 614 555 0187')).toBeNull();
    expect(telHref('+0123456789')).toBeNull();
  });
});
