import { chromium } from '@playwright/test';

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const base = process.env.BASE ?? 'http://localhost:3470';
for (const path of [
  '/',
  '/product/1',
  '/collection/sweets',
  '/blog',
  '/page/faq',
  '/page/contact',
  '/page/lookbook',
]) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    locale: process.env.LOC ?? 'en-US',
  });
  const page = await context.newPage();
  const logs = [];
  page.on('console', (m) => {
    if (m.type() !== 'log' && m.type() !== 'debug' && m.type() !== 'info')
      logs.push(`${m.type()}: ${m.text().slice(0, 300)}`);
  });
  page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const cls = await page.evaluate(
    () =>
      new Promise((r) => {
        let v = 0;
        new PerformanceObserver((l) => {
          for (const e of l.getEntries()) if (!e.hadRecentInput) v += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => r(v), 100);
      }),
  );
  console.log(path, 'cls', cls.toFixed(3), logs.length ? logs : 'clean');
  await page.screenshot({ path: `/tmp/ssrcheck/${path.replace(/\//g, '_') || 'home'}.png` });
  await context.close();
}
await browser.close();
