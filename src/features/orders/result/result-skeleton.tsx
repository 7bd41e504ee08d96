/** The order result's placeholder while its reply is on the way, or while its first render is under way. */
import { LoadingState } from '../../../components/ui/states';

export function ResultSkeleton() {
  return (
    <div className="space-y-6">
      <LoadingState label="Loading the order result…" lines={2} />
      <div className="h-28 animate-pulse rounded-lg bg-slate-200" aria-hidden="true" />
      <div className="grid gap-6 lg:grid-cols-2" aria-hidden="true">
        <div className="h-48 animate-pulse rounded-lg bg-slate-200" />
        <div className="h-48 animate-pulse rounded-lg bg-slate-200" />
      </div>
      <div className="h-72 animate-pulse rounded-lg bg-slate-200" aria-hidden="true" />
    </div>
  );
}
