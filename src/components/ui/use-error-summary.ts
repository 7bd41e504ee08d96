/** The state of a form's error summary (error-summary.tsx), apart from the component that shows it. */
import { useCallback, useState } from 'react';

/**
 * The summary's props (`items`: one per field with an error, in the order of `fields`; `focusRequests`)
 * and a `focusSummary` to call after a failed save: focus moves once the summary has rendered.
 */
export function useErrorSummary(
  errors: Readonly<Record<string, { message?: string | undefined } | undefined>>,
  fields: readonly string[],
  extra: Readonly<Record<string, string | undefined>> = {},
) {
  const [focusRequests, setFocusRequests] = useState(0);
  const items = fields.flatMap((name) => {
    const message = errors[name]?.message ?? extra[name];
    return message ? [{ name, message }] : [];
  });
  const focusSummary = useCallback(() => setFocusRequests((n) => n + 1), []);
  return { items, focusRequests, focusSummary };
}
