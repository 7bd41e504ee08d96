/**
 * The service's known messages, each rewritten in plain US English with what to do next. The service's
 * exact words are never lost: the UI keeps them under "Technical details" (ApiError.serviceMessage). A
 * message that is not in this table is shown as sent. Matching is on the words that carry the meaning,
 * case-insensitively, so a changed punctuation mark or a longer sentence still matches.
 */

export interface PlainMessage {
  /** A short title for the state or alert showing it. */
  title: string;
  /** What happened and what to do next. */
  message: string;
}

interface KnownMessage extends PlainMessage {
  /** A message the service was seen sending (vendor notes, the mock service), for the tests. */
  example: string;
  pattern: RegExp;
}

export const knownServiceMessages: readonly KnownMessage[] = [
  {
    example:
      "The intake token you provided, is either invalid OR you don't have access of the order associated with it!",
    pattern: /token you provided,? is either invalid or you don'?t have access (of|to) the order/i,
    title: 'We could not find that order',
    message:
      'Check the intake token and the order token: copy them again from the order email. If they are right, the order belongs to another company; ask the person who placed it.',
  },
  {
    example: "The company token you provided, is either invalid OR you don't have access to it!",
    pattern: /company token you provided,? is either invalid or you don'?t have access/i,
    title: 'The service did not accept your company',
    message:
      'Sign out and sign in again. If this message comes back, contact support with the technical details below.',
  },
  {
    example: 'At least one of Intake token or Order token is required!',
    pattern: /at least one of intake token or order token is required/i,
    title: 'Enter a token',
    message: 'Enter the intake token or the order token from the order email.',
  },
  {
    example: 'Report is not completed yet!',
    pattern: /report is not completed yet/i,
    title: 'The report is not ready yet',
    message: 'The report for this order is still being prepared. Check again later.',
  },
  {
    example: 'Invalid username or password!',
    pattern: /invalid username or password/i,
    title: 'We could not sign you in',
    message:
      'The username or the password is not right. Check both (passwords are case-sensitive) and try again.',
  },
  {
    example: 'Unauthorized! You do not have permission to perform this action.',
    pattern: /unauthorized!? you do not have permission/i,
    title: 'Your account is not allowed to do this',
    message: 'Ask an admin of your company for access if you need it.',
  },
  {
    example: 'Unauthorized! Your token is missing, invalid or has been revoked.',
    pattern: /unauthorized!? your token is missing, invalid or has been revoked/i,
    title: 'Your session has ended',
    message: 'Sign in again to continue.',
  },
];

/** The plain words for a message the service sent, or null when the message is not a known one. */
export function plainServiceMessage(serviceMessage: string | null | undefined): PlainMessage | null {
  if (!serviceMessage) return null;
  const known = knownServiceMessages.find((entry) => entry.pattern.test(serviceMessage));
  return known ? { title: known.title, message: known.message } : null;
}
