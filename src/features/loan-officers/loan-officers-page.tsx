/**
 * /loan-officers: the company's loan officers (4.9) in a table with search (name, username, email),
 * sorting by name, a count, contact links, and the signed-in user marked.
 */
import { useState } from 'react';
import type { SessionUser } from '../../api/schemas/auth';
import type { LoanOfficer } from '../../api/schemas/loan-officers';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { PageHeader } from '../../components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/states';
import { formatUsPhone } from '../../lib/format';
import { useLoanOfficers } from '../../queries/company';
import { useRequiredSession } from '../../session/use-session';
import { mailtoHref, searchOfficers, sortOfficersByName, telHref, type SortDirection } from './officer-list';

const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-700 uppercase';
const td = 'px-3 py-3 align-top text-sm text-slate-800';
const link =
  'text-brand-700 underline decoration-brand-300 underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 rounded-sm';

function isSignedInUser(officer: LoanOfficer, user: SessionUser): boolean {
  return (
    (user.token !== '' && officer.token === user.token) ||
    (user.username !== '' && officer.username === user.username)
  );
}

function EmailCell({ email }: { email: string }) {
  if (!email.trim()) return <span className="text-slate-700">Not given</span>;
  const href = mailtoHref(email);
  return href ? (
    <a href={href} className={`${link} break-all`}>
      {email.trim()}
    </a>
  ) : (
    <span className="break-all">{email}</span>
  );
}

function PhoneCell({ phone }: { phone: string }) {
  if (!phone.trim()) return <span className="text-slate-700">Not given</span>;
  const href = telHref(phone);
  return href ? (
    <a href={href} className={`${link} whitespace-nowrap`}>
      {formatUsPhone(phone.trim())}
    </a>
  ) : (
    <span>{phone}</span>
  );
}

function SortButton({
  label,
  direction,
  onClick,
}: {
  label: string;
  direction: SortDirection;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex items-center gap-1 rounded-sm text-xs font-semibold tracking-wide text-slate-800 uppercase hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      {label}
      <span aria-hidden="true">{direction === 'ascending' ? '▲' : '▼'}</span>
    </button>
  );
}

function OfficersTable({ officers, user }: { officers: LoanOfficer[]; user: SessionUser }) {
  const [query, setQuery] = useState('');
  const [direction, setDirection] = useState<SortDirection>('ascending');
  const shown = sortOfficersByName(searchOfficers(officers, query), direction);
  const total = officers.length;
  const noun = total === 1 ? 'loan officer' : 'loan officers';

  return (
    <div className="space-y-4">
      <div role="search" aria-label="Loan officers" className="max-w-md">
        <TextField
          label="Search loan officers"
          type="search"
          hint="By name, username or email."
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <p role="status" className="text-sm text-slate-700">
        {query.trim() ? `Showing ${shown.length} of ${total} ${noun}` : `${total} ${noun}`}
      </p>

      {shown.length === 0 ? (
        <EmptyState
          title={`No loan officers match “${query.trim()}”`}
          action={
            <Button variant="secondary" onClick={() => setQuery('')}>
              Clear search
            </Button>
          }
        >
          <p>Search looks at names, usernames and email addresses.</p>
        </EmptyState>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
          <table className="min-w-full divide-y divide-slate-200">
            <caption className="sr-only">Loan officers, sorted by name {direction}</caption>
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" aria-sort={direction} className={th}>
                  <SortButton
                    label="Name"
                    direction={direction}
                    onClick={() => setDirection((d) => (d === 'ascending' ? 'descending' : 'ascending'))}
                  />
                </th>
                <th scope="col" className={th}>
                  Username
                </th>
                <th scope="col" className={th}>
                  Email
                </th>
                <th scope="col" className={th}>
                  Phone
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {shown.map((officer) => {
                const isYou = isSignedInUser(officer, user);
                return (
                  <tr key={officer.token} className={isYou ? 'bg-brand-50' : undefined}>
                    <th scope="row" className={`${td} text-left font-medium text-slate-900`}>
                      <span className="flex flex-wrap items-center gap-2">
                        {officer.name || officer.username} {isYou ? <Badge tone="brand">You</Badge> : null}
                      </span>
                    </th>
                    <td className={`${td} font-mono`}>{officer.username}</td>
                    <td className={td}>
                      <EmailCell email={officer.email} />
                    </td>
                    <td className={td}>
                      <PhoneCell phone={officer.phone} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

export function LoanOfficersPage() {
  const { user } = useRequiredSession();
  const officers = useLoanOfficers();
  return (
    <>
      <PageHeader
        title="Loan officers"
        description="Your company's loan officers as the valuation service lists them."
      />
      {officers.isPending ? (
        <LoadingState label="Loading loan officers…" />
      ) : officers.isError ? (
        <ErrorState
          error={officers.error}
          title="Loan officers could not be loaded"
          onRetry={() => void officers.refetch()}
        />
      ) : officers.data.length === 0 ? (
        <EmptyState title="No loan officers yet">
          <p>The service lists no loan officers for this company.</p>
        </EmptyState>
      ) : (
        <OfficersTable officers={officers.data} user={user} />
      )}
    </>
  );
}
