/** 4.6 Company update: validates the eight fields in the service's words and stores them. */
import { http } from 'msw';
import { apiRoutePatterns } from '../../api/paths';
import { isUsStateCode } from '../../lib/us-states';
import { fieldError, ok, validationFailed } from '../envelope';
import { postalCodeError } from '../postal-code';
import { readBody, requiredStrings, type HandlerContext } from './context';

const fields = ['name', 'nickname', 'email', 'phone', 'address', 'city', 'state', 'postal_code'] as const;

export function companyHandlers({ db, signedIn, companyFor }: HandlerContext) {
  return [
    http.put(apiRoutePatterns.updateCompany, async ({ request, params }) => {
      const user = await signedIn(request);
      if (user instanceof Response) return user;
      const company = companyFor(user, String(params.companyToken ?? ''));
      if (company instanceof Response) return company;
      const body = await readBody(request, fields);
      if (body instanceof Response) return body;
      const errors = requiredStrings(body, fields);
      const value = (key: string) => (typeof body[key] === 'string' ? body[key].trim() : '');
      for (const key of ['name', 'email', 'phone', 'address', 'city', 'state', 'postal_code']) {
        if (typeof body[key] === 'string' && value(key) === '')
          errors.push(fieldError(key, '{} is not allowed to be empty', ''));
      }
      if (value('email') && !/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value('email'))) {
        errors.push(fieldError('email', '{} must be a valid email', body.email));
      }
      if (value('phone') && !/^\+?1?\d{10}$/.test(value('phone').replace(/[\s().-]/g, ''))) {
        errors.push(fieldError('phone', '{} must be a valid phone number', body.phone));
      }
      if (value('state') && !isUsStateCode(value('state'))) {
        errors.push(fieldError('state', '{} must be a valid state', body.state));
      }
      const postal = value('postal_code') ? postalCodeError(value('postal_code')) : null;
      if (postal) errors.push({ ...postal, value: body.postal_code });
      if (errors.length) return validationFailed(errors);
      for (const key of fields) company[key] = value(key);
      db.save();
      const {
        reportTypes: _r,
        paymentSources: _p,
        loanOfficers: _l,
        standaloneInspections: _s,
        ...stored
      } = company;
      return ok({ company: stored }, 'Company data updated successfully.');
    }),
  ];
}
