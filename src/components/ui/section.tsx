import { useId, type ReactNode } from 'react';

/** A titled card; the heading labels the region for assistive technology. */
export function Section({
  title,
  description,
  actions,
  children,
  className = '',
  headingLevel = 2,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  headingLevel?: 2 | 3;
}) {
  const id = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby={id}
      className={`rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6 print:border-x-0 print:border-b-0 print:px-0 print:py-4 ${className}`}
    >
      <div className="mb-4 flex flex-wrap items-start justify-between gap-2">
        <div>
          <Heading id={id} className="text-lg font-semibold text-slate-900">
            {title}
          </Heading>
          {description ? <p className="mt-1 text-sm text-slate-700">{description}</p> : null}
        </div>
        {actions ? <div className="flex gap-2 print:hidden">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}
