/**
 * /payment-methods: the company's payment sources (4.7), grouped by processor (the key under
 * `paymentSources`, whatever it is called), then bank accounts (ACH) and cards. What needs attention
 * (an expired card, one expiring soon, a bank account still being verified) is listed first.
 */
import { ServiceText } from '../../components/ui/service-text';
import { useState, type ReactNode } from 'react';
import type { AchSource, CardSource, ProcessorPaymentSources } from '../../api/schemas/payment-sources';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { DataTable } from '../../components/ui/data-table';
import type { TableColumn } from '../../components/ui/table';
import { PageHeader } from '../../components/ui/page-header';
import { Section } from '../../components/ui/section';
import { SkippedNote } from '../../components/ui/skipped-note';
import { QueryState } from '../../components/ui/query-state';
import { EmptyState } from '../../components/ui/states';
import { Unreadable } from '../../components/ui/unreadable';
import { usePaymentSources } from '../../queries/company';
import {
  cardExpiry,
  cardName,
  EXPIRES_SOON_DAYS,
  expiryMonthName,
  formatExpiry,
  processorName,
  verificationBadge,
} from './payment-status';

const PENDING_EXPLANATION =
  'Pending verification means the payment processor has not yet confirmed this bank account. It may not be usable for payments until the processor confirms it.';

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

function MaskedNumber({ last4 }: { last4: string | null }) {
  if (last4 === null) return <Unreadable />;
  if (!last4) return <span className="text-slate-700">Not given</span>;
  return (
    <span className="font-mono whitespace-nowrap">
      <span aria-hidden="true">•••• </span>
      <span className="sr-only">Ending in </span>
      {last4}
    </span>
  );
}

function DefaultMark({ isDefault }: { isDefault: boolean | null }) {
  if (isDefault === null) return <Badge tone="warning">Default: Unreadable</Badge>;
  return isDefault ? <Badge tone="brand">Default</Badge> : null;
}

/** A text field of a source: as sent, "Not given" when empty, "Unreadable" when unreadable. */
function TextValue({ value }: { value: string | null }) {
  if (value === null) return <Unreadable />;
  return value ? <ServiceText text={value} /> : <span className="text-slate-700">Not given</span>;
}

function isPending(account: AchSource): boolean {
  return (account.verificationStatus ?? '').trim().toLowerCase() === 'pending';
}

const achColumns: TableColumn<AchSource>[] = [
  {
    key: 'account',
    label: 'Account',
    rowHeader: true,
    cell: (account) => (
      <span className="flex flex-wrap items-center gap-2">
        <ServiceText text={account.sourceName || 'Bank account'} />{' '}
        <DefaultMark isDefault={account.isDefault} />
      </span>
    ),
  },
  {
    key: 'holder',
    label: 'Account holder',
    cell: (account) => <TextValue value={account.accountHolderName} />,
  },
  { key: 'number', label: 'Account number', cell: (account) => <MaskedNumber last4={account.last4} /> },
  {
    key: 'routing',
    label: 'Routing number',
    // Nine digits read as one: never broken across lines (printed, the column was narrow enough to).
    cellClassName: () => 'font-mono whitespace-nowrap',
    cell: (account) => <TextValue value={account.routingNumber} />,
  },
  {
    key: 'currency',
    label: 'Currency',
    cell: (account) => <TextValue value={account.currency?.toUpperCase() ?? null} />,
  },
  {
    key: 'verification',
    label: 'Verification',
    cell: (account) => {
      const badge = verificationBadge(account.verificationStatus);
      return (
        // On one line in the desk's table; in a phone's card it may wrap rather than cross the card's edge.
        <Badge tone={badge.tone} className="sm:whitespace-nowrap">
          {badge.label}
        </Badge>
      );
    },
  },
];

function AchTable({ processor, accounts }: { processor: string; accounts: AchSource[] }) {
  const anyPending = accounts.some(isPending);
  return (
    <div>
      <h3 className="mb-2 text-base font-semibold text-slate-900">Bank accounts (ACH)</h3>
      {accounts.length === 0 ? (
        <p className="text-sm text-slate-700">No bank accounts with {processor}.</p>
      ) : (
        <>
          <DataTable
            caption={`${processor} bank accounts (ACH)`}
            columns={achColumns}
            rows={accounts}
            rowKey={(account) => account.id}
          />
          {anyPending ? <p className="mt-2 text-sm text-slate-700">{PENDING_EXPLANATION}</p> : null}
        </>
      )}
    </div>
  );
}

function ExpiryBadge({ card, today }: { card: CardSource; today: Date }) {
  const status = cardExpiry(card.expMonth, card.expYear, today);
  if (status === 'expired') return <Badge tone="danger">Expired</Badge>;
  if (status === 'expires-soon') return <Badge tone="warning">Expires soon</Badge>;
  return null;
}

function cardColumns(today: Date): TableColumn<CardSource>[] {
  return [
    {
      key: 'card',
      label: 'Card',
      rowHeader: true,
      cell: (card) => (
        <span className="flex flex-wrap items-center gap-2">
          <ServiceText text={cardName(card.sourceName, card.brand)} />{' '}
          <DefaultMark isDefault={card.isDefault} />
        </span>
      ),
    },
    { key: 'number', label: 'Card number', cell: (card) => <MaskedNumber last4={card.last4} /> },
    {
      key: 'expires',
      label: 'Expires',
      cell: (card) => (
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-mono">{formatExpiry(card.expMonth, card.expYear)}</span>
          <ExpiryBadge card={card} today={today} />
        </span>
      ),
    },
  ];
}

function CardTable({ processor, cards, today }: { processor: string; cards: CardSource[]; today: Date }) {
  return (
    <div>
      <h3 className="mb-2 text-base font-semibold text-slate-900">Cards</h3>
      {cards.length === 0 ? (
        <p className="text-sm text-slate-700">No cards with {processor}.</p>
      ) : (
        <>
          <DataTable
            caption={`${processor} cards`}
            columns={cardColumns(today)}
            rows={cards}
            rowKey={(card) => card.id}
          />
          <p className="mt-2 text-sm text-slate-700">
            A card is good through the end of its expiry month. Cards that expire within {EXPIRES_SOON_DAYS}{' '}
            days are marked Expires soon.
          </p>
        </>
      )}
    </div>
  );
}

/** "Visa ending in 4242", or just "Visa" when the service sent no (readable) last four digits. */
function endingIn(name: string, last4: string | null): ReactNode {
  return (
    <>
      <ServiceText text={name} />
      {last4?.trim() ? ` ending in ${last4.trim()}` : null}
    </>
  );
}

/** One line per source that needs someone to act, keyed by the source (two alike must not collide). */
function attentionItems(groups: ProcessorPaymentSources[], today: Date): { key: string; text: ReactNode }[] {
  const items: { key: string; text: ReactNode }[] = [];
  for (const group of groups) {
    for (const card of group.cards) {
      const name = endingIn(cardName(card.sourceName, card.brand), card.last4);
      const status = cardExpiry(card.expMonth, card.expYear, today);
      const month = expiryMonthName(card.expMonth, card.expYear);
      const key = `${group.processor}:card:${card.id}`;
      const when = `${status === 'expired' ? 'expired' : 'expires'} at the end of ${month}.`;
      if (status === 'expired' || status === 'expires-soon')
        items.push({
          key,
          text: (
            <>
              {name} {when}
            </>
          ),
        });
    }
    for (const account of group.ach) {
      if (isPending(account)) {
        items.push({
          key: `${group.processor}:ach:${account.id}`,
          text: <>{endingIn(account.sourceName || 'Bank account', account.last4)} is pending verification.</>,
        });
      }
    }
  }
  return items;
}

function PaymentSources({ groups, skipped }: { groups: ProcessorPaymentSources[]; skipped: number }) {
  // Today is read once per visit: badges do not flip while the page is open.
  const [today] = useState(() => new Date());
  const achCount = groups.reduce((n, g) => n + g.ach.length, 0);
  const cardCount = groups.reduce((n, g) => n + g.cards.length, 0);

  if (achCount + cardCount === 0 && skipped === 0) {
    return (
      <EmptyState title="No payment methods yet">
        <p>The service has no bank accounts or cards on file for this company.</p>
      </EmptyState>
    );
  }

  const attention = attentionItems(groups, today);
  const shown = groups.filter((g) => g.ach.length + g.cards.length > 0);
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-700">
        {plural(achCount, 'bank account', 'bank accounts')} and {plural(cardCount, 'card', 'cards')}
        {shown.length > 1 ? ` with ${plural(shown.length, 'payment processor', 'payment processors')}` : ''}.
      </p>
      <SkippedNote count={skipped} />
      {attention.length > 0 ? (
        <Alert tone="warning" role="none" title="Needs attention">
          <ul aria-label="Needs attention" className="list-disc pl-5">
            {attention.map((item) => (
              <li key={item.key}>{item.text}</li>
            ))}
          </ul>
          {/* What to do: the interface lists payment methods but has no call that changes them. */}
          <p className="mt-2">
            What to do: this portal can only list payment methods. Ask your account manager at the valuation
            service to replace a card that has expired or expires soon, or to finish verifying a bank account.
          </p>
        </Alert>
      ) : null}
      {shown.map((group) => {
        const name = processorName(group.processor);
        return (
          <Section key={group.processor} title={name} description="Payment processor">
            <div className="space-y-8">
              <AchTable processor={name} accounts={group.ach} />
              <CardTable processor={name} cards={group.cards} today={today} />
            </div>
          </Section>
        );
      })}
    </div>
  );
}

export function PaymentMethodsPage() {
  const sources = usePaymentSources();
  return (
    <>
      <PageHeader
        title="Payment methods"
        description="The bank accounts and cards the valuation service holds for your company."
      />
      <QueryState
        query={sources}
        loadingLabel="Loading payment methods…"
        errorTitle="Payment methods could not be loaded"
      >
        {(data) => <PaymentSources groups={data.items} skipped={data.skipped} />}
      </QueryState>
    </>
  );
}
