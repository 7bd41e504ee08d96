/**
 * Finding and driving the page's controls as a measured user does, without DevTools' own query handlers.
 *
 * Puppeteer's `waitForSelector` and `locator` put a query script into the page (compiled there at 6× CPU,
 * a task of 100-500 ms), and an ARIA query (`::-p-aria`) turns on the tab's accessibility tree, which
 * Chromium then builds and keeps up to date on every change: the bench's own cost, not the page's, unless
 * the user runs a screen reader (docs/decisions/2026-11-24-slow-phone.md). So the bench polls with a
 * plain `querySelector` from Node and finds a control by its accessible name, computed here in the page
 * for the few ways the portal names its controls (aria-labelledby, aria-label, a <label>, the text).
 * Clicks and key presses stay real input events (CDP), through Puppeteer's element handles.
 */

/** How long a wait polls before it gives up. */
const WAIT_MS = 120_000;
const POLL_MS = 100;

/** In the page: the first element matching `selector` whose accessible name is `name`, or null. */
export function findByName(selector, name) {
  if (name === null) return document.querySelector(selector);
  const text = (value) => (value ?? '').replace(/\s+/g, ' ').trim();
  const nameOf = (element) => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) {
      return text(
        labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent)
          .join(' '),
      );
    }
    const label = element.getAttribute('aria-label');
    if (label) return text(label);
    if (element.labels?.length) return text([...element.labels].map((l) => l.textContent).join(' '));
    return text(element.textContent);
  };
  // What a user can reach: not a copy hidden from assistive technology (a table's heading row copy).
  const reachable = (element) => !element.closest('[aria-hidden="true"]');
  return (
    [...document.querySelectorAll(selector)].find(
      (element) => reachable(element) && nameOf(element) === name,
    ) ?? null
  );
}

/**
 * Waits for the element matching `selector` (and named `name`, when given) and returns its handle.
 */
export async function waitInDom(page, selector, name) {
  for (const started = Date.now(); Date.now() - started < WAIT_MS;) {
    const handle = await page.evaluateHandle(findByName, selector, name ?? null).catch(() => null);
    const element = handle?.asElement();
    if (element) return element;
    await handle?.dispose();
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`${selector}${name ? ` named "${name}"` : ''} did not appear within 2 minutes`);
}

/** The element matching `selector` and named `name` now, or null (no waiting). */
export async function findNamed(page, selector, name) {
  const handle = await page.evaluateHandle(findByName, selector, name);
  const element = handle.asElement();
  if (!element) await handle.dispose();
  return element;
}

/** Waits until the page's text contains `text` (polled from here, one short check each `everyMs`). */
export async function waitForText(page, text, { everyMs = POLL_MS, timeoutMs = WAIT_MS } = {}) {
  for (const started = Date.now(); Date.now() - started < timeoutMs;) {
    if (await page.evaluate((t) => document.body.textContent.includes(t), text)) return;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error(`"${text}" did not appear within ${Math.round(timeoutMs / 1000)} s`);
}

/** The control kinds the bench drives, as CSS. */
export const ROLE = {
  button: 'button',
  radio: 'input[type=radio]',
  select: 'select',
  textbox: 'input:not([type=radio]):not([type=checkbox]):not([type=file]), textarea',
  link: 'a[href]',
  region: 'section',
};

/**
 * Brings the element of `handle` to the middle of the viewport, as a user's eyes find a control before
 * the pointer reaches it, and waits until it has stayed in place for a tenth of a second (a slow page
 * still lays out), as bare-page.mjs's clicks do: a timed input that follows then counts its own work, not
 * the scroll's frames (a windowed table drawing the rows that come into view). Puppeteer's own click
 * scrolls an element that is not wholly in view inside the click, and a field's focus() inside the
 * keystroke's wait.
 */
export async function bringIntoView(handle) {
  let last = null;
  for (const started = Date.now(); Date.now() - started < WAIT_MS;) {
    const top = await handle.evaluate((element) => {
      element.scrollIntoView({ block: 'center', inline: 'nearest' });
      return element.getBoundingClientRect().top + window.scrollY;
    });
    if (top === last) return;
    last = top;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error('the control did not stay in place');
}

/**
 * Waits until the page's element count has stayed the same for 0.3 s (at most `atMostMs`): what an
 * input brought into view (rows a windowed table draws a frame at a time) has arrived.
 */
export async function untilStill(page, atMostMs = 5000) {
  let last = -1;
  for (let same = 0, started = Date.now(); same < 3 && Date.now() - started < atMostMs;) {
    const count = await page.evaluate(() => document.getElementsByTagName('*').length);
    same = count === last ? same + 1 : 0;
    last = count;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Clicks the control of kind `role` named `name` once it is there (a real mouse click). */
export async function clickNamed(page, role, name) {
  const element = await waitInDom(page, ROLE[role], name);
  await element.click();
  await element.dispose();
}

/**
 * In the page: pastes `pasted` into the field `selector` as a user's paste reaches the page: focused, then
 * a paste event (a ClipboardEvent with the text) the page may cancel, and only if it did not, the text in
 * the field and one input event, as the browser puts it there. The batch page keeps a large paste out of
 * its box (it cancels the event), as it does for a user.
 */
export function pasteInPage(selector, pasted) {
  const field = document.querySelector(selector);
  field.focus();
  const clipboardData = new DataTransfer();
  clipboardData.setData('text/plain', pasted);
  const paste = new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true });
  if (!field.dispatchEvent(paste)) return;
  const value = field.value.slice(0, field.selectionStart) + pasted + field.value.slice(field.selectionEnd);
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
  Object.getOwnPropertyDescriptor(prototype.prototype, 'value').set.call(field, value);
  field.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste', data: pasted }));
}

/** Pastes `text` into the field `selector` (pasteInPage). */
export async function pasteInto(page, selector, text) {
  await page.evaluate(pasteInPage, selector, text);
}
