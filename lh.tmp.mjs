import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { spawn } from 'node:child_process';
const server = spawn(process.execPath, ['scripts/serve.mjs', '--gzip', '--quiet', '--port', '4176'], { stdio: 'ignore' });
await new Promise((r) => setTimeout(r, 1500));
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
for (const path of process.argv.slice(2)) {
  const { lhr } = await lighthouse(`http://127.0.0.1:4176${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['accessibility', 'seo'] });
  for (const [id, a] of Object.entries(lhr.audits)) {
    if (a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual') {
      console.log(path, id, a.title, JSON.stringify((a.details?.items ?? []).slice(0, 4).map((i) => i.node?.snippet ?? i.href ?? i.text ?? i)).slice(0, 600));
    }
  }
}
await chrome.kill();
server.kill();
