// Issue 33: the build is split into a main module and chunks fetched when first needed
// (src/shell/chunk.rs, scripts/rust.mjs). A chunk that cannot be fetched is said where it is
// missing, with Retry; nothing panics and the game on the table is kept.
import { test, expect } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { answer, answerHeckmeck, cachedPaths, chunkMap, serviceWorkerControls, snapshot, waitForTurn } from './helpers.mjs';

/** Fails the page on any uncaught error (a panic of the wasm is one). */
function noErrors(page) {
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** The chunks and bundles (a table's chunks in one file) the page asks for, by name without
 * their hash, in order. */
function chunksAsked(page) {
  const chunks = [];
  page.on('request', (r) => {
    const file = new URL(r.url()).pathname.split('/').pop();
    if (/^(split|chunk|table)_.*\.wasm$/.test(file)) chunks.push(file.replace(/-[0-9a-f]{16}\.wasm$/, ''));
  });
  return chunks;
}

test('the setup screen fetches no chunk; a table fetches its own game\'s bundle only', async ({ page }) => {
  const chunks = chunksAsked(page);
  await page.goto('./');
  await expect(page.getByTestId('start-game')).toBeVisible();
  await page.waitForTimeout(500);
  expect(chunks).toEqual([]);
  await page.goto('./?game=heckmeck&seats=human,bot-normal&speed=instant&seed=3');
  await waitForTurn(page);
  expect(chunks.filter((c) => /^(split|table)_/.test(c))).toEqual(['table_heckmeck']);
});

test('a reload with a running game keeps the loading shell until the table is there: the setup screen never flashes by', async ({ page }) => {
  await page.goto('./?game=heckmeck&seats=human,bot-normal&speed=instant&seed=3');
  await waitForTurn(page);
  // From the first script on, note whether the setup screen's start button is ever drawn.
  await page.addInitScript(() => {
    window.__setupSeen = false;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid=start-game]')) window.__setupSeen = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.reload();
  await waitForTurn(page);
  await expect(page.getByTestId('grill')).toBeVisible();
  expect(await page.evaluate(() => window.__setupSeen)).toBe(false);
  // The loading shell made way (hidden, only its tagline kept for the largest paint).
  await expect(page.locator('#shell')).toHaveCount(0);
  await expect(page.getByText('Shuffling the dice…')).toHaveCount(0);
  // Back to the setup screen: it is the page as before.
  await page.getByTestId('leave-game').click();
  await expect(page.getByTestId('start-game')).toBeVisible();
});

test('the share dialog fetches the QR encoder once', async ({ page }) => {
  const chunks = chunksAsked(page);
  await page.goto('./?seats=human,bot-normal&speed=instant&seed=3');
  await waitForTurn(page);
  expect(chunks.filter((c) => c.includes('share_qr'))).toEqual([]);
  await page.getByTestId('share').click();
  await expect(page.getByTestId('share-qr')).toBeVisible();
  await page.getByTestId('share-close').click();
  await page.getByTestId('share').click();
  await expect(page.getByTestId('share-qr')).toBeVisible();
  expect(chunks.filter((c) => c.includes('share_qr'))).toEqual(['split_share_qr']);
});

test('after one visit online, both games play offline and every chunk is there', async ({ page, context }) => {
  test.setTimeout(120_000);
  const chunks = chunksAsked(page);
  await page.goto('./');
  await expect(page.getByTestId('start-game')).toBeVisible();
  // The service worker, registered once the game has started and the page is idle, caches
  // every file of the build (every chunk among them, though the setup screen asked for none)
  // and takes the page over.
  await serviceWorkerControls(page);
  const cached = (await cachedPaths(page)).map((p) => p.split('/').pop());
  const built = readdirSync(fileURLToPath(new URL('../../dist/', import.meta.url))).filter((f) =>
    /^(split|chunk)_.*\.wasm$/.test(f),
  );
  expect(built.length).toBeGreaterThan(1);
  expect(cached.filter((f) => /^(split|chunk)_.*\.wasm$/.test(f)).sort()).toEqual(built.sort());
  // Not the bundles: the same bytes again.
  expect(cached.filter((f) => /^table_/.test(f))).toEqual([]);
  expect(chunks).toEqual([]);

  // A table opened offline: its bundle (not cached: the same bytes as the chunks) cannot be
  // had, so the page's loader asks for the table's chunks one by one, answered from the cache.
  await context.setOffline(true);
  const answered = [];
  page.on('response', (r) => {
    const file = new URL(r.url()).pathname.split('/').pop();
    if (/^(split|chunk|table)_.*\.wasm$/.test(file)) answered.push([file.replace(/-[0-9a-f]{16}\.wasm$/, ''), r.fromServiceWorker()]);
  });
  await page.goto('./?game=heckmeck&seats=human,bot-normal&speed=instant&seed=3');
  await waitForTurn(page);
  await expect(page.getByTestId('grill')).toBeVisible();
  const map = await chunkMap(page);
  const files = map
    .find((g) => g[0] === 'heckmeck')
    .slice(3)
    .map(([f]) => f.replace(/-[0-9a-f]{16}\.wasm$/, ''));
  expect(files.length).toBeGreaterThan(1);
  expect(answered.sort()).toEqual(files.sort().map((f) => [f, true]));

  for (const url of [
    './?seats=bot-normal,bot-expert,bot-easy&speed=instant&seed=11',
    './?game=heckmeck&seats=bot-normal,bot-expert,bot-easy&speed=instant&seed=12',
  ]) {
    await page.goto(url);
    await expect(page.getByTestId('final-scores')).toBeVisible({ timeout: 60_000 });
    // The share dialog's QR code comes from its chunk, in the cache.
    await page.getByTestId('share').click();
    await expect(page.getByTestId('share-qr')).toBeVisible();
    await page.getByTestId('share-close').click();
  }
  await context.setOffline(false);
});

// No service worker: it would fetch every chunk into its cache at once, beside the page's
// routes (a first visit is before it has anything).
test.describe('on a first visit', () => {
  test.use({ serviceWorkers: 'block' });
  test('a chunk that cannot load says so with Retry, and the game stays', async ({ page }) => {
    const errors = noErrors(page);
    let blocked = true;
    await page.route(/\/split_share_qr-[0-9a-f]+\.wasm$/, (route) => (blocked ? route.abort() : route.continue()));
    await page.goto('./?seats=human,bot-normal,bot-expert&speed=instant&seed=5');
    for (let i = 0; i < 4; i++) await answer(page);
    await waitForTurn(page);
    const before = await snapshot(page);

    await page.getByTestId('share').click();
    const dialog = page.locator('dialog.share-dialog');
    await expect(dialog).toBeVisible();
    await expect(page.getByTestId('chunk-missing')).toBeVisible();
    await expect(page.getByTestId('chunk-missing')).toContainText('could not be loaded');
    await expect(page.getByTestId('share-qr')).toHaveCount(0);
    // The link itself needs no chunk.
    expect(await page.getByTestId('share-link').inputValue()).toMatch(/#g=/);

    // Retry, still failing: the same note, no panic.
    await page.getByTestId('chunk-retry').click();
    await expect(page.getByTestId('chunk-missing')).toBeVisible();

    // The network is back: Retry draws the code.
    blocked = false;
    await page.getByTestId('chunk-retry').click();
    await expect(page.getByTestId('share-qr')).toBeVisible();
    await expect(page.getByTestId('chunk-missing')).toHaveCount(0);
    await page.getByTestId('share-close').click();

    // The game is as it was and plays on.
    expect(await snapshot(page)).toEqual(before);
    await answer(page);
    expect(errors).toEqual([]);
  });

  test('how to play, drawn from its chunk: a chunk that cannot load says so with Retry, then the dialog opens', async ({ page }) => {
    const errors = noErrors(page);
    let blocked = true;
    await page.route(/\/split_how_to_play-[0-9a-f]+\.wasm$/, (route) => (blocked ? route.abort() : route.continue()));
    await page.goto('./');
    await expect(page.getByTestId('start-game')).toBeVisible();
    await page.getByTestId('how-to-play').click();
    await expect(page.getByTestId('chunk-missing')).toBeVisible();
    await expect(page.getByTestId('how-dialog')).toHaveCount(0);
    // Still failing: the same note, no panic.
    await page.getByTestId('chunk-retry').click();
    await expect(page.getByTestId('chunk-missing')).toBeVisible();
    blocked = false;
    await page.getByTestId('chunk-retry').click();
    await expect(page.locator('dialog[data-testid=how-dialog][open]')).toBeVisible();
    await expect(page.getByTestId('chunk-missing')).toHaveCount(0);
    await page.getByTestId('how-close').click();
    await expect(page.locator('dialog[data-testid=how-dialog][open]')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('a game whose chunk cannot load is told with Retry; the saved game resumes as it was', async ({ page }) => {
    const errors = noErrors(page);
    let blocked = false;
    await page.route(/\/(split_heckmeck|chunk_\d+|table_heckmeck)-[0-9a-f]+\.wasm$/, (route) =>
      blocked ? route.abort() : route.continue(),
    );
    await page.goto('./?game=heckmeck&seats=human,bot-normal&speed=instant&seed=3');
    for (let i = 0; i < 3; i++) await answerHeckmeck(page);
    await waitForTurn(page);
    const before = await snapshot(page);

    // Reloaded with the game's chunk out of reach: the saved game cannot be resumed yet.
    blocked = true;
    await page.reload();
    const notice = page.getByTestId('notice').filter({ hasText: 'could not be loaded' });
    await expect(notice).toBeVisible();
    await expect(page.getByTestId('prompt')).toHaveCount(0);
    // Retry, still failing: told again, nothing lost.
    await notice.getByTestId('notice-action').click();
    await expect(page.getByTestId('notice').filter({ hasText: 'could not be loaded' })).toBeVisible();

    // The network is back: Retry resumes the game where it was.
    blocked = false;
    await page.getByTestId('notice').filter({ hasText: 'could not be loaded' }).getByTestId('notice-action').click();
    await waitForTurn(page);
    await expect(page.getByTestId('grill')).toBeVisible();
    expect(await snapshot(page)).toEqual(before);
    await answerHeckmeck(page);
    expect(errors).toEqual([]);
  });
});
