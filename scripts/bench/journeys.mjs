/** The benchmark's browser journeys (puppeteer-core over Debian's Chromium). */

/** Signs in through the service's create-token call and keeps the session for the tab, as the portal does. */
export async function signInPage(page, url) {
  await page.goto(new URL('/login', url).toString(), { waitUntil: 'networkidle0' });
  await page.evaluate(async () => {
    const response = await fetch('/api/v1/auth/create-token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'demo.officer', password: 'demo-pass-2026' }),
    });
    const { data } = await response.json();
    sessionStorage.setItem(
      'valuation-portal:session',
      JSON.stringify({
        token: data.token,
        companyToken: data.company.token,
        user: {
          token: data.user.token,
          username: data.user.username,
          email: data.user.email,
          firstName: data.user.first_name,
          lastName: data.user.last_name,
        },
      }),
    );
  });
}

export async function measureBudget(_browser, _baseUrl) {
  return null;
}

const aria = (role, name) => `::-p-aria([name="${name}"][role="${role}"])`;

/** The longest chain of requests in which each starts only after the previous one has finished. */
function requestDepth(requests) {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  const depth = sorted.map(() => 1);
  sorted.forEach((request, i) => {
    for (let j = 0; j < i; j += 1) {
      if (sorted[j].end <= request.start) depth[i] = Math.max(depth[i], depth[j] + 1);
    }
  });
  return Math.max(0, ...depth);
}

/**
 * One full wizard path (report, turnaround, inspection, property, price) with back-and-forth: another
 * report type and back, another turnaround and back, browser back and forward. Counts the service calls.
 */
export async function measureWizard(browser, baseUrl) {
  const page = await browser.newPage();
  await signInPage(page, baseUrl);
  const requests = [];
  const open = new Map();
  page.on('request', (request) => {
    if (!request.url().includes('/api/')) return;
    const entry = { key: `${request.method()} ${request.url()} ${request.postData() ?? ''}`, start: performance.now(), end: Infinity };
    open.set(request, entry);
    requests.push(entry);
  });
  const finish = (request) => {
    const entry = open.get(request);
    if (entry) entry.end = performance.now();
  };
  page.on('requestfinished', finish);
  page.on('requestfailed', finish);

  const settle = () => page.waitForNetworkIdle({ idleTime: 150 });
  const click = async (role, name) => {
    await page.locator(aria(role, name)).click();
    await settle();
  };
  await page.goto(new URL('/pricing', baseUrl).toString(), { waitUntil: 'networkidle0' });
  await click('radio', 'Renovation Analysis');
  await click('radio', 'Standard');
  await click('radio', 'Interior with Exterior');
  await (await page.waitForSelector(aria('combobox', 'Property type'))).select('sfr');
  await (await page.waitForSelector(aria('combobox', 'State'))).select('TX');
  await page.locator(aria('textbox', 'Postal code')).fill('75201');
  await click('button', 'Get the price');
  await page.waitForSelector(aria('region', 'Your price'));
  const firstPath = requests.slice();
  // Back and forth.
  await click('radio', 'Property Valuation');
  await click('radio', 'Renovation Analysis');
  await click('radio', 'Rush');
  await click('radio', 'Standard');
  await page.goBack();
  await settle();
  await page.goForward();
  await settle();
  await page.close();

  const keys = requests.map((r) => r.key);
  return {
    // The first path alone: how many calls, and how many rounds of waiting (parallel calls share a round).
    firstPathRequests: firstPath.length,
    depth: requestDepth(firstPath),
    requests: requests.length,
    repeated: keys.length - new Set(keys).size,
    calls: [...new Set(keys)].map((k) => k.split(' ').slice(0, 2).join(' ').replace(baseUrl, '')),
  };
}
