/**
 * "Delete" for a saved quote or batch, with a confirmation in place: focus starts on the safe answer
 * ("Keep"), and goes back to "Delete" when the user keeps it.
 */
import { useState } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button';

export function DeleteQuote({
  reference,
  what = 'quote',
  onDelete,
}: {
  reference: string;
  /** "quote" or "batch": the question's words. */
  what?: string;
  onDelete: () => void;
}) {
  // 'asking' shows the confirmation (focus on "Keep"); 'kept' puts focus back on "Delete".
  const [confirm, setConfirm] = useState<'idle' | 'asking' | 'kept'>('idle');
  if (confirm === 'asking')
    return (
      <div
        role="group"
        aria-label={`Delete quote ${reference}?`}
        className="flex flex-wrap items-center gap-2"
      >
        <span className="text-sm font-medium text-slate-900">{`Delete this ${what}?`}</span>
        <Button variant="danger" onClick={onDelete}>
          Delete
        </Button>
        {/* Focus starts on the safe answer. */}
        <button
          ref={(button) => button?.focus()}
          type="button"
          className={buttonClasses('secondary')}
          onClick={() => setConfirm('kept')}
        >
          Keep
        </button>
      </div>
    );
  return (
    <Button
      autoFocus={confirm === 'kept'}
      variant="ghost"
      aria-label={`Delete quote ${reference}`}
      onClick={() => setConfirm('asking')}
    >
      Delete
    </Button>
  );
}
