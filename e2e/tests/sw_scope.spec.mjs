// Issue 29: the service worker answers only for the app's own files and its page; an address
// the app does not have is the server's 404, never the app in its place.
import { test, expect } from '@playwright/test';
import { serviceWorkerControls } from './helpers.mjs';

test('unknown addresses are 404 under the service worker; the app still works offline', async ({ page, context }) => {
  await page.goto('./');
  await expect(page.getByTestId('start-game')).toBeVisible();
  await serviceWorkerControls(page);

  // A file the build does not have, fetched by the page.
  const statuses = await page.evaluate(async () => {
    const status = async (u) => (await fetch(u)).status;
    return [await status('./nope.js'), await status('./lang/xx.json'), await status('./index.html'), await status('./lang/de.json')];
  });
  expect(statuses).toEqual([404, 404, 200, 200]);

  // A page the app does not have, navigated to: the server's 404, not the app.
  for (const path of ['./nope/', './nope.html', './lang/']) {
    const response = await page.goto(path);
    expect(response.status(), path).toBe(404);
    await expect(page.locator('#shell'), path).toHaveCount(0);
  }

  // The app's own page, with any query, still comes from the cache, offline too.
  await page.goto('./?seats=human,bot-normal&speed=instant');
  await serviceWorkerControls(page);
  await context.setOffline(true);
  for (const path of ['./', './index.html', './?lang=de&seed=4']) {
    const response = await page.goto(path);
    expect(response.status(), path).toBe(200);
    await expect(page.getByTestId('lang-en'), path).toBeVisible();
  }
  // Its files too: a language pack from the cache.
  expect(await page.evaluate(async () => (await fetch('./lang/fr.json')).status)).toBe(200);
  await context.setOffline(false);
});
