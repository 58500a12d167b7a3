// `node bench-where.mjs` (beside `make bench-load`, after `make dist`): where the time to the
// first button goes when the address opens a table, over RUNS traced cold loads (default 5)
// in the bench's harness (CPU throttled 4x, 360x740, no service worker). Medians, in ms from
// navigation start, of:
//
// - when the main module is asked for, its response is in, it is compiled (where the loader
//   compiles as it arrives) and instantiated; when the glue has run the
//   app's start (`gamestarted`: the setup or the table's frame mounted);
// - the same for each chunk (asked for, response in, instantiated; a chunk that came in its
//   table's bundle is named `bundled-chunk-<n>`, the bundle's request and response are its own
//   line);
// - the first table and the first clickable button;
// - the page's main thread: busy time (top-level tasks) in each stretch between those
//   points, and the wasm functions compiled lazily (V8 compiles a function on its first call,
//   on this thread) in each stretch, with their time.
//
// URL=... picks another address (default: the bench's table); DIST=... another build.
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';

const RUNS = Number(process.env.RUNS || 5);
const port = Number(process.env.E2E_PORT || 4174);
const base = `http://127.0.0.1:${port}/pechvogel/`;
const url = `${base}${process.env.URL || '?seats=human,bot-normal,bot-normal,bot-normal&speed=normal&seed=7'}`;
const server = spawn('node', ['serve.mjs', process.env.DIST || '../dist', String(port), '/pechvogel/'], { stdio: 'ignore' });

const median = (xs) => {
  const s = xs.filter((x) => x !== undefined).sort((a, b) => a - b);
  if (!s.length) return undefined;
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
const file = (u) => new URL(u).pathname.split('/').pop().replace(/-[0-9a-f]{16}(?=(_bg)?\.(wasm|js)$)/, '');

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
  const load = async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      const marks = (window.__where = { instantiated: {}, compiled: {} });
      const streaming = WebAssembly.instantiateStreaming;
      WebAssembly.instantiateStreaming = function (source, imports) {
        const asked = performance.now();
        const result = streaming.call(this, source, imports);
        Promise.all([Promise.resolve(source), result]).then(([response]) => {
          marks.instantiated[response.url] = { asked, done: performance.now() };
        }, () => {});
        return result;
      };
      // The loader compiles as modules arrive (compileStreaming), then the glue and the
      // chunks' loader instantiate the compiled module.
      const names = new WeakMap();
      const compile = WebAssembly.compileStreaming;
      WebAssembly.compileStreaming = function (source) {
        const result = compile.call(this, source);
        Promise.all([Promise.resolve(source), result]).then(([response, module]) => {
          names.set(module, response.url);
          marks.compiled[response.url] = performance.now();
        }, () => {});
        return result;
      };
      // A table's chunks come in one file, its bundle (scripts/bundle.mjs), each compiled from
      // its slice: named by their order here.
      const compileBytes = WebAssembly.compile;
      let sliced = 0;
      WebAssembly.compile = function (bytes) {
        const name = `${location.origin}/bundled-chunk-${++sliced}.wasm`;
        const result = compileBytes.call(this, bytes);
        result.then((module) => {
          names.set(module, name);
          marks.compiled[name] = performance.now();
        }, () => {});
        return result;
      };
      const instantiate = WebAssembly.instantiate;
      WebAssembly.instantiate = function (module, imports) {
        const asked = performance.now();
        const result = instantiate.call(this, module, imports);
        if (names.has(module)) {
          result.then(() => (marks.instantiated[names.get(module)] = { asked, done: performance.now() }), () => {});
        }
        return result;
      };
      addEventListener('gamestarted', () => (marks.started = performance.now()));
      const check = () => {
        if (!marks.table && document.querySelector('[data-testid="board"], [data-testid="grill"]')) marks.table = performance.now();
        const b = document.querySelector('[data-testid="roll"]');
        if (!marks.button && b && !b.disabled) {
          marks.button = performance.now();
          obs.disconnect();
          console.debug('bench-where done');
        }
      };
      const obs = new MutationObserver(check);
      obs.observe(document, { childList: true, subtree: true, attributes: true });
    });
    const path = `${tmpdir()}/bench-where-${process.pid}.json`;
    await browser.startTracing(page, { path, categories: ['v8.wasm', 'devtools.timeline', 'blink.user_timing', 'toplevel', '__metadata'] });
    const done = page.waitForEvent('console', { predicate: (m) => m.text() === 'bench-where done', timeout: 60_000 });
    await page.goto(url);
    await done;
    await browser.stopTracing();
    const marks = await page.evaluate(() => ({
      ...window.__where,
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      resources: performance.getEntriesByType('resource').map((r) => ({ name: r.name, start: r.startTime, end: r.responseEnd })),
    }));
    await context.close();
    const events = JSON.parse(readFileSync(path, 'utf8')).traceEvents;
    if (process.env.KEEP_TRACE) console.log(`trace kept: ${path}`); else rmSync(path, { force: true });
    // Trace time (µs) to the page's clock: the navigation's start is 0 on both.
    const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL?.startsWith(base));
    const ms = (e) => (e.ts - nav.ts) / 1000;
    // Top-level tasks on the page's main thread (where the navigation started).
    // The union of its top-level events (tasks, microtask checkpoints, messages: they nest
    // and follow each other), as intervals in ms.
    const tasks = [];
    for (const [a, b] of events
      .filter((e) => e.ph === 'X' && e.cat.split(',').includes('toplevel') && e.pid === nav.pid && e.tid === nav.tid)
      .map((e) => [ms(e), ms(e) + e.dur / 1000])
      .sort((x, y) => x[0] - y[0])) {
      const last = tasks[tasks.length - 1];
      if (last && a <= last[1]) last[1] = Math.max(last[1], b);
      else tasks.push([a, b]);
    }
    const lazy = events.filter((e) => e.name === 'wasm.CompileLazy' && e.pid === nav.pid);
    const point = {};
    for (const r of marks.resources) {
      const f = file(r.name);
      if (f.endsWith('.wasm')) point[f] = { asked: r.start, arrived: r.end };
    }
    for (const [u, t] of Object.entries(marks.instantiated)) {
      const f = file(u);
      point[f] = { ...point[f], instantiated: t.done, instantiating: t.asked };
    }
    for (const [u, t] of Object.entries(marks.compiled)) point[file(u)] = { ...point[file(u)], compiled: t };
    const stretches = [];
    const mainWasm = point['pechvogel-web_bg.wasm'];
    const cuts = [
      ['page (HTML, first paint, the loader\'s wait)', 0],
      ['main module: download and compile', mainWasm.asked],
      ['main module: start (the app mounts)', mainWasm.instantiated],
      ['chunks: wait, download, compile, instantiate', marks.started],
      ['first render of the table', Math.max(...Object.entries(point).filter(([f]) => f !== 'pechvogel-web_bg.wasm').map(([, p]) => p.instantiated || 0), marks.started)],
      ['end', marks.button],
    ];
    for (let i = 0; i + 1 < cuts.length; i++) {
      const [name, from] = cuts[i];
      const to = cuts[i + 1][1];
      const inside = (e) => ms(e) >= from && ms(e) < to;
      stretches.push({
        name,
        from,
        to,
        // Each task's time within the stretch (a task may begin before it or end after it).
        busy: tasks.reduce((sum, [a, b]) => sum + Math.max(0, Math.min(to, b) - Math.max(from, a)), 0),
        lazy: lazy.filter(inside).length,
        lazyMs: lazy.filter(inside).reduce((a, e) => a + (e.dur || 0) / 1000, 0),
      });
    }
    return { point, marks, stretches };
  };
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await load());
  await browser.close();
  const f0 = (x) => (x === undefined ? '—' : x.toFixed(0));
  console.log(`${url}\ntraced cold loads: ${RUNS}, CPU throttled 4x, viewport 360x740 (medians, ms from navigation start)`);
  const files = [...new Set(runs.flatMap((r) => Object.keys(r.point)))].sort();
  for (const f of files) {
    const m = (k) => median(runs.map((r) => r.point[f]?.[k]));
    console.log(`${f.padEnd(30)} asked ${f0(m('asked'))}, arrived ${f0(m('arrived'))}, compiled ${f0(m('compiled'))}, instantiate called ${f0(m('instantiating'))}, instantiated ${f0(m('instantiated'))}`);
  }
  console.log(`first contentful paint: ${f0(median(runs.map((r) => r.marks.paint)))}`);
  console.log(`app started (gamestarted): ${f0(median(runs.map((r) => r.marks.started)))}; first table ${f0(median(runs.map((r) => r.marks.table)))}; first button ${f0(median(runs.map((r) => r.marks.button)))}`);
  console.log('stretch                                           from    to   main thread busy   wasm functions compiled (ms)');
  for (let i = 0; i < runs[0].stretches.length; i++) {
    const m = (k) => median(runs.map((r) => r.stretches[i][k]));
    console.log(`${runs[0].stretches[i].name.padEnd(48)} ${f0(m('from')).padStart(5)} ${f0(m('to')).padStart(5)}   ${f0(m('busy')).padStart(8)} ms       ${f0(m('lazy')).padStart(5)} (${f0(m('lazyMs'))} ms)`);
  }
} finally {
  server.kill();
}
