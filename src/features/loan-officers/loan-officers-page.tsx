/**
 * /loan-officers: the company's loan officers (4.9) in a table with search (name, username, email),
 * sorting by any column, a count, contact links, and the signed-in user marked.
 */
import { ServiceText } from '../../components/ui/service-text';
import { EmailText } from '../../components/ui/email-text';
import { useState } from 'react';
import type { SessionUser } from '../../api/schemas/auth';
import type { LoanOfficer } from '../../api/schemas/loan-officers';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { DataTable } from '../../components/ui/data-table';
import type { TableColumn } from '../../components/ui/table';
import { TextField } from '../../components/ui/field';
import { PageHeader } from '../../components/ui/page-header';
import { SkippedNote } from '../../components/ui/skipped-note';
import { QueryState } from '../../components/ui/query-state';
import { EmptyState } from '../../components/ui/states';
import { Unreadable } from '../../components/ui/unreadable';
import { formatUsPhone } from '../../lib/format';
import { toggleSort, type SortState } from '../../lib/sort';
import { useLoanOfficers } from '../../queries/company';
import { useRequiredSession } from '../../session/use-session';
import { mailtoHref, searchOfficers, telHref, type OfficerSortKey } from './officer-list';

const link =
  'tap-target text-brand-700 underline decoration-brand-300 underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 rounded-sm';

function isSignedInUser(officer: LoanOfficer, user: SessionUser): boolean {
  return (
    (user.token !== '' && officer.token === user.token) ||
    (user.username !== '' && officer.username === user.username)
  );
}

function EmailCell({ email }: { email: string | null }) {
  if (email === null) return <Unreadable />;
  if (!email.trim()) return <span className="text-slate-700">Not given</span>;
  const href = mailtoHref(email);
  return href ? (
    <a href={href} className={link}>
      <EmailText email={email.trim()} />
    </a>
  ) : (
    <EmailText email={email} />
  );
}

function PhoneCell({ phone }: { phone: string | null }) {
  if (phone === null) return <Unreadable />;
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

/** The name shown: the officer's, else the username. */
const officerName = (officer: LoanOfficer) => officer.name || officer.username;

type OfficerColumn = TableColumn<LoanOfficer, OfficerSortKey>;

function OfficerName({ name }: { name: string | null }) {
  return name ? <ServiceText text={name} /> : <Unreadable />;
}

function officerColumns(user: SessionUser): OfficerColumn[] {
  return [
    {
      key: 'name',
      label: 'Name',
      sortValue: officerName,
      rowHeader: true,
      cell: (officer) => (
        <span className="flex flex-wrap items-center gap-2">
          <OfficerName name={officerName(officer)} />{' '}
          {isSignedInUser(officer, user) ? <Badge tone="brand">You</Badge> : null}
        </span>
      ),
    },
    {
      key: 'username',
      label: 'Username',
      sortValue: (officer) => officer.username,
      cell: (officer) => officer.username ?? <Unreadable />,
      cellClassName: () => 'font-mono',
    },
    {
      key: 'email',
      label: 'Email',
      sortValue: (officer) => officer.email?.trim(),
      cell: (officer) => <EmailCell email={officer.email} />,
    },
    {
      key: 'phone',
      label: 'Phone',
      // By its digits, so that formats do not matter.
      sortValue: (officer) => officer.phone?.replace(/\D/g, ''),
      cell: (officer) => <PhoneCell phone={officer.phone} />,
    },
  ];
}

function OfficersTable({ officers, user }: { officers: LoanOfficer[]; user: SessionUser }) {
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<SortState<OfficerSortKey>>({ key: 'name', direction: 'ascending' });
  const shown = searchOfficers(officers, query);
  const total = officers.length;
  const noun = total === 1 ? 'loan officer' : 'loan officers';
  const columns = officerColumns(user);

  return (
    <div className="space-y-4">
      {/* Not printed: on paper the line below says what was searched. */}
      <div role="search" aria-label="Loan officers" className="max-w-md print:hidden">
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
        {query.trim() ? (
          <>
            {`Showing ${shown.length} of ${total} ${noun}`}
            <span className="hidden print:inline">{` matching “${query.trim()}”`}</span>
          </>
        ) : (
          `${total} ${noun}`
        )}
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
        <DataTable
          caption="Loan officers"
          columns={columns}
          rows={shown}
          rowKey={(officer) => officer.token}
          sort={sort}
          onSort={(key) => setSort((current) => toggleSort(current, key))}
          rowClassName={(officer) => (isSignedInUser(officer, user) ? 'bg-brand-50' : undefined)}
        />
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
      <QueryState
        query={officers}
        loadingLabel="Loading loan officers…"
        errorTitle="Loan officers could not be loaded"
        isEmpty={(data) => data.items.length === 0 && data.skipped === 0}
        empty={
          <EmptyState title="No loan officers yet">
            <p>The service lists no loan officers for this company.</p>
          </EmptyState>
        }
      >
        {(data) => (
          <div className="space-y-4">
            <SkippedNote count={data.skipped} />
            {data.items.length > 0 ? <OfficersTable officers={data.items} user={user} /> : null}
          </div>
        )}
      </QueryState>
    </>
  );
}
