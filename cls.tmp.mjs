import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
for (const path of process.argv.slice(2)) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  await page.addInitScript(() => {
    window.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__shifts.push({ value: e.value, sources: e.sources.map((s) => `${s.node?.outerHTML?.slice(0, 120)} ${JSON.stringify(s.previousRect)} -> ${JSON.stringify(s.currentRect)}`) });
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto('http://localhost:4173' + path);
  await page.waitForTimeout(3000);
  console.log(path, JSON.stringify(await page.evaluate(() => window.__shifts), null, 1).slice(0, 3000));
  await page.close();
}
await browser.close();
