import { chromium } from '@playwright/test';
const [url, width] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const p = await b.newPage({ viewport: { width: Number(width), height: Number(process.argv[4] || 800) } });
await p.addInitScript(() => { window.__s = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__s.push({ v: e.value, src: e.sources.map((s) => `${s.node?.nodeName}.${s.node?.className?.toString().slice(0,60)} ${JSON.stringify(s.previousRect)}→${JSON.stringify(s.currentRect)}`) }); }).observe({ type: 'layout-shift', buffered: true }); });
await p.goto(url); await p.waitForSelector('html[data-hydrated]'); await p.waitForTimeout(1500);
console.log(JSON.stringify(await p.evaluate(() => window.__s), null, 1));
await b.close();
