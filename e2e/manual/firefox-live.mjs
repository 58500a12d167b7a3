// A manual check, not part of `make test`: phones at one table across browsers. Chromium
// hosts and Firefox joins (FF_HOST=1: the other way round), both driven by puppeteer-core
// over WebDriver BiDi with the browsers Debian installs, through the page's own hooks; then
// they play STEPS rounds of clicks and must hold the same record.
//
//   apt-get install firefox-esr
//   cd e2e/manual && npm i --no-save puppeteer-core@24
//   (cd .. && node serve.mjs ../dist 4330 &) ; node firefox-live.mjs
//
// Firefox needs two preferences to connect on one machine (loopback candidates, and host
// addresses not hidden behind mDNS names), as Chromium needs its two flags.
import puppeteer from 'puppeteer-core';
const base = process.env.BASE || 'http://127.0.0.1:4330/pechvogel/';
const chrome = await puppeteer.launch({
  browser: 'chrome', executablePath: '/usr/bin/chromium', headless: true,
  args: ['--no-sandbox', '--allow-loopback-in-peer-connection', '--disable-features=WebRtcHideLocalIpsWithMdns'],
});
const firefox = await puppeteer.launch({
  browser: 'firefox', executablePath: '/usr/bin/firefox-esr', headless: true,
  extraPrefsFirefox: {
    'media.peerconnection.ice.loopback': true,
    'media.peerconnection.ice.obfuscate_host_addresses': false,
  },
});
const [hostRole, guestRole] = process.env.FF_HOST ? [firefox, chrome] : [chrome, firefox];
const host = await hostRole.newPage();
const guest = await guestRole.newPage();
for (const [n, p] of [['host', host], ['guest', guest]]) p.on('pageerror', (e) => console.log(n, 'pageerror', e.message));
console.log('host', await hostRole.version(), 'guest', await guestRole.version());
await host.goto(base + '?game=heckmeck&seats=human,human&speed=instant');
await host.waitForSelector('[data-testid="invite-1"]');
await host.click('[data-testid="invite-1"]');
await host.waitForFunction(() => document.querySelector('[data-testid="invite-link"]')?.value.includes('#join='), { timeout: 20000 });
const link = await host.$eval('[data-testid="invite-link"]', (e) => e.value);
await guest.goto(base + '?speed=instant');
await guest.waitForSelector('[data-testid="add-seat"]', { timeout: 30000 });
await guest.goto(link);
await guest.waitForFunction(() => document.querySelector('[data-testid="join-answer"]')?.value.length > 40, { timeout: 20000 });
const answer = await guest.$eval('[data-testid="join-answer"]', (e) => e.value);
console.log('invitation', link.split('#join=')[1].length, 'answer', answer.length);
await host.type('[data-testid="answer-input"]', answer);
await host.click('[data-testid="answer-submit"]');
await host.waitForSelector('[data-testid="remote-1"][data-state="connected"]', { timeout: 30000 });
console.log('connected');
const t0 = Date.now();
for (let i = 0; i < Number(process.env.STEPS || 300); i++) {
  let over = 0;
  for (const p of [host, guest]) {
    if (await p.$('[data-testid="final-scores"]')) { over++; continue; }
    const b = await p.$('[data-testid="prompt"] [data-testid^="take-"], [data-testid="prompt"] [data-testid^="keep-"], [data-testid="prompt"] [data-testid="roll"]');
    if (b) { try { await b.click(); } catch {} }
  }
  if (over === 2) break;
  await new Promise((r) => setTimeout(r, 40));
}
await new Promise((r) => setTimeout(r, 4000));
const rec = async (p) => {
  if (!(await p.$('[data-testid="record-json"]'))) await p.click('[data-testid="tab-record"]');
  await new Promise((r) => setTimeout(r, 500));
  return p.evaluate(() => document.querySelector('[data-testid="record-json"]')?.value ?? null);
};
const hr = await rec(host), gr = await rec(guest);
console.log('over', !!(await host.$('[data-testid="final-scores"]')), !!(await guest.$('[data-testid="final-scores"]')), 'same record', hr === gr, hr?.length, 'secs', (Date.now() - t0) / 1000);
await chrome.close(); await firefox.close();
