/**
 * Under the recent orders and the portfolio: how many results are chosen, and "Compare" once 2 to 4 are.
 * A control, so not printed.
 */
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import type { CompareItem } from '../../../lib/compare-link';
import { paths } from '../../../lib/paths';
import { MAX_COMPARED } from './compare-columns';

export function CompareChoice({ chosen }: { chosen: readonly CompareItem[] }) {
  const navigate = useNavigate();
  const hintId = useId();
  const count = chosen.length;
  const ok = count >= 2 && count <= MAX_COMPARED;
  const hint =
    count > MAX_COMPARED
      ? `${count} chosen: compare at most ${MAX_COMPARED} at a time.`
      : `${count} chosen. Choose 2 to ${MAX_COMPARED} results to compare them side by side.`;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4 print:hidden">
      <Button
        disabled={!ok}
        aria-describedby={hintId}
        onClick={() => void navigate(paths.orderCompare(chosen))}
      >
        Compare
      </Button>
      <p id={hintId} aria-live="polite" className="text-sm text-slate-700">
        {hint}
      </p>
    </div>
  );
}
