// `make bench-load`: median over 10 cold loads (the game's and the floor's taking turns) of the release build, CPU throttled 4× through
// the DevTools protocol to stand in for a phone: time to the first rendered table and to the
// first clickable button (the human's Throw), measured inside the page from navigation start.
// Then the same for the setup screen, the first screen of a first visit (its Start button):
// told beside the table's, not instead of it (SETUP=0 skips it).
// The floor is a one-button Leptos page built the same way (bench/floor, dist-floor/), loaded
// in the same harness: the game's first button is printed as a multiple of it. Last, one traced
// load counts the wasm functions compiled before the first button (a figure that does not jitter).
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';

const RUNS = Number(process.env.RUNS || 10);
const port = Number(process.env.E2E_PORT || 4174);
const base = `http://127.0.0.1:${port}/pechvogel/`;
const url = `${base}?seats=human,bot-normal,bot-normal,bot-normal&speed=normal&seed=7`;
// FLOOR_PORT: where the floor is served (beside the game's port unless told).
const floorPort = Number(process.env.FLOOR_PORT || port + 1);
// AGAINST=/abs/dir: instead of the floor, another build of the game (an older commit's, a
// variant), loaded at the same address and timed to its own table and button, load by load
// beside this one: the paired ratio then says which start is quicker, through noise that
// moves both alike.
const against = process.env.AGAINST;
const floorUrl = `http://127.0.0.1:${floorPort}/floor/${against ? url.slice(base.length) : ''}`;
const withSetup = process.env.SETUP !== '0';

// Other builds can be compared the same way (DIST=... FLOOR_DIST=..., e.g. an older commit's).
const dist = process.env.DIST || '../dist';
const floorDist = process.env.AGAINST || process.env.FLOOR_DIST || '../dist-floor';
const server = spawn('node', ['serve.mjs', dist, String(port), '/pechvogel/'], {
  stdio: 'ignore',
});
const floorServer = spawn('node', ['serve.mjs', floorDist, String(floorPort), '/floor/'], {
  stdio: 'ignore',
});
try {
  for (const u of [base, floorUrl]) {
    for (let i = 0; i < 50; i++) {
      try {
        if ((await fetch(u)).ok) break;
      } catch {}
      await sleep(100);
    }
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
  });
  // A fresh phone-sized page: empty cache, no service worker, no saved game, CPU throttled 4x.
  const phone = async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    return { context, page };
  };
  // One cold load of `target`: the times of the first table (when `withTable`) and button.
  // `button`: the button waited for (the table's Throw; the floor's one button has the same
  // test id).
  const load = async (target, withTable, button = '[data-testid="roll"]') => {
    const { context, page } = await phone();
    await page.addInitScript(([withTable, button]) => {
      const marks = (window.__marks = {});
      const check = () => {
        if (!marks.table && (!withTable || document.querySelector('[data-testid="board"]'))) marks.table = performance.now();
        const b = document.querySelector(button);
        if (!marks.button && b && !b.disabled) marks.button = performance.now();
        if (marks.table && marks.button) {
          obs.disconnect();
          // Told through the console, which the harness hears without running anything in
          // the page (see below).
          console.debug(`bench-load ${JSON.stringify(marks)}`);
        }
      };
      // When the code is asked for (the loader fetches the wasm): the time before it is the
      // page's own (HTML, first paint, the loader's wait), the time after it the code's
      // (download, compile, start). Resource timing only lists the request once it is done.
      const fetch = window.fetch;
      window.fetch = function (input, ...rest) {
        if (marks.code === undefined && String(input instanceof Request ? input.url : input).endsWith('.wasm')) marks.code = performance.now();
        return fetch.call(this, input, ...rest);
      };
      const obs = new MutationObserver(check);
      obs.observe(document, { childList: true, subtree: true, attributes: true });
    }, [withTable, button]);
    // Not `waitForFunction`: Playwright would inject its selector engine into the page to
    // poll, a script whose evaluation took 60-130 ms of the throttled thread in traces, in
    // the middle of the game's start (between its largest paint and its code) but mostly
    // after the floor's button. The page reports its marks on the console instead.
    const reported = page.waitForEvent('console', { predicate: (msg) => msg.text().startsWith('bench-load '), timeout: 60_000 });
    await page.goto(target);
    const m = JSON.parse((await reported).text().slice('bench-load '.length));
    await context.close();
    return m;
  };
  // The game and the floor take turns, so that a machine busier at one moment than another
  // weighs on both alike (the ratio is what is compared).
  const game = { table: [], button: [], code: [] };
  const floor = { button: [], code: [] };
  for (let run = 0; run < RUNS; run++) {
    const g = await load(url, true);
    game.table.push(g.table);
    game.button.push(g.button);
    game.code.push(g.code);
    const f = await load(floorUrl, Boolean(against));
    floor.button.push(f.button);
    floor.code.push(f.code);
  }
  // The setup screen (the address without a table) beside the floor, taking turns likewise.
  const setup = { button: [], code: [], floor: [] };
  for (let run = 0; withSetup && !against && run < RUNS; run++) {
    const g = await load(base, false, '[data-testid="start-game"]');
    setup.button.push(g.button);
    setup.code.push(g.code);
    setup.floor.push((await load(floorUrl, false)).button);
  }
  // What the wasm engine compiles before the first button: V8 compiles a wasm function the
  // first time it is called, on the page's own (throttled) thread, so every function the
  // start calls is paid for once. A count that does not jitter like the times do.
  const compiled = async () => {
    const { context, page } = await phone();
    const path = `${tmpdir()}/bench-load-trace-${process.pid}.json`;
    await browser.startTracing(page, { path, categories: ['v8.wasm'] });
    await page.goto(url);
    await page.waitForFunction(() => {
      const b = document.querySelector('[data-testid="roll"]');
      return b && !b.disabled;
    }, null, { timeout: 60_000 });
    await browser.stopTracing();
    await context.close();
    const lazy = JSON.parse(readFileSync(path, 'utf8')).traceEvents.filter((e) => e.name === 'wasm.CompileLazy');
    rmSync(path, { force: true });
    return { functions: lazy.length, ms: lazy.reduce((a, e) => a + (e.dur || 0) / 1000, 0) };
  };
  const lazy = await compiled();
  await browser.close();
  const median = (xs) => {
    const s = [...xs].sort((a, b) => a - b);
    const mid = s.length >> 1;
    return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
  };
  const fmt = (xs) => xs.map((x) => x.toFixed(0)).join(' ');
  console.log(`cold loads: ${RUNS}, CPU throttled 4x, viewport 360x740`);
  console.log(`first rendered table:   median ${median(game.table).toFixed(0)} ms  (runs: ${fmt(game.table)})`);
  console.log(`first clickable button: median ${median(game.button).toFixed(0)} ms  (runs: ${fmt(game.button)})`);
  const other = against ? `other build (${against})` : 'floor (one-button page)';
  console.log(`${other}: median ${median(floor.button).toFixed(0)} ms  (runs: ${fmt(floor.button)})`);
  console.log(`first button / ${against ? 'other build' : 'floor'}:   ${(median(game.button) / median(floor.button)).toFixed(2)}x`);
  // Where the difference lies: before the code is asked for, or after.
  const after = (s) => s.button.map((b, i) => b - s.code[i]);
  console.log(`code asked for at:      median ${median(game.code).toFixed(0)} ms (${against ? 'other' : 'floor'} ${median(floor.code).toFixed(0)} ms); from there to the first button: median ${median(after(game)).toFixed(0)} ms (${against ? 'other' : 'floor'} ${median(after(floor)).toFixed(0)} ms)`);
  // Each game load against the floor load beside it: steadier than the ratio of the medians.
  const pairs = game.button.map((b, i) => b / floor.button[i]);
  console.log(`paired runs:            median ${median(pairs).toFixed(2)}x  (runs: ${pairs.map((x) => x.toFixed(2)).join(' ')})`);
  console.log(`wasm functions compiled before the first button: ${lazy.functions} (${lazy.ms.toFixed(0)} ms of the throttled thread)`);
  if (setup.button.length) {
    const pairs = setup.button.map((b, i) => b / setup.floor[i]);
    console.log(`setup screen, first clickable button (Start): median ${median(setup.button).toFixed(0)} ms (runs: ${fmt(setup.button)}); floor beside it ${median(setup.floor).toFixed(0)} ms; ${(median(setup.button) / median(setup.floor)).toFixed(2)}x, paired ${median(pairs).toFixed(2)}x; code asked for at ${median(setup.code).toFixed(0)} ms`);
  }
} finally {
  server.kill();
  floorServer.kill();
}
