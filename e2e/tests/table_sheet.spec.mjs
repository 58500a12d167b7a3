// Issue 33, the first load: the rules for what only the chunks draw are a stylesheet of their
// own (style/table.css, `table-<hash>.css`), not inlined in the page. The setup screen does
// not fetch it; a table, how to play or any view drawn from a chunk waits for it (never drawn
// unstyled); a table link asks for it with the table's code; a sheet that cannot load is told
// with Retry, like a chunk; and after one visit it is cached for offline play.
import { test, expect } from '@playwright/test';
import { cachedPaths, serviceWorkerControls, waitForTurn } from './helpers.mjs';

const SHEET = /\/table-[0-9a-f]{16}\.css$/;

/** The page's requests for the table's sheet. */
function sheetsAsked(page) {
  const asked = [];
  page.on('request', (r) => {
    if (SHEET.test(new URL(r.url()).pathname)) asked.push(r.url());
  });
  return asked;
}

/** Fails the page on any uncaught error or console error. */
function noErrors(page) {
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  return errors;
}

/** Clicks every Retry shown (the table's and the emblem's, each drawn from a chunk). */
async function retryAll(page) {
  const retry = page.getByTestId('chunk-retry');
  for (let i = 0; i < 4 && (await retry.count()); i++) await retry.first().click();
  await expect(retry).toHaveCount(0);
}

/** Notes, from the page's first script on, how the table's frame (`.table-layout`, laid out as
 * a grid by the table's sheet only) was styled the moment it was first in the page. */
async function noteFirstTable(page) {
  await page.addInitScript(() => {
    window.__firstTable = null;
    new MutationObserver(() => {
      const table = document.querySelector('.table-layout');
      if (table && window.__firstTable === null) window.__firstTable = getComputedStyle(table).display;
    }).observe(document, { childList: true, subtree: true });
  });
}

test.describe('on a first visit', () => {
  // No service worker: it would fetch every file (the sheet among them) once the page is idle.
  test.use({ serviceWorkers: 'block' });

  test('the setup screen does not fetch the table\'s sheet; a table started there waits for it and is styled', async ({ page }) => {
    const errors = noErrors(page);
    const asked = sheetsAsked(page);
    await noteFirstTable(page);
    // The sheet comes slowly: the table must still not show before it.
    await page.route(SHEET, async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.goto('./');
    await expect(page.getByTestId('start-game')).toBeVisible();
    await page.waitForTimeout(500);
    expect(asked).toEqual([]);
    // The page holds it, disabled, after the inline styles.
    expect(await page.evaluate(() => document.getElementById('table-sheet')?.disabled)).toBe(true);
    // The setup screen is styled by the inline sheet alone.
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('.setup')).borderRadius)).toBe('18px');

    await page.getByTestId('start-game').click();
    await expect(page.getByTestId('board')).toBeVisible();
    expect(asked.length).toBe(1);
    expect(await page.evaluate(() => window.__firstTable)).toBe('grid');
    // Asked for with the game's code, not once that has come (src/games.rs).
    const [sheet, chunk] = await page.evaluate((patterns) =>
      patterns.map(
        (p) => performance.getEntriesByType('resource').find((e) => new RegExp(p).test(e.name)),
      ).map((e) => [e.startTime, e.responseEnd]),
    [SHEET.source, /\/split_pechvogel-[0-9a-f]{16}\.wasm$/.source]);
    expect(sheet[0]).toBeLessThan(chunk[1]);
    // The board, as the sheet draws it: a grid on a rounded panel, not a bare block.
    const board = page.getByTestId('board');
    expect(await board.evaluate((b) => [getComputedStyle(b).display, getComputedStyle(b).borderRadius])).toEqual(['grid', '16px']);
    // Leaving and starting again asks for nothing more.
    await page.getByTestId('leave-game').click();
    await page.getByTestId('start-game').click();
    await expect(page.getByTestId('board')).toBeVisible();
    expect(asked.length).toBe(1);
    expect(errors).toEqual([]);
  });

  test('a table link asks for the sheet with the table\'s code, before the game has started', async ({ page }) => {
    const errors = noErrors(page);
    const asked = sheetsAsked(page);
    await noteFirstTable(page);
    await page.addInitScript(() => {
      addEventListener('gamestarted', () => (window.__startedAt = performance.now()));
    });
    await page.goto('./?game=heckmeck&seats=human,bot-normal&speed=instant&seed=3');
    await waitForTurn(page);
    expect(asked.length).toBe(1);
    const [requested, started] = await page.evaluate(() => [
      performance.getEntriesByType('resource').find((e) => /\/table-[0-9a-f]{16}\.css$/.test(e.name)).startTime,
      window.__startedAt,
    ]);
    expect(requested).toBeLessThan(started);
    expect(await page.evaluate(() => window.__firstTable)).toBe('grid');
    // The grill, as the sheet draws it (a row of tiles on a panel, not a bare section).
    const grill = page.getByTestId('grill');
    await expect(grill).toBeVisible();
    expect(await grill.evaluate((g) => getComputedStyle(g).borderRadius)).not.toBe('0px');
    expect(errors).toEqual([]);
  });

  test('a sheet that cannot load is told with Retry; the table is not drawn unstyled, and Retry draws it', async ({ page }) => {
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    let blocked = true;
    await page.route(SHEET, (route) => (blocked ? route.abort() : route.continue()));
    await page.goto('./');
    await expect(page.getByTestId('start-game')).toBeVisible();
    await page.getByTestId('start-game').click();
    // In the table's place (and in the emblem's, in the top bar: both are drawn from a chunk).
    await expect(page.getByTestId('chunk-missing').last()).toBeVisible();
    await expect(page.getByTestId('chunk-missing').last()).toContainText('could not be loaded');
    await expect(page.locator('.table-layout')).toHaveCount(0);
    // Still failing: the same note, no panic.
    await page.getByTestId('chunk-retry').last().click();
    await expect(page.getByTestId('chunk-missing').last()).toBeVisible();
    await expect(page.locator('.table-layout')).toHaveCount(0);
    // The network is back: Retry draws the table, styled.
    blocked = false;
    await retryAll(page);
    await expect(page.getByTestId('board')).toBeVisible();
    await expect(page.getByTestId('chunk-missing')).toHaveCount(0);
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('.table-layout')).display)).toBe('grid');
    expect(errors).toEqual([]);
  });

  test('a table link whose sheet cannot load is told with Retry, then plays', async ({ page }) => {
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    let blocked = true;
    await page.route(SHEET, (route) => (blocked ? route.abort() : route.continue()));
    await page.goto('./?game=heckmeck&seats=human,bot-normal&speed=instant&seed=3');
    await expect(page.getByTestId('chunk-missing').first()).toBeVisible();
    await expect(page.locator('.table-layout')).toHaveCount(0);
    blocked = false;
    await retryAll(page);
    await waitForTurn(page);
    await expect(page.getByTestId('grill')).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test('the setup screen, with saved games and the history, draws no class that only the table\'s sheet styles', async ({ page }) => {
  // A finished game and a running one, so the saved games and the history's names are drawn.
  await page.goto('./?game=heckmeck&seats=bot-normal,bot-expert&speed=instant&seed=12');
  await expect(page.getByTestId('final-scores')).toBeVisible({ timeout: 60_000 });
  await page.goto('./?seats=human,bot-normal&speed=instant&seed=4');
  await waitForTurn(page);
  await page.getByTestId('leave-game').click();
  await expect(page.getByTestId('start-game')).toBeVisible();
  // A fresh page: the sheet not loaded, as on a first visit to the setup screen.
  await page.reload();
  await expect(page.getByTestId('start-game')).toBeVisible();
  await page.getByTestId('seat-name-0').focus();
  const stray = await page.evaluate(async () => {
    const link = document.getElementById('table-sheet');
    if (!link.disabled || link.sheet) return ['the table\'s sheet is loaded already'];
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(await (await fetch(link.href)).text());
    // Every rule, whatever its media (a phone's rules too), by the elements its selector
    // would match on this page, a pointer's and focus's states and pseudo-elements aside.
    const rules = (list) =>
      [...list].flatMap((r) => (r.selectorText ? [r.selectorText] : r.cssRules ? rules(r.cssRules) : []));
    const found = rules(sheet.cssRules);
    const matched = found.flatMap((selector) =>
      selector
        .split(',')
        .map((s) => s.replace(/::?(before|after|marker|placeholder|backdrop)\b/g, '').replace(/:(hover|active|focus-visible|focus-within|focus)\b/g, '').trim())
        .filter((s) => s && document.querySelector(s)),
    );
    return found.length > 400 ? matched : [`only ${found.length} rules read`];
  });
  expect(stray).toEqual([]);
});

test('after one visit online, the sheet is cached and a table opened offline is styled', async ({ page, context }) => {
  await page.goto('./');
  await expect(page.getByTestId('start-game')).toBeVisible();
  await serviceWorkerControls(page);
  const cached = await cachedPaths(page);
  expect(cached.filter((p) => SHEET.test(p)).length).toBe(1);

  await context.setOffline(true);
  await page.goto('./?seats=human,bot-normal&speed=instant&seed=4');
  await waitForTurn(page);
  expect(await page.evaluate(() => getComputedStyle(document.querySelector('.table-layout')).display)).toBe('grid');
  await page.getByTestId('leave-game').click();
  await page.getByTestId('start-game').click();
  await waitForTurn(page);
  expect(await page.evaluate(() => getComputedStyle(document.querySelector('.table-layout')).display)).toBe('grid');
  await context.setOffline(false);
});
