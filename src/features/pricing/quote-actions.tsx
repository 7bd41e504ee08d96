/** The quote's actions: copy a link that restores it, print it. */
import { useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../components/ui/button';

export function QuoteActions() {
  const location = useLocation();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'manual'>('idle');
  const link = new URL(`${location.pathname}${location.search}`, window.location.origin).href;
  const [copiedLink, setCopiedLink] = useState(link);
  // A different quote makes an earlier "copied" message wrong: forget it.
  if (copiedLink !== link) {
    setCopiedLink(link);
    setCopy('idle');
  }

  async function copyLink() {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(link);
      setCopy('copied');
    } catch {
      setCopy('manual');
    }
  }

  return (
    <div className="space-y-2 print:hidden">
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void copyLink()}>
          Copy link to this quote
        </Button>
        <Button variant="secondary" onClick={() => window.print()}>
          Print quote
        </Button>
      </div>
      <div role="status" className="text-sm text-slate-800">
        {copy === 'copied' ? 'Link copied.' : null}
      </div>
      {copy === 'manual' ? (
        <div>
          <label htmlFor="quote-link" className="text-sm font-medium text-slate-800">
            The link could not be copied automatically. Copy it from here:
          </label>
          <input
            id="quote-link"
            readOnly
            value={link}
            onFocus={(e) => e.currentTarget.select()}
            className="mt-1 w-full rounded-md border border-slate-400 px-3 py-2 text-sm text-slate-900"
          />
        </div>
      ) : null}
    </div>
  );
}
