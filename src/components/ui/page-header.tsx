import type { ReactNode } from 'react';

/** The page's one h1. It takes focus on navigation (see the shell), hence tabIndex -1. */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
      <div className="min-w-0">
        <h1 tabIndex={-1} className="text-2xl font-semibold text-slate-900 focus:outline-none">
          {title}
        </h1>
        {description ? <p className="mt-1 max-w-3xl text-sm text-slate-700">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2 print:hidden">{actions}</div> : null}
    </div>
  );
}
