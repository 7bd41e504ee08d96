/**
 * A tab driven over a bare DevTools protocol connection, for the traces (traces.mjs): the page runs as a
 * user's does, with none of the protocol's Runtime domain. Puppeteer turns that domain on in every tab it
 * drives (it tracks the page's execution contexts through it), and with it on, Chromium's V8 does work a
 * user's browser does not: React DOM's module initialisation took 10-13 ms instead of 1.6-2.3 ms at 1×
 * (V8.CollectSourcePositions re-parsing the module's function: 80-100 ms of a 6× trace), and /login's
 * longest task after the first paint was 70-89 ms instead of 41-66 ms
 * (docs/decisions/2026-11-24-slow-phone.md, "Decided"). So the traced journeys use
 * only what works without it: Runtime.evaluate (no domain to enable), real mouse and key events
 * (Input), and the Page domain for navigation.
 */
import WebSocket from 'ws';
import { findByName, pasteInPage, ROLE, waitForText } from './dom.mjs';

const WAIT_MS = 120_000;
const POLL_MS = 100;

/** A connection to the browser at `wsEndpoint` (Puppeteer's `browser.wsEndpoint()`). */
export async function connectBare(wsEndpoint) {
  const socket = new WebSocket(wsEndpoint, { perMessageDeflate: false, maxPayload: 1024 ** 3 });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  let lastId = 0;
  const pending = new Map();
  const listeners = new Set();
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString('utf8'));
    if (message.id !== undefined) {
      const call = pending.get(message.id);
      pending.delete(message.id);
      if (!call) return;
      if (message.error) call.reject(new Error(`${call.method}: ${message.error.message}`));
      else call.resolve(message.result);
      return;
    }
    for (const listener of listeners) listener(message);
  });
  const send = (method, params = {}, sessionId = undefined) =>
    new Promise((resolve, reject) => {
      lastId += 1;
      pending.set(lastId, { resolve, reject, method });
      socket.send(JSON.stringify({ id: lastId, method, params, sessionId }));
    });
  /** Resolves with the first event `method` of the session for which `accept(params)` holds. */
  const nextEvent = (sessionId, method, accept = () => true) =>
    new Promise((resolve) => {
      const listener = (message) => {
        if (message.sessionId !== sessionId || message.method !== method || !accept(message.params)) return;
        listeners.delete(listener);
        resolve(message.params);
      };
      listeners.add(listener);
    });
  return {
    /** A new tab in a fresh browser context (no cache, no storage), at `slowdown`× CPU. */
    async newPage({ slowdown = 1, onNewDocument } = {}) {
      const { browserContextId } = await send('Target.createBrowserContext');
      const { targetId } = await send('Target.createTarget', { url: 'about:blank', browserContextId });
      const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
      await send('Page.enable', {}, sessionId);
      if (onNewDocument)
        await send('Page.addScriptToEvaluateOnNewDocument', { source: onNewDocument }, sessionId);
      await send('Emulation.setCPUThrottlingRate', { rate: slowdown }, sessionId);
      return barePage({
        send: (m, p) => send(m, p, sessionId),
        nextEvent,
        listeners,
        sessionId,
        browserContextId,
      });
    },
    /** Closes a tab's browser context. */
    close: () => socket.close(),
    disposeContext: (browserContextId) => send('Target.disposeBrowserContext', { browserContextId }),
  };
}

function barePage({ send, nextEvent, listeners, sessionId, browserContextId }) {
  /** Runs `fn(...args)` in the page and returns its (JSON) result. */
  async function evaluate(fn, ...args) {
    const { result, exceptionDetails } = await send('Runtime.evaluate', {
      expression: `(${fn})(...${JSON.stringify(args)})`,
      awaitPromise: true,
      returnByValue: true,
    });
    if (exceptionDetails)
      throw new Error(`In the page: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
    return result.value;
  }

  /** Polls until `fn(...args)` in the page returns a truthy value, and returns it. */
  async function until(what, fn, ...args) {
    for (const started = Date.now(); Date.now() - started < WAIT_MS;) {
      const value = await evaluate(fn, ...args).catch(() => null);
      if (value) return value;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    throw new Error(`${what} did not appear within 2 minutes`);
  }

  /**
   * In the page: the centre of the control, scrolled into view, or null while it is not there or not the
   * element under that point (or inside it, around it, or its label: a radio's).
   */
  const CENTRE = `(selector, name) => {
    const element = (${findByName})(selector, name);
    if (!element) return null;
    element.scrollIntoView({ block: 'center', inline: 'center' });
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const hit = document.elementFromPoint(x, y);
    const onIt = hit && (element.contains(hit) || hit.contains(element) || hit.closest('label')?.control === element);
    return onIt ? { x, y } : null;
  }`;

  /** The control's centre once it has stayed in place for a tenth of a second (a slow page still lays out). */
  async function steadyCentre(role, name) {
    let last = null;
    for (const started = Date.now(); Date.now() - started < WAIT_MS;) {
      const centre = await until(`${role} "${name}"`, CENTRE, ROLE[role] ?? role, name);
      if (last && centre.x === last.x && centre.y === last.y) return centre;
      last = centre;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    throw new Error(`${role} "${name}" did not stay in place`);
  }

  const page = {
    /** A protocol command in this tab's session (for probes: a CPU profile, say). */
    send,
    evaluate,
    /** Navigates and waits for the page's load event. */
    async goto(url) {
      const loaded = nextEvent(sessionId, 'Page.loadEventFired');
      await send('Page.navigate', { url });
      await loaded;
    },
    /** Waits for the element matching `selector` (named `name`, when given). */
    waitFor: (selector, name = null) =>
      until(
        `${selector}${name ? ` named "${name}"` : ''}`,
        `(s, n) => !!(${findByName})(s, n)`,
        selector,
        name,
      ),
    /** Waits until the page's text contains `text` (dom.mjs's waitForText, on this tab). */
    waitForText: (text, options) => waitForText(page, text, options),
    /**
     * A real mouse click on the control of kind `role` (a key of dom.mjs's ROLE, or a CSS selector) named
     * `name`, once it is there.
     */
    async click(role, name) {
      const { x, y } = await steadyCentre(role, name);
      await send('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y });
      await send('Input.dispatchMouseEvent', { type: 'mousePressed', x, y, button: 'left', clickCount: 1 });
      await send('Input.dispatchMouseEvent', { type: 'mouseReleased', x, y, button: 'left', clickCount: 1 });
    },
    /**
     * Chooses `value` in the select named `name` once it offers it (as a keyboard choice reaches the page:
     * input, then change).
     */
    async select(name, value) {
      await until(
        `option "${value}" of select "${name}"`,
        `(selector, name, value) => {
          const select = (${findByName})(selector, name);
          if (!select || ![...select.options].some((option) => option.value === value)) return false;
          select.focus();
          select.value = value;
          select.dispatchEvent(new Event('input', { bubbles: true }));
          select.dispatchEvent(new Event('change', { bubbles: true }));
          return true;
        }`,
        ROLE.select,
        name,
        value,
      );
    },
    /** Clicks into the field named `name` and types `value`, key by key. */
    async type(name, value) {
      await page.click('textbox', name);
      await page.keys(value);
    },
    /** Types `text` into the focused element, a key every `delayMs` (as a person types). */
    async keys(text, { delayMs = 0 } = {}) {
      for (const key of text) {
        await send('Input.dispatchKeyEvent', { type: 'keyDown', key, text: key });
        await send('Input.dispatchKeyEvent', { type: 'keyUp', key });
        if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      }
    },
    /** Pastes `text` into the field `selector` (dom.mjs's pasteInPage). */
    paste: (selector, text) => evaluate(pasteInPage, selector, text),
    /** Records the trace of everything `journey()` does. */
    async trace(categories, journey) {
      const events = [];
      const collect = (message) => {
        if (message.sessionId === sessionId && message.method === 'Tracing.dataCollected')
          events.push(...message.params.value);
      };
      listeners.add(collect);
      try {
        await send('Tracing.start', { categories: categories.join(','), transferMode: 'ReportEvents' });
        await journey();
        const complete = nextEvent(sessionId, 'Tracing.tracingComplete');
        await send('Tracing.end');
        await complete;
      } finally {
        listeners.delete(collect);
      }
      return { traceEvents: events };
    },
    browserContextId,
  };
  return page;
}
