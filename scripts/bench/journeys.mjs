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

export async function measureWizard(_browser, _baseUrl) {
  return null;
}
