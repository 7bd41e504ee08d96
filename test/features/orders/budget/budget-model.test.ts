import { describe, expect, it } from 'vitest';
import { budgetLineItemSchema } from '../../../../src/api/schemas/order-response';
import { budgetCsvRows } from '../../../../src/features/orders/budget/budget-csv';
import {
  buildBudgetView,
  isUnreadable,
  prepareBudget,
  sumRows,
  unreadableNote,
} from '../../../../src/features/orders/budget/budget-model';
import { budgetLine } from '../../../../src/mocks/data/orders/wire-format';

function lines() {
  const roof = budgetLine('Roof', 'Exterior', null, { hr: 9800 });
  const paint = budgetLine('Paint', 'Exterior', null, { dm: 4200 });
  const cabinets = budgetLine('Cabinets', 'Kitchen', null, { up: 5900.5 });
  // The service sent two amounts the portal cannot read.
  paint.total_cost = 'TBD';
  cabinets.cost_allocation.upgrades = '$5,9OO.50';
  // And one line without an allocation at all: nothing to read, nothing unreadable.
  const permits = { ...budgetLine('Permits', 'Soft Costs', null, { soft: 1450 }), cost_allocation: null };
  return [roof, paint, cabinets, permits].map((line) => budgetLineItemSchema.parse(line));
}

const query = { category: null, search: '', sort: null, grouped: true };

describe('budget model: amounts that cannot be read', () => {
  it('keeps them as sent, marks them unreadable and counts them per line', () => {
    const rows = prepareBudget(lines());
    expect(rows.map((r) => r.unreadableCount)).toEqual([0, 1, 1, 0]);
    expect(rows[1]!.texts.total).toBe('TBD');
    expect(rows[1]!.cents.total).toBeNull();
    expect(isUnreadable(rows[1]!, 'total')).toBe(true);
    expect(isUnreadable(rows[2]!, 'upgrades')).toBe(true);
    expect(isUnreadable(rows[2]!, 'total')).toBe(false);
    // Not sent is not unreadable.
    expect(isUnreadable(rows[3]!, 'softCost')).toBe(false);
  });

  it('leaves them out of the subtotals and totals, never as $0, and says how many', () => {
    const view = buildBudgetView(prepareBudget(lines()), query);
    expect(view.unreadableCount).toBe(2);
    expect(view.groups.map((g) => [g.category, g.unreadableCount, g.subtotal.total])).toEqual([
      ['Exterior', 1, 980_000],
      ['Kitchen', 1, 590_050],
      ['Soft Costs', 0, 145_000],
    ]);
    expect(view.total).toEqual({
      heavyRepair: 980_000,
      deferredMaintenance: 420_000,
      upgrades: 0,
      reconfiguration: 0,
      softCost: 0,
      total: 1_715_050,
    });
    expect(unreadableNote(view.unreadableCount)).toBe(
      '2 amounts could not be read and are left out of the totals.',
    );
    expect(unreadableNote(1)).toBe('1 amount could not be read and is left out of the totals.');
    expect(unreadableNote(0)).toBeNull();
  });

  it('counts only the shown rows when filtered, and leaves unreadable cells empty in the CSV', () => {
    const rows = prepareBudget(lines());
    const kitchen = buildBudgetView(rows, { ...query, category: 'Kitchen' });
    expect(kitchen.unreadableCount).toBe(1);
    const flat = buildBudgetView(rows, { ...query, grouped: false, search: 'paint' });
    expect(flat.unreadableCount).toBe(1);
    expect(flat.groups[0]!.unreadableCount).toBe(1);
    expect(budgetCsvRows(flat, false, true).slice(1)).toEqual([
      ['Paint', 'Exterior', '', 0, 4200, 0, 0, 0, null],
      ['Total of 1 shown item', '', '', 0, 4200, 0, 0, 0, 0],
    ]);
    expect(sumRows(rows).upgrades).toBe(0);
  });
});
