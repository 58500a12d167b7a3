// Issue 6: the service worker caches the build, so a second visit works without a network.
import { test, expect } from '@playwright/test';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cachedPaths, serviceWorkerControls } from './helpers.mjs';

test('after one visit the game starts offline', async ({ page, context }) => {
  await page.goto('./');
  await expect(page.getByTestId('start-game')).toBeVisible();
  // Wait until the service worker has installed, cached every file and controls the page.
  await serviceWorkerControls(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('start-game')).toBeVisible();
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('board')).toBeVisible();
  await context.setOffline(false);
});

test('the page names itself and links its manifest', async ({ page, request }) => {
  await page.goto('./');
  await expect(page).toHaveTitle(/Pechvogel/);
  expect(await page.getAttribute('html', 'lang')).toBeTruthy();
  const href = await page.getAttribute('link[rel="manifest"]', 'href');
  expect(href).toBeTruthy();
  expect(href.startsWith('/')).toBe(false);
  const manifest = await (await request.get(new URL(href, page.url()).toString())).json();
  expect(manifest.start_url).toBe('./');
  expect(manifest.icons.length).toBeGreaterThan(0);
  const sw = await request.get(new URL('sw.js', page.url()).toString());
  expect(sw.ok()).toBe(true);
});

// A new build's service worker takes every file named after its content (the main module, the
// glue, the chunks, the table's sheet) from the older build's cache, and asks the network only
// for the rest: a deploy costs a returning visitor what changed, not the whole build again.
test("a new build's service worker reuses the files an older build cached under the same name", async ({ browser }) => {
  // A copy of the build on a server of its own, whose sw.js can change under the page.
  const site = mkdtempSync(join(tmpdir(), 'pechvogel-sw-'));
  cpSync(fileURLToPath(new URL('../../dist/', import.meta.url)), site, { recursive: true });
  // A port nobody listens on (a guessed one could be the suite's own server's, whose answers
  // would then pass for this copy's).
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address();
  probe.close();
  const server = spawn('node', ['serve.mjs', site, String(port), '/pechvogel/'], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    env: { ...process.env, SERVE_LOG: '1' },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  // The server's log, a path a line (whole lines: a chunk of output may end mid-path).
  let asked = [];
  createInterface({ input: server.stdout }).on('line', (path) => asked.push(path));
  const context = await browser.newContext();
  try {
    const base = `http://127.0.0.1:${port}/pechvogel/`;
    await expect.poll(() => fetch(base).then((r) => r.ok, () => false)).toBe(true);
    const page = await context.newPage();
    await page.goto(base);
    await expect(page.getByTestId('start-game')).toBeVisible();
    await serviceWorkerControls(page);
    const first = (await cachedPaths(page)).sort();

    // The next build: its service worker names another cache (here the only change).
    const sw = join(site, 'sw.js');
    const cache = readFileSync(sw, 'utf8').match(/const CACHE = "([^"]+)"/)[1];
    writeFileSync(sw, readFileSync(sw, 'utf8').replace(cache, 'pechvogel-0123456789abcdef'));
    asked = [];
    await page.evaluate(async () => {
      const changed = new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
      await (await navigator.serviceWorker.getRegistration()).update();
      await changed;
    });
    // The old build's cache goes once the new worker has activated.
    await expect.poll(() => page.evaluate(() => caches.keys())).toEqual(['pechvogel-0123456789abcdef']);
    expect((await cachedPaths(page)).sort()).toEqual(first);
    const named = readdirSync(site).filter((f) => /-[0-9a-f]{16}(_bg)?\.(wasm|js|css)$/.test(f) && !f.startsWith('table_'));
    expect(named.length).toBeGreaterThan(40);
    expect(asked.filter((p) => named.some((f) => p.endsWith(`/${f}`)))).toEqual([]);
    // What has no hash in its name came again: the page, the packs, the icons.
    expect(asked).toContain('/pechvogel/index.html');
    expect(asked).toContain('/pechvogel/lang/de.json');

    // The files taken over serve a table offline.
    await context.setOffline(true);
    await page.goto(`${base}?seats=human,bot-normal&speed=instant`);
    await expect(page.getByTestId('roll')).toBeEnabled();
    await context.setOffline(false);
  } finally {
    await context.close();
    server.kill();
    rmSync(site, { recursive: true, force: true });
  }
});
