/**
 * Pasting rows on /pricing/batch: a large paste (more than 50 lines) is kept out of the box and shown
 * as "N rows pasted", with "Edit as text" and "Clear"; a small paste and typing go into the box; a file
 * replaces a paste and a paste replaces a file; the rows pasted are the rows priced.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openBatchWithChoices } from '../batch-helpers';

const HEADER = 'Reference,State,ZIP code,Property type';

/** `count` distinct Texas homes, LN-1 at ZIP 75001 and so on, under the header row. */
function rows(count: number, header = true): string {
  const lines = Array.from({ length: count }, (_, i) => `LN-${i + 1},TX,${75001 + i},sfr`);
  return (header ? [HEADER, ...lines] : lines).join('\n');
}

async function openBatch() {
  const view = await openBatchWithChoices();
  const box = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Paste rows' });
  return { ...view, box };
}

const NOTE = 'Too many to show in the box; paste again to replace them.';

/** What the status above the box says of a large paste kept aside, or null when there is none. */
function pastedNote(): string | null {
  const count = screen.queryByText(/^[\d,]+ rows? pasted\.$/);
  return count?.closest('[role="status"]')?.textContent ?? null;
}

describe('pasting rows', () => {
  it('keeps a large paste out of the box, says so, and prices those rows, a refusal in the portal’s words', async () => {
    const { user, box } = await openBatch();
    await user.click(box);
    await user.paste(`${rows(59)}\nLN-60,TX,00012,sfr`);

    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(pastedNote()).toBe(`60 rows pasted. ${NOTE}`);
    expect(await screen.findByText('60 rows read: 60 rows ready to price.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Price 60 properties' }));
    expect(
      await screen.findByText(
        (_, element) => element?.tagName === 'P' && element.textContent === '59 of 60 priced, 1 refused',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    await screen.findByRole('rowheader', { name: 'LN-60' });
    const refused = screen
      .getAllByRole('row')
      .filter((row) => within(row).queryByRole('rowheader', { name: 'LN-60' }));
    expect(refused).toHaveLength(1);
    expect(refused[0]).toHaveTextContent(
      'The service does not cover this ZIP code yet. Check the ZIP code. If it is right, this property cannot be priced here yet: remove the row, or ask your account manager.',
    );
    // The service's words are kept, under a disclosure of their own.
    expect(within(refused[0]!).getByText('We do not serve postal code 00012 yet.')).not.toBeVisible();
  });

  it('puts a small paste into the box, as typed text', async () => {
    const { user, box } = await openBatch();
    await user.click(box);
    await user.paste(rows(2));

    expect(box).toHaveValue(rows(2));
    expect(pastedNote()).toBeNull();
    expect(await screen.findByText('2 rows read: 2 rows ready to price.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Price 2 properties' })).toBeInTheDocument();
  });

  it('takes a large paste with what was already typed in the box, as the box would have held them', async () => {
    const { user, box } = await openBatch();
    await user.type(box, `${HEADER}{Enter}`);
    await user.paste(rows(60, false));

    expect(box).toHaveValue('');
    expect(pastedNote()).toBe(`60 rows pasted. ${NOTE}`);
    expect(await screen.findByRole('button', { name: 'Price 60 properties' })).toBeInTheDocument();
  });

  it('"Clear" forgets a large paste and returns to the empty box; typing replaces it', async () => {
    const { user, box } = await openBatch();
    await user.click(box);
    await user.paste(rows(80));
    expect(await screen.findByRole('button', { name: 'Price 80 properties' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(box).toHaveFocus();
    expect(box).toHaveValue('');
    expect(pastedNote()).toBeNull();
    expect(screen.queryByText('80 rows read: 80 rows ready to price.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Price the properties' })).toBeInTheDocument();

    await user.paste(rows(80));
    expect(await screen.findByRole('button', { name: 'Price 80 properties' })).toBeInTheDocument();
    await user.type(box, 'x');
    expect(box).toHaveValue('x');
    expect(pastedNote()).toBeNull();
  });

  it('"Edit as text" puts a large paste into the box, and the keyboard reaches both buttons', async () => {
    const { user, box } = await openBatch();
    await user.click(box);
    await user.paste(rows(55));
    await screen.findByRole('button', { name: 'Price 55 properties' });

    // The buttons come before the box: Shift+Tab from the box reaches "Clear", then "Edit as text".
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Clear' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Edit as text' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(box).toHaveValue(rows(55));
    expect(box).toHaveFocus();
    expect(pastedNote()).toBeNull();
    expect(screen.getByRole('button', { name: 'Price 55 properties' })).toBeInTheDocument();
  });

  it('a file replaces a large paste, and a large paste replaces a file', async () => {
    const { user, box } = await openBatch();
    const file = screen.getByLabelText<HTMLInputElement>('Spreadsheet (CSV)');
    await user.click(box);
    await user.paste(rows(70));
    await screen.findByRole('button', { name: 'Price 70 properties' });

    await user.upload(file, new File([rows(3)], 'loans.csv', { type: 'text/csv' }));
    expect(await screen.findByText('3 rows read in loans.csv: 3 rows ready to price.')).toBeInTheDocument();
    expect(pastedNote()).toBeNull();
    expect(screen.getByRole('button', { name: 'Price 3 properties' })).toBeInTheDocument();

    await user.click(box);
    await user.paste(rows(90));
    expect(await screen.findByText('90 rows read: 90 rows ready to price.')).toBeInTheDocument();
    expect(file.value).toBe('');
    expect(pastedNote()).toBe(`90 rows pasted. ${NOTE}`);
    expect(screen.getByRole('button', { name: 'Price 90 properties' })).toBeInTheDocument();
  });

  it('refuses a large paste of more rows than can be priced, in the same words as before', async () => {
    const { user, box } = await openBatch();
    await user.click(box);
    await user.paste(rows(1_001));

    expect(pastedNote()).toBe(`1,001 rows pasted. ${NOTE}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'These rows cannot be pricedThere are 1,001 rows; up to 1,000 can be priced at once. Split them into batches of 1,000 or fewer. Nothing was sent.',
    );
    await user.click(screen.getByRole('button', { name: 'Price the properties' }));
    expect(screen.queryByRole('button', { name: 'Starting…' })).not.toBeInTheDocument();
  });
});
