/**
 * The service's reply envelope (interface 2.1), written once: the mock service's handlers answer with
 * it, and tests that override a handler build their replies with it too.
 * Every reply is `{success, message, data, meta: {}, errors}`; a refusal's `errors` elements are
 * Joi-style `{message, key, label, value}`.
 */
import { HttpResponse, type JsonBodyType } from 'msw';

/** One element of `errors`, as the service writes it. */
export interface ServiceErrorElement {
  message: string;
  key?: string;
  label?: string;
  value?: unknown;
}

/** The envelope as a plain object, for a reply body or for comparing with one. */
export function envelope(
  success: boolean,
  message: string,
  data: JsonBodyType = {},
  errors: readonly unknown[] = [],
) {
  return { success, message, data, meta: {}, errors };
}

/** A success: HTTP 200, `success: true`, the data. */
export function ok(data: JsonBodyType = {}, message = 'Request completed successfully.') {
  return HttpResponse.json(envelope(true, message, data));
}

/**
 * A refusal: `success: false` with the service's message and errors, at any HTTP status (the service
 * refuses with 4xx and 5xx, and also with HTTP 200). The errors are usually `ServiceErrorElement`s;
 * tests also send other shapes, which the portal must read too.
 */
export function refusal(status: number, message: string, errors: readonly unknown[] = []) {
  return HttpResponse.json(envelope(false, message, {}, errors), { status });
}

/** A Joi-style error element for `key`; `{}` in the message stands for the quoted key. */
export function fieldError(key: string, message: string, value?: unknown): ServiceErrorElement {
  return { message: message.replace('{}', `"${key}"`), key, label: key, value };
}

/** HTTP 422 "Data validation failed." with the elements naming each field. */
export function validationFailed(errors: readonly unknown[]) {
  return refusal(422, 'Data validation failed.', errors);
}

export const UNAUTHORIZED_MESSAGE = 'Unauthorized! Your token is missing, invalid or has been revoked.';
export const COMPANY_REFUSAL_MESSAGE =
  "The company token you provided, is either invalid OR you don't have access to it!";

/** The message of the 404 for a path the service does not have (vendor notes: 404 for unknown paths). */
export const NOT_FOUND_MESSAGE = 'Not found. The requested API path does not exist.';
