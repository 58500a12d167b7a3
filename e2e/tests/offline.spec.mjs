// Issue 6: the service worker caches the build, so a second visit works without a network.
import { test, expect } from '@playwright/test';
import { serviceWorkerControls } from './helpers.mjs';

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
