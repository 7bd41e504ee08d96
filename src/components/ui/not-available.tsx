import { PageHeader } from './page-header';

/** A section that is not built yet: its route exists so that links never 404. */
export function NotAvailable({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <p className="text-slate-700">This section is not available yet.</p>
    </>
  );
}
