/**
 * /orders: open an order's result by either token or both (or a pasted portal link), reopen the orders
 * this browser opened recently and, in demo mode, open one of the demo orders.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { demoOrders } from '../../../api/demo-orders';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Section } from '../../../components/ui/section';
import { EmptyState } from '../../../components/ui/states';
import type { CompareItem } from '../../../lib/compare-link';
import { paths } from '../../../lib/paths';
import { OpenOrderForm } from './open-order-form';
import { CompareChoice } from '../compare/compare-choice';
import { compareItemsOf, compareKey, RecentOrderItem } from '../compare/recent-order-item';
import { useRecentOrders, type RecentOrder } from './recent-orders';

function RememberOnDevice({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (remember: boolean) => void;
}) {
  const hintId = useId();
  return (
    <div className="mt-4 border-t border-slate-200 pt-4">
      <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          className="size-4 accent-brand-700"
          checked={checked}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.checked)}
        />
        Remember recent orders on this device
      </label>
      <p id={hintId} className="mt-1 ml-6 text-xs text-slate-700">
        Keeps this list after you sign out. Leave it off on a shared computer: signing out then removes it.
      </p>
    </div>
  );
}

function RecentOrders() {
  const { orders, forget, clear, rememberOnDevice, setRememberOnDevice } = useRecentOrders();
  const [cleared, setCleared] = useState(false);
  // Results chosen to compare, by compareKey; those of a removed order simply stop counting.
  const [chosenKeys, setChosenKeys] = useState<ReadonlySet<string>>(() => new Set());
  const choices = orders.flatMap(compareItemsOf).filter(({ item }) => chosenKeys.has(compareKey(item)));
  const choose = (item: CompareItem, checked: boolean) =>
    setChosenKeys((keys) => {
      const next = new Set(keys);
      if (checked) next.add(compareKey(item));
      else next.delete(compareKey(item));
      return next;
    });
  const listRef = useRef<HTMLUListElement>(null);
  const clearedRef = useRef<HTMLDivElement>(null);
  // Where the keyboard focus goes once a Remove or Clear button it was on has gone away.
  const focusAfterRemoval = useRef<{ index: number } | 'cleared' | null>(null);

  useEffect(() => {
    const target = focusAfterRemoval.current;
    if (target === null) return;
    focusAfterRemoval.current = null;
    if (target === 'cleared' || orders.length === 0) {
      clearedRef.current?.focus();
      return;
    }
    const links = listRef.current?.querySelectorAll('a');
    links?.[Math.min(target.index, links.length - 1)]?.focus();
  }, [orders]);

  const forgetAt = (order: RecentOrder, index: number) => {
    focusAfterRemoval.current = { index };
    if (orders.length === 1) setCleared(true);
    forget(order.intakeToken, order.orderToken);
  };
  return (
    <Section
      title="Recently opened"
      description="Orders opened in this browser, newest first."
      actions={
        orders.length > 0 ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              focusAfterRemoval.current = 'cleared';
              clear();
              setCleared(true);
            }}
          >
            Clear recent orders
          </Button>
        ) : null
      }
    >
      {orders.length === 0 ? (
        <>
          {cleared ? (
            <div ref={clearedRef} tabIndex={-1} className="mb-4 focus:outline-none">
              <Alert tone="success">Recent orders cleared.</Alert>
            </div>
          ) : null}
          <EmptyState title="No orders opened yet">
            Orders you open appear here, to reopen in one click.
          </EmptyState>
        </>
      ) : (
        <ul ref={listRef} aria-label="Recently opened orders" className="divide-y divide-slate-200">
          {orders.map((order, index) => (
            <RecentOrderItem
              key={`${order.intakeToken}/${order.orderToken}`}
              order={order}
              onForget={() => forgetAt(order, index)}
              chosen={chosenKeys}
              onChoose={choose}
            />
          ))}
        </ul>
      )}
      {orders.length > 0 ? <CompareChoice chosen={choices.map(({ item }) => item)} /> : null}
      <RememberOnDevice checked={rememberOnDevice} onChange={setRememberOnDevice} />
    </Section>
  );
}

const linkClasses =
  'font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

function DemoOrders() {
  if (demoOrders.length === 0) return null;
  return (
    <Section
      title="Demo orders"
      description="Demo mode: these orders are in the built-in mock service. Open one to see what a result looks like."
    >
      <ul aria-label="Demo orders" className="divide-y divide-slate-200">
        {demoOrders.map((order) => (
          <li key={`${order.intakeToken}/${order.orderToken}`} className="py-3">
            <Link
              to={paths.orderResult(order.intakeToken, order.orderToken)}
              className={`tap-target ${linkClasses}`}
            >
              {order.title}
            </Link>
            <p className="mt-0.5 text-sm text-slate-700">
              {order.description}{' '}
              <span className="font-mono text-xs">
                {order.intakeToken} / {order.orderToken}
              </span>
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function OrdersPage() {
  return (
    <>
      <PageHeader
        title="Orders"
        description="Open an order’s result with its intake token, its order token or both, then read the valuation, the renovation strategies and the budget."
        actions={
          <Link to={paths.orderPortfolio()} className={buttonClasses('secondary')}>
            Review many results
          </Link>
        }
      />
      <div className="space-y-6">
        <Section title="Open an order" description="Either token alone is enough.">
          <OpenOrderForm />
        </Section>
        <DemoOrders />
        <RecentOrders />
      </div>
    </>
  );
}
