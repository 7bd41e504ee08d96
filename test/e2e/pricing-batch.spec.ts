/**
 * Price many properties (/pricing/batch): rows pasted or from a file, checked before sending, priced
 * a few at a time with retries, cancel and "Price the rest", a session that ends halfway, a reload, the
 * limits and the export; phones and long batches are in pricing-batch-views.spec.ts. Pricing requests
 * are counted in the page (a wrapper around fetch), so the tests see how many were sent and how many
 * were in flight at once.
 */
import { readFile } from 'node:fs/promises';
import { DEMO_CREDENTIALS } from '../../src/lib/demo-credentials';
import {
  calls,
  choose,
  countPricingCalls,
  distinctRows,
  openBatch,
  progress,
  rowOf,
  setLatency,
  table,
} from './batch-helpers';
import { expect, signIn, startSignedIn, test } from './fixtures';
import { queueMockFaults, refusalEnvelope } from './mock-state';

test.beforeEach(async ({ page }) => countPricingCalls(page));

test('pasted rows: checked, bad rows listed, identical rows priced once, exported, saved and reopened', async ({
  page,
  axe,
}) => {
  test.slow();
  await startSignedIn(page);
  await page.getByRole('link', { name: 'Price many properties' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Price many properties' })).toBeVisible();
  await axe.expectNoViolations('batch: empty');

  await page.getByRole('button', { name: 'Price the properties' }).click();
  await expect(page.getByText('Choose a report type.')).toBeVisible();
  await expect(page.getByText('Paste rows or choose a spreadsheet (CSV) file.')).toBeVisible();

  await choose(page);
  const pasted = [
    'Loan_Number\tstate\tZIP\ttype\tLoan amount',
    'L-1\tTX\t75201\tsfr\t250000',
    'L-2\tCA\t94103\tCondominium\t310000',
    'L-3\ttx\t75201\tSingle-family home\t120000',
    'L-4\tZZ\t75201\tsfr\t90000',
    '',
    'L-5\tNY\t2134\tsfr\t80000',
    'L-6\tNY\t10001\tcastle\t70000',
    'L-7\tNY\t10001-1234\ttownhouse\t60000',
  ].join('\r\n');
  await page.getByLabel('Paste rows').fill(pasted);
  await expect(
    page.getByText(
      '7 rows read: 4 rows ready to price, 3 rows with problems (not sent). Columns not read: Loan amount.',
    ),
  ).toBeVisible();
  const problems = page.getByRole('table', { name: 'Rows that cannot be priced' });
  await expect(problems.getByRole('row')).toHaveText([
    /Row\s*Reference\s*What is wrong/,
    /5\s*L-4\s*State “ZZ” is not a US state code\./,
    /7\s*L-5\s*ZIP code “2134” has 4 digits: the spreadsheet may have dropped leading zeros\./,
    /8\s*L-6\s*Property type “castle” is not one the service prices\./,
  ]);
  await axe.expectNoViolations('batch: checked rows');
  expect((await calls(page)).sent).toBe(0);

  await page.getByRole('button', { name: 'Price 4 properties' }).click();
  await expect(page.getByText('All 4 priced')).toBeVisible();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '4');
  // The bar moves at once: a transition started on every update restyled it on the main thread each frame.
  const durations = progress(page)
    .locator('div')
    .evaluateAll((bars) => bars.map((bar) => getComputedStyle(bar).transitionDuration));
  expect(await durations).toEqual(['0s', '0s']);
  // L-1 and L-3 are the same home (state, ZIP, type): one request for both.
  expect((await calls(page)).sent).toBe(3);
  await expect(rowOf(page, 'L-1')).toContainText('$489.99');
  await expect(rowOf(page, 'L-2')).toContainText('$514.99');
  await expect(rowOf(page, 'L-3')).toContainText('$489.99');
  await expect(rowOf(page, 'L-7')).toContainText('$534.99');
  await expect(rowOf(page, 'L-7')).toContainText('Townhouse');
  await expect(page.getByText('Total of priced rows$2,029.96')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Rows that cannot be priced' })).toBeVisible();

  // Sorted by total, highest first.
  await table(page).getByRole('button', { name: 'Total' }).click();
  await table(page).getByRole('button', { name: 'Total' }).click();
  await expect(table(page).getByRole('rowheader')).toHaveText(['L-7', 'L-2', 'L-1', 'L-3']);
  await axe.expectNoViolations('batch: priced');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.split('\r\n')).toEqual([
    'Row,Reference,State,ZIP code,Property type,Report type,Turnaround,Inspection,Total,Due date',
    '2,L-1,TX,75201,Single-family home,Renovation Analysis,Standard,Interior with Exterior,489.99,2026-11-30',
    '3,L-2,CA,94103,Condominium,Renovation Analysis,Standard,Interior with Exterior,514.99,2026-11-30',
    '4,L-3,TX,75201,Single-family home,Renovation Analysis,Standard,Interior with Exterior,489.99,2026-11-30',
    '9,L-7,NY,10001,Townhouse,Renovation Analysis,Standard,Interior with Exterior,534.99,2026-11-30',
    '',
  ]);

  await page.getByRole('button', { name: 'Save quote' }).click();
  const saved = page.getByText(/^Saved as quote Q-[A-Z2-9]{6}, with every priced row\./);
  await expect(saved).toBeVisible();
  const reference = /Q-[A-Z2-9]{6}/.exec((await saved.textContent()) ?? '')?.[0] ?? '';
  await expect(page).toHaveURL(new RegExp(`quote=${reference}$`));

  await page.getByRole('button', { name: 'Start a new batch' }).click();
  await expect(page.getByLabel('Paste rows')).toBeVisible();
  await page.getByRole('link', { name: `Quote ${reference}` }).click();
  await expect(table(page).getByRole('rowheader')).toHaveText(['L-1', 'L-2', 'L-3', 'L-7']);
  await expect(page.getByText('Total of priced rows$2,029.96')).toBeVisible();
  // Reopened as saved: nothing is priced again.
  expect((await calls(page)).sent).toBe(3);
});

test('a file: BOM, CRLF, quoted fields and blank lines are read; a file not text, over 1 MB or over 1,000 rows is refused', async ({
  page,
}) => {
  await startSignedIn(page);
  await openBatch(page);
  await choose(page);
  const file = page.getByLabel('Spreadsheet (CSV)');
  const csv =
    '\uFEFFReference,State,Zip Code,Property Type\r\n"Smith, ""Jr."" loan\r\nline two",TX,75201,sfr\r\n\r\nB-2,CA,94103,condo\r\n';
  await file.setInputFiles({ name: 'loans.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByText('2 rows read in loans.csv: 2 rows ready to price.')).toBeVisible();

  await file.setInputFiles({
    name: 'loans.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0xff, 0xfe, 0x00, 0x00]),
  });
  await expect(page.getByRole('alert')).toContainText(
    'This file is not text. Save the spreadsheet as CSV (comma-separated values) and choose that file. Nothing was sent.',
  );

  await file.setInputFiles({ name: 'big.csv', mimeType: 'text/csv', buffer: Buffer.alloc(1_200_000, 'a') });
  await expect(page.getByRole('alert')).toContainText('The file is 1.2 MB; up to 1 MB can be read.');

  await file.setInputFiles({
    name: 'many.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(distinctRows(1_001)),
  });
  await expect(page.getByRole('alert')).toContainText(
    'There are 1,001 rows; up to 1,000 can be priced at once. Split them into batches of 1,000 or fewer.',
  );
  await page.getByRole('button', { name: 'Price the properties' }).click();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  expect((await calls(page)).sent).toBe(0);
});

test('never more than 4 requests in flight', async ({ page }) => {
  await startSignedIn(page);
  await setLatency(page, 300);
  await openBatch(page);
  await choose(page);
  await page.getByLabel('Paste rows').fill(distinctRows(12));
  await page.getByRole('button', { name: 'Price 12 properties' }).click();
  await expect(page.getByText('All 12 priced')).toBeVisible({ timeout: 15_000 });
  const counted = await calls(page);
  expect(counted.sent).toBe(12);
  expect(counted.max).toBe(4);
});

test('transient failures are retried twice, then the row fails until "Try again"', async ({ page }) => {
  await startSignedIn(page);
  await queueMockFaults(page, 'pricing', [
    { status: 429, json: refusalEnvelope('Too many requests') },
    { status: 503, text: '<html>Service unavailable</html>' },
    { status: 429, json: refusalEnvelope('Too many requests'), headers: { 'Retry-After': '1' } },
  ]);
  await openBatch(page);
  await choose(page);
  await page.getByLabel('Paste rows').fill(distinctRows(1));
  await page.getByRole('button', { name: 'Price 1 property' }).click();
  await expect(page.getByText('The property could not be priced')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('The service did not answer for some rows: try again for them.')).toBeVisible();
  // Nothing priced: nothing to download, print or save, and no bar that reads as done.
  await expect(page.getByRole('button', { name: 'Save quote' })).toHaveCount(0);
  await expect(progress(page)).toHaveCount(0);
  await expect(rowOf(page, 'LN-1')).toContainText('FailedToo many requests');
  expect((await calls(page)).sent).toBe(3);

  await page.getByRole('button', { name: 'Try again for 1 failed row' }).click();
  await expect(page.getByText('The property is priced')).toBeVisible();
  await expect(rowOf(page, 'LN-1')).toContainText('$489.99');
  expect((await calls(page)).sent).toBe(4);
});

test('cancel stops sending at once; "Price the rest" prices the others, none twice', async ({ page }) => {
  // Two sign-ins or a batch of 40 at 600 ms: on a shared machine it needs more than 30 s.
  test.slow();
  await startSignedIn(page);
  await setLatency(page, 600);
  await openBatch(page);
  await choose(page);
  await page.getByLabel('Paste rows').fill(distinctRows(40));
  await page.getByRole('button', { name: 'Price 40 properties' }).click();
  await expect(page.getByText(/^[1-9]\d* of 40 priced/)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  const canceled = page.getByText(/^Canceled: \d+ properties not priced yet\.$/);
  await expect(canceled).toBeVisible();
  const left = Number(/(\d+) properties/.exec((await canceled.textContent()) ?? '')?.[1]);
  expect(left).toBeGreaterThan(0);
  expect((await calls(page)).sent).toBe(40 - left);
  await expect(page.getByText(`${40 - left} of 40 priced`)).toBeVisible();

  await page.getByRole('button', { name: 'Price the rest' }).click();
  await expect(page.getByText('All 40 priced')).toBeVisible({ timeout: 20_000 });
  expect((await calls(page)).sent).toBe(40);
});

test('a session that ends mid-batch pauses it; after signing in again it carries on', async ({ page }) => {
  // Two sign-ins or a batch of 40 at 600 ms: on a shared machine it needs more than 30 s.
  test.slow();
  await startSignedIn(page);
  await setLatency(page, 200);
  await queueMockFaults(page, 'pricing', [
    { status: 401, json: refusalEnvelope('Unauthorized'), endsSession: true },
  ]);
  await openBatch(page);
  await choose(page);
  await page.getByLabel('Paste rows').fill(distinctRows(6));
  await page.getByRole('button', { name: 'Price 6 properties' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Username', { exact: true }).fill(DEMO_CREDENTIALS.username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_CREDENTIALS.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/pricing\/batch$/);
  await expect(page.getByText('All 6 priced')).toBeVisible({ timeout: 10_000 });
  await expect(table(page).getByRole('rowheader')).toHaveText([
    'LN-1',
    'LN-2',
    'LN-3',
    'LN-4',
    'LN-5',
    'LN-6',
  ]);
  await expect(page.getByText('Total of priced rows$2,939.94')).toBeVisible();
});

test('the batch survives a reload and is removed at sign-out', async ({ page }) => {
  // Two sign-ins or a batch of 40 at 600 ms: on a shared machine it needs more than 30 s.
  test.slow();
  await startSignedIn(page);
  // Slow enough that the batch is still pricing when the test looks (at 300 ms a request, 10 rows at 4 at
  // a time were all priced in under a second, and a loaded machine's first look came after that).
  await setLatency(page, 1000);
  await openBatch(page);
  await choose(page);
  await page.getByLabel('Paste rows').fill(distinctRows(10));
  await page.getByRole('button', { name: 'Price 10 properties' }).click();
  await expect(page.getByText(/^[1-9] of 10 priced/)).toBeVisible();
  await page.reload();
  await expect(page.getByText('All 10 priced')).toBeVisible({ timeout: 15_000 });
  await expect(table(page).getByRole('row')).toHaveCount(11);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const kept = await page.evaluate(() =>
    Object.keys(window.sessionStorage).filter((key) => key.startsWith('valuation-portal:batch:')),
  );
  expect(kept).toEqual([]);
  await signIn(page);
  await openBatch(page);
  await expect(page.getByLabel('Paste rows')).toHaveValue('');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
});
