// `make bench-load`: median over 10 cold loads of the release build, CPU throttled 4× through
// the DevTools protocol to stand in for a phone: time to the first rendered table and to the
// first clickable button (the human's Throw), measured inside the page from navigation start.
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

const RUNS = Number(process.env.RUNS || 10);
const port = Number(process.env.E2E_PORT || 4174);
const base = `http://127.0.0.1:${port}/pechvogel/`;
const url = `${base}?seats=human,bot-normal,bot-normal,bot-normal&speed=normal&seed=7`;

const server = spawn('node', ['serve.mjs', '../dist', String(port), '/pechvogel/'], {
  stdio: 'ignore',
});
try {
  for (let i = 0; i < 50; i++) {
    try {
      if ((await fetch(base)).ok) break;
    } catch {}
    await sleep(100);
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
  });
  const table = [];
  const button = [];
  for (let run = 0; run < RUNS; run++) {
    // A new context each time: empty cache, no service worker, no saved game.
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      const marks = (window.__marks = {});
      const check = () => {
        if (!marks.table && document.querySelector('[data-testid="board"]')) marks.table = performance.now();
        const b = document.querySelector('[data-testid="roll"]');
        if (!marks.button && b && !b.disabled) marks.button = performance.now();
        if (marks.table && marks.button) obs.disconnect();
      };
      const obs = new MutationObserver(check);
      obs.observe(document, { childList: true, subtree: true, attributes: true });
    });
    await page.goto(url);
    await page.waitForFunction(() => window.__marks.table && window.__marks.button, null, { timeout: 60_000 });
    const m = await page.evaluate(() => window.__marks);
    table.push(m.table);
    button.push(m.button);
    await context.close();
  }
  await browser.close();
  const median = (xs) => {
    const s = [...xs].sort((a, b) => a - b);
    const mid = s.length >> 1;
    return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
  };
  const fmt = (xs) => xs.map((x) => x.toFixed(0)).join(' ');
  console.log(`cold loads: ${RUNS}, CPU throttled 4x, viewport 360x740`);
  console.log(`first rendered table:   median ${median(table).toFixed(0)} ms  (runs: ${fmt(table)})`);
  console.log(`first clickable button: median ${median(button).toFixed(0)} ms  (runs: ${fmt(button)})`);
} finally {
  server.kill();
}
