// Issue 33: when the address opens a table, the page's loader (index.html) asks for that
// game's chunks beside the main module, not once the main module has run and drawn the table,
// in one file, the game's bundle (scripts/bundle.mjs); the chunks' loader (__wasm_split.js) then
// takes those (compiled) modules, so no chunk is fetched twice. The map from game to chunk
// files is the build's (scripts/chunk-map.mjs). An address that opens no table fetches no
// chunk.
import { test, expect } from '@playwright/test';
import { chunkMap, waitForTurn } from './helpers.mjs';

/** The page's requests and responses in order, by file name without its hash. */
function traffic(page) {
  const events = [];
  const name = (r) => new URL(r.url()).pathname.split('/').pop().replace(/-[0-9a-f]{16}(?=(_bg)?\.(wasm|js)$)/, '');
  page.on('request', (r) => events.push(`ask ${name(r)}`));
  page.on('response', (r) => events.push(`got ${name(r)}`));
  return {
    events,
    /** How often each chunk file was asked for. */
    chunks() {
      const asked = {};
      for (const e of events) {
        const m = e.match(/^ask ((split|chunk)_.*\.wasm)$/);
        if (m) asked[m[1]] = (asked[m[1]] || 0) + 1;
      }
      return asked;
    },
  };
}

/** The chunk files a game's table needs, from the map the build wrote into the page. */
async function filesOf(page, game) {
  const map = await chunkMap(page);
  const files = map.find((g) => g[0] === game).slice(3).map(([file]) => file);
  return files.map((f) => f.replace(/-[0-9a-f]{16}\.wasm$/, '.wasm')).sort();
}

/**
 * The game's bundle (its table's `files` in one) asked for once, and before the main module had
 * arrived; none of `files` on its own, and no other chunk (unless `others`: a feature on the
 * table asked for its own later).
 */
function expectEarlyOnce(t, game, files, others = false) {
  expect(t.events.filter((e) => /^ask table_/.test(e))).toEqual([`ask table_${game}.wasm`]);
  const asked = t.chunks();
  if (!others) expect(asked).toEqual({});
  for (const f of files) expect(asked[f], `${f} not asked for on its own`).toBeUndefined();
  const main = t.events.indexOf('got pechvogel-web_bg.wasm');
  expect(main).toBeGreaterThan(-1);
  expect(t.events.indexOf(`ask table_${game}.wasm`), 'the bundle asked for before the main module arrived').toBeLessThan(main);
}

// No service worker: it would fetch every chunk into its cache (offline.spec.mjs and
// chunks.spec.mjs cover it), and these count the page's own requests.
test.use({ serviceWorkers: 'block' });

test('the build maps each game to its own chunk and the shared ones it needs, bundled in one file', async ({ page }) => {
  await page.goto('./');
  const map = await chunkMap(page);
  expect(map.map((g) => g[0])).toEqual(['pechvogel', 'heckmeck']);
  for (const [id, , bundle, ...chunks] of map) {
    const files = chunks.map(([file]) => file);
    expect(files.some((f) => f.startsWith(`split_${id}`))).toBe(true);
    expect(files.every((f) => f.startsWith(`split_${id}`) || f.startsWith('chunk_'))).toBe(true);
    // Each chunk's bytes are in the bundle where the map says, as in the chunk's own file.
    expect(bundle).toMatch(new RegExp(`^table_${id}-[0-9a-f]{16}\\.wasm$`));
    const bundled = await (await page.request.get(`./${bundle}`)).body();
    for (const [file, at, length] of chunks) {
      const own = await (await page.request.get(`./${file}`)).body();
      expect(own.length, file).toBe(length);
      expect(bundled.subarray(at, at + length).equals(own), `${file} in ${bundle}`).toBe(true);
    }
  }
});

test('?seats= opens the first game, &game= another: its chunks come early, each once', async ({ page }) => {
  let t = traffic(page);
  await page.goto('./?seats=human,bot-normal&speed=instant&seed=3');
  await waitForTurn(page);
  expectEarlyOnce(t, 'pechvogel', await filesOf(page, 'pechvogel'));

  const other = await page.context().newPage();
  t = traffic(other);
  await other.goto('./?game=heckmeck&seats=human,bot-normal&speed=instant&seed=3');
  await waitForTurn(other);
  await expect(other.getByTestId('grill')).toBeVisible();
  expectEarlyOnce(t, 'heckmeck', await filesOf(other, 'heckmeck'));
});

test('a shared link and a turn link fetch their game\'s chunks early, each once', async ({ browser }) => {
  // A link of each game, from its share dialog.
  const links = {};
  {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    for (const [game, query] of [
      ['pechvogel', '?seats=human,bot-normal&speed=instant&seed=4'],
      ['heckmeck', '?game=heckmeck&seats=human,bot-normal&speed=instant&seed=4'],
    ]) {
      await page.goto(`./${query}`);
      await waitForTurn(page);
      await page.getByTestId('share').click();
      links[game] = await page.getByTestId('share-link').inputValue();
      await page.getByTestId('share-close').click();
    }
    await context.close();
  }
  for (const game of ['heckmeck', 'pechvogel']) {
    const fragment = links[game].slice(links[game].indexOf('#g='));
    // A new device: nothing on its shelf, so only the link can have named the game.
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const t = traffic(page);
    await page.goto(`./${fragment}`);
    await expect(page.getByTestId('notice')).toBeVisible();
    await expect(page.getByTestId(game === 'heckmeck' ? 'grill' : 'board')).toBeVisible();
    expectEarlyOnce(t, game, await filesOf(page, game));
    await context.close();
  }
  // A turn link names its game by the same tag (`#t=<id>.<link>`).
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const t = traffic(page);
  await page.goto(`./#t=0123456789abcdef.${links.heckmeck.slice(links.heckmeck.indexOf('#g=') + 3)}`);
  await expect(page.getByTestId('turns-panel')).toBeVisible();
  await expect(page.getByTestId('grill')).toBeVisible();
  // The panel's QR code comes from a chunk of its own, asked for once it is drawn.
  expectEarlyOnce(t, 'heckmeck', await filesOf(page, 'heckmeck'), true);
  await context.close();
});

test('a reload resumes this tab\'s game, a new tab the newest running one: their chunks come early', async ({ page, context }) => {
  await page.goto('./?game=heckmeck&seats=human,bot-normal&speed=instant&seed=3');
  await waitForTurn(page);
  let t = traffic(page);
  await page.reload();
  await waitForTurn(page);
  await expect(page.getByTestId('grill')).toBeVisible();
  expectEarlyOnce(t, 'heckmeck', await filesOf(page, 'heckmeck'));

  const other = await context.newPage();
  t = traffic(other);
  await other.goto('./');
  await waitForTurn(other);
  await expect(other.getByTestId('grill')).toBeVisible();
  expectEarlyOnce(t, 'heckmeck', await filesOf(other, 'heckmeck'));
});

test("a table's code is asked for before the loading shell is drawn, the glue and the chunks' loader at once", async ({ page }) => {
  // The script at the top of the head asks for it, before the page's style sheets are parsed
  // and without waiting for the shell's largest paint (the setup screen waits:
  // first_paint.spec.mjs); the glue imports __wasm_split.js, which is asked for beside it
  // rather than once the glue has arrived.
  await page.goto('./?seats=human,bot-normal&speed=instant&seed=3');
  await waitForTurn(page);
  const seen = await page.evaluate(() => {
    const files = performance.getEntriesByType('resource');
    const at = (pattern) => {
      const r = files.find((e) => pattern.test(new URL(e.name).pathname));
      return { asked: r.startTime, arrived: r.responseEnd };
    };
    return {
      painted: performance.getEntriesByName('first-contentful-paint')[0].startTime,
      wasm: at(/\/pechvogel-web-[0-9a-f]{16}_bg\.wasm$/),
      glue: at(/\/pechvogel-web-[0-9a-f]{16}\.js$/),
      linker: at(/\/__wasm_split-[0-9a-f]{16}\.js$/),
    };
  });
  expect(seen.wasm.asked).toBeLessThan(seen.painted);
  expect(seen.glue.asked).toBeLessThan(seen.painted);
  expect(seen.linker.asked).toBeLessThan(seen.glue.arrived);
});

test("a table whose code cannot load says so in the loading shell", async ({ page }) => {
  // The script at the top of the head imports the glue first; the loader's own import of it
  // then fails too, and the shell says the game could not start.
  await page.route(/\/pechvogel-web-[0-9a-f]{16}\.js$/, (route) => route.abort());
  await page.goto('./?seats=human,bot-normal&speed=instant&seed=3');
  const status = page.locator('#shell .shell-status');
  await expect(status).toHaveText(/could not start/);
  await expect(status).toHaveAttribute('role', 'alert');
});

test('an address that opens no table fetches no chunk', async ({ page }) => {
  const t = traffic(page);
  for (const address of ['./', './#g=AAAA', './?game=heckmeck']) {
    await page.goto(address);
    await expect(page.getByTestId('start-game')).toBeVisible();
    await page.waitForTimeout(300);
  }
  expect(t.chunks()).toEqual({});
  // A phone's invitation needs the live connection's chunk (to answer it), no game's.
  await page.goto('./#join=AAAA');
  await expect(page.getByTestId('start-game')).toBeVisible();
  await page.waitForTimeout(300);
  const asked = Object.keys(t.chunks());
  expect(asked).toContain('split_live.wasm');
  expect(asked.filter((f) => f.startsWith('split_') && f !== 'split_live.wasm')).toEqual([]);
});

test('a table whose bundle cannot be had asks for its chunks one by one', async ({ page }) => {
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const t = traffic(page);
  await page.route(/\/table_heckmeck-[0-9a-f]+\.wasm$/, (route) => route.abort());
  await page.goto('./?game=heckmeck&seats=human,bot-normal&speed=instant&seed=3');
  await waitForTurn(page);
  await expect(page.getByTestId('grill')).toBeVisible();
  await expect(page.getByTestId('notice')).toHaveCount(0);
  const asked = t.chunks();
  for (const f of await filesOf(page, 'heckmeck')) expect(asked[f], `${f} asked for once`).toBe(1);
  expect(errors).toEqual([]);
});

test('a preloaded chunk that failed is fetched again by Retry', async ({ page }) => {
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  let blocked = true;
  let asked = 0;
  // The bundle fails, and then the chunk on its own too.
  await page.route(/\/(split|table)_heckmeck(_[a-z_]*)?-[0-9a-f]+\.wasm$/, (route) => {
    if (/\/split_/.test(route.request().url())) asked++;
    return blocked ? route.abort() : route.continue();
  });
  await page.goto('./?game=heckmeck&seats=human,bot-normal&speed=instant&seed=3');
  // The game's runner is in its chunk: the game cannot start yet, and the page says so.
  const notice = page.getByTestId('notice').filter({ hasText: 'could not be loaded' });
  await expect(notice).toBeVisible();
  expect(asked).toBe(1);
  blocked = false;
  await notice.getByTestId('notice-action').click();
  await waitForTurn(page);
  await expect(page.getByTestId('grill')).toBeVisible();
  expect(asked).toBe(2);
  expect(errors).toEqual([]);
});
