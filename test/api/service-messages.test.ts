/**
 * The table of the service's known messages: each one the service was seen sending gets its plain words,
 * and a message the table does not know gets none (the UI then shows it as sent).
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { knownServiceMessages, plainServiceMessage } from '../../src/api/service-messages';
import { describeError } from '../../src/components/ui/describe-error';

describe('plainServiceMessage', () => {
  it.each([
    [
      "The intake token you provided, is either invalid OR you don't have access of the order associated with it!",
      'We could not find that order',
      'Check the intake token and the order token: copy them again from the order email. If they are right, the order belongs to another company; ask the person who placed it.',
    ],
    [
      "The company token you provided, is either invalid OR you don't have access to it!",
      'The service did not accept your company',
      'Sign out and sign in again. If this message comes back, contact support with the technical details below.',
    ],
    [
      'At least one of Intake token or Order token is required!',
      'Enter a token',
      'Enter the intake token or the order token from the order email.',
    ],
    [
      'Report is not completed yet!',
      'The report is not ready yet',
      'The report for this order is still being prepared. Check again later.',
    ],
    [
      'Invalid username or password!',
      'We could not sign you in',
      'The username or the password is not right. Check both (passwords are case-sensitive) and try again.',
    ],
    [
      'Unauthorized! You do not have permission to perform this action.',
      'Your account is not allowed to do this',
      'Ask an admin of your company for access if you need it.',
    ],
    [
      'Unauthorized! Your token is missing, invalid or has been revoked.',
      'Your session has ended',
      'Sign in again to continue.',
    ],
  ])('rewrites “%s”', (sent, title, message) => {
    expect(plainServiceMessage(sent)).toEqual({ title, message });
  });

  it('covers every entry of the table with the test above', () => {
    expect(knownServiceMessages).toHaveLength(7);
    for (const entry of knownServiceMessages) {
      expect(plainServiceMessage(entry.example)).toEqual({ title: entry.title, message: entry.message });
    }
  });

  it('knows a message by its words, whatever the case', () => {
    expect(plainServiceMessage('invalid USERNAME or password')?.title).toBe('We could not sign you in');
  });

  it('leaves an unknown message, and no message, alone', () => {
    expect(plainServiceMessage('Pricing is unavailable right now (ref 7f3a).')).toBeNull();
    expect(plainServiceMessage('"gla_include" is not allowed')).toBeNull();
    expect(plainServiceMessage('Data validation failed.')).toBeNull();
    expect(plainServiceMessage('')).toBeNull();
    expect(plainServiceMessage(null)).toBeNull();
  });
});

describe('describeError', () => {
  it('shows a known message in plain words and keeps the exact words on the error', () => {
    const error = new ApiError({
      kind: 'refused',
      status: 422,
      message: 'Invalid username or password!',
      serviceMessage: 'Invalid username or password!',
    });
    expect(describeError(error)).toEqual({
      title: 'We could not sign you in',
      message:
        'The username or the password is not right. Check both (passwords are case-sensitive) and try again.',
      details: [],
    });
    expect(error.serviceMessage).toBe('Invalid username or password!');
  });

  it('shows an unknown message as sent', () => {
    const error = new ApiError({
      kind: 'refused',
      status: 200,
      message: 'Pricing is unavailable right now.',
      serviceMessage: 'Pricing is unavailable right now.',
    });
    expect(describeError(error)).toEqual({
      title: 'The service refused this request',
      message: 'Pricing is unavailable right now.',
      details: [],
    });
  });
});
