import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.goto('http://localhost:4203/login');
await page.getByLabel('Username', { exact: true }).fill('demo.officer');
await page.getByLabel('Password', { exact: true }).fill('demo-pass-2026');
await page.getByRole('button', { name: 'Sign in' }).click();
await page.waitForURL(u => !u.pathname.startsWith('/login'));
await page.goto('http://localhost:4203/orders/int_BENCH1K/ord_BENCH1K');
await page.getByText('1000 line items.').waitFor();
for (const col of ['Total', 'Total', 'Item', 'HR', 'Category']) {
  const r = await page.evaluate(async (name) => {
    const btn = [...document.querySelectorAll('table[class] th button')].find(b => b.textContent.replace(/[↕↑↓]/g,'') === name);
    const t0 = performance.now();
    btn.click();
    const t1 = performance.now();
    void document.body.offsetHeight;
    const t2 = performance.now();
    await new Promise(r => requestAnimationFrame(() => setTimeout(r, 0)));
    return [t1 - t0, t2 - t1, performance.now() - t2].map(Math.round);
  }, col);
  console.log('sort', col, 'react', r[0], 'layout', r[1], 'paint', r[2]);
}
await browser.close();
