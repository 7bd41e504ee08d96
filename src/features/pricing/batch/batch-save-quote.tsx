/**
 * "Save quote" for a batch: the choice to keep the rows' references (names, addresses) after sign-out,
 * off unless the user turns it on (saved-quotes decision record), and what became of the save, by the
 * button: saved (and which oldest batch made room), or not saved and why.
 */
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { refusedWriteMessage } from '../../../session/local-store';
import { MAX_SAVED_BATCHES, type BatchSaved } from './batch-quotes';

export interface BatchSaveOutcome extends BatchSaved {
  reference: string;
}

function droppedText(dropped: string[]): string {
  if (dropped.length === 0) return '';
  const which =
    dropped.length === 1
      ? `the oldest saved batch, quote ${dropped[0]}, was`
      : `the oldest saved batches (${dropped.join(', ')}) were`;
  return ` To make room, ${which} removed: this browser keeps your ${MAX_SAVED_BATCHES} latest batches.`;
}

export function BatchSaveQuote({
  disabled,
  onSave,
}: {
  disabled: boolean;
  onSave: (options: { keepReferences: boolean }) => BatchSaveOutcome | null;
}) {
  const [keepReferences, setKeepReferences] = useState(false);
  const [outcome, setOutcome] = useState<BatchSaveOutcome | null>(null);
  const hintId = useId();
  const errorId = useId();
  const failed = outcome !== null && !outcome.write.saved;

  return (
    <div className="mb-4 space-y-2 print:hidden">
      <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          className="size-4 accent-brand-700"
          checked={keepReferences}
          aria-describedby={hintId}
          onChange={(event) => setKeepReferences(event.target.checked)}
        />
        Keep the rows&rsquo; references after I sign out
      </label>
      <p id={hintId} className="ml-6 text-xs text-slate-700">
        References can hold names and addresses. Leave this off on a shared computer: signing out then removes
        them from the saved quote, and its prices stay.
      </p>
      {outcome && !outcome.write.saved ? (
        <Alert tone="error" title="This batch was not saved">
          <p id={errorId}>{refusedWriteMessage(outcome.write.reason)}</p>
        </Alert>
      ) : null}
      <Button
        disabled={disabled}
        aria-describedby={failed ? errorId : undefined}
        onClick={() => setOutcome(onSave({ keepReferences }))}
      >
        Save quote
      </Button>
      {outcome?.write.saved ? (
        <Alert tone="success">
          {`Saved as quote ${outcome.reference}, with every priced row. It is kept in this browser for you${keepReferences ? ', references included' : '; the rows’ references are removed when you sign out'}.${droppedText(outcome.dropped)}`}
        </Alert>
      ) : null}
    </div>
  );
}
