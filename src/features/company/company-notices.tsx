/**
 * What the company page says around its form: where the values come from, that unsaved changes came
 * back, that a save went through, and a refusal in the service's own words.
 */
import type { Ref } from 'react';
import { isApiError, isTransient } from '../../api/errors';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { describeError, isNotAllowed } from '../../components/ui/describe-error';
import { TechnicalDetails } from '../../components/ui/technical-details';
import { formatStoredDateTime } from '../../lib/format';
import { formFieldFor, serviceFields } from './company-form';
import type { SavedCompany } from './saved-company';

// A refusal takes keyboard focus (the focused Save button is disabled while saving).
const outcomeFocusClasses =
  'mb-6 rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

export function SourceNote({ saved }: { saved: SavedCompany | null }) {
  return (
    <Alert tone="info" role="none" className="mb-6" title="Where these values come from">
      {saved ? (
        <p>
          The service does not send company details back, so this form shows the details last saved from this
          browser, on {formatStoredDateTime(saved.savedAt) ?? saved.savedAt}. Changes made elsewhere since
          then are not shown here. Saving sends all eight fields.
        </p>
      ) : (
        <p>
          The service does not send company details back, and this browser holds no copy of them (a sign-out
          removes it), so the form starts empty. Saving sends all eight fields and replaces what the service
          holds.
        </p>
      )}
    </Alert>
  );
}

export function RestoredNotice() {
  return (
    <Alert tone="info" className="mb-6" title="Your unsaved changes are back">
      <p>
        Your session ended before you saved. The changes you had typed are in the form again: check them and
        save.
      </p>
    </Alert>
  );
}

/** Saved (the toast says so), but this browser could not keep its own copy of the details. */
export function NotKeptNotice() {
  return (
    <Alert tone="info" className="mb-6" title="Saved, but not kept in this browser">
      <p>
        The service stored the details shown below. This browser could not keep a copy, so the form will start
        empty next time.
      </p>
    </Alert>
  );
}

/** True when the refusal names a field of the form: focus then goes to that field, not to the notice. */
export function namesAField(failure: unknown): boolean {
  return isApiError(failure) && failure.fieldErrors.some((e) => formFieldFor(e.field) !== null);
}

export function RefusalNotice({
  failure,
  ref,
  onRetry,
}: {
  failure: Error;
  ref: Ref<HTMLDivElement>;
  onRetry: () => void;
}) {
  const refusal = describeError(failure);
  const generalMessages = isApiError(failure)
    ? failure
        .generalErrors(serviceFields)
        .map((e) => e.message)
        .filter((m) => m !== failure.message)
    : [];
  return (
    <div ref={ref} tabIndex={-1} className={outcomeFocusClasses}>
      <Alert tone="error" title={isNotAllowed(failure) ? refusal.title : 'The changes were not saved'}>
        <p>{refusal.message}</p>
        {generalMessages.length > 0 ? (
          <ul className="mt-2 list-disc pl-5">
            {generalMessages.map((message, i) => (
              <li key={i}>{message}</li>
            ))}
          </ul>
        ) : null}
        {namesAField(failure) ? <p className="mt-2">Check the fields marked below.</p> : null}
        <p className="mt-2">Everything you typed is still in the form.</p>
        {isTransient(failure) ? (
          <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
            Try again
          </Button>
        ) : null}
        <TechnicalDetails error={failure} />
      </Alert>
    </div>
  );
}
