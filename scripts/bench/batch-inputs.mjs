/**
 * Issue 22's "the page stays usable while pricing": input delay on /pricing/batch while 1,000 rows
 * price, at 4× (issue 22) and 6× CPU (issue 24 asks it of every interaction), measured as inputs.mjs
 * says. The page has no text field while it prices (the setup is gone): the bench's probe field stands
 * for one.
 */
import { collectInputs, measureInputsDuring } from './inputs.mjs';
import { pasteInto, waitInDom } from './dom.mjs';
import { putSessionInPlace } from './session.mjs';

/** 1,000 distinct homes (no two alike, so each is its own request), as the page's "Paste rows" takes them. */
function rowsText(count, prefix) {
  const lines = Array.from({ length: count }, (_, i) => `${prefix}-${i + 1},TX,${75001 + i},sfr`);
  return ['Reference,State,ZIP code,Property type', ...lines].join('\n');
}

/** One run at `rate`× CPU: inputs.mjs's figures, with `priceS` the time to every row answered. */
export async function measureInputsWhilePricing(browser, baseUrl, session, server, rate, rows = 1000) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  try {
    await putSessionInPlace(page, session);
    await page.evaluateOnNewDocument(collectInputs);
    page.setDefaultTimeout(120_000);
    await page.goto(new URL('/pricing/batch', baseUrl).toString(), { waitUntil: 'networkidle0' });
    for (const [label, value] of [
      ['Report type', 'reno-arv'],
      ['Turnaround', 'standard'],
      ['Inspection', 'interior-w-exterior'],
    ]) {
      const select = await waitInDom(page, 'select', label);
      await page.waitForFunction(
        (el, v) => !el.disabled && [...el.options].some((o) => o.value === v),
        {},
        select,
        value,
      );
      await select.select(value);
    }
    await pasteInto(page, 'textarea', rowsText(rows, `R${rate}`));
    const price = await waitInDom(page, 'button', `Price ${rows.toLocaleString('en-US')} properties`);
    const result = await measureInputsDuring(page, server, {
      rate,
      what: `${rows} rows`,
      sortButtons: ['Total', 'Reference', 'Row'],
      start: () => price.click(),
      done: () =>
        page.evaluate(
          (n) => document.querySelector('[role=progressbar]')?.getAttribute('aria-valuenow') === n,
          String(rows),
        ),
    });
    return { ...result, priceS: result.seconds };
  } finally {
    await context.close();
  }
}
