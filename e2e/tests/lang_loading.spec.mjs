// Issue 29: a language pack that stalls, fails or comes late never stops the page. The start
// waits a short while (src/lang_packs.rs, START_WAIT_MS) and then starts in English, says so,
// and switches when the pack arrives; a switch to a language still loading says so and
// switches on arrival (or says why not); a pack that fails or does not fit leaves the page in
// its language with a notice. No game is lost on the way.
import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { answer, recordBox, waitForTurn } from './helpers.mjs';

// The packs come through the routes below, never from a service worker's copy.
test.use({ serviceWorkers: 'block' });

const pack = (code) => readFileSync(new URL(`../../dist/lang/${code}.json`, import.meta.url), 'utf8');

/** Holds `lang/CODE.json` until the returned function is called (never, if it is not). */
async function hold(page, code) {
  let release;
  const released = new Promise((r) => (release = r));
  await page.route(`**/lang/${code}.json`, async (route) => {
    await released;
    await route.fulfill({ status: 200, contentType: 'application/json', body: pack(code) });
  });
  return release;
}

/** The page speaks `lang`: `<html lang>` and the pressed switch. */
async function expectLang(page, lang) {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.getByTestId(`lang-${lang}`)).toHaveAttribute('aria-pressed', 'true');
}

test.describe('a German browser', () => {
  test.use({ locale: 'de-DE' });

  test('a pack that never answers: the page starts in English after a short wait and says so', async ({ page }) => {
    await page.route('**/lang/de.json', () => {});
    await page.goto('./');
    // The loading shell speaks German while it waits…
    await expect(page.locator('#shell .shell-status')).toHaveText('Die Würfel werden gemischt…');
    // …then the game starts in English, and the notice says why.
    await expect(page.getByTestId('start-game')).toHaveText('Start game');
    await expectLang(page, 'en');
    await expect(page.getByTestId('notice')).toContainText('Deutsch is still loading');
    // The page works: another language whose pack answers is a click away.
    await page.getByTestId('lang-fr').click();
    await expectLang(page, 'fr');
    await expect(page.getByTestId('start-game')).toHaveText('Commencer la partie');
  });

  test('a pack that comes late: English first, then German when it arrives, the game kept', async ({ page }) => {
    const release = await hold(page, 'de');
    await page.goto('./?seats=human,bot-normal&speed=instant&seed=3');
    await expect(page.getByTestId('notice')).toContainText('Deutsch is still loading');
    await expectLang(page, 'en');
    // A game played in English meanwhile.
    for (let i = 0; i < 3; i++) await answer(page);
    await waitForTurn(page);
    const record = await (await recordBox(page)).inputValue();
    expect(JSON.parse(record).actions.length).toBeGreaterThan(0);

    release();
    await expectLang(page, 'de');
    // The notice has done its work; the game is the same, told in German.
    await expect(page.getByTestId('notice')).toHaveCount(0);
    await expect(page.getByTestId('leave-game')).toBeVisible();
    await waitForTurn(page);
    expect(await (await recordBox(page)).inputValue()).toBe(record);
    await page.getByTestId('tab-log').click();
    await expect(page.getByTestId('game-log')).toContainText(/wirft|Würfel/);
    // And it goes on.
    await answer(page);
    await waitForTurn(page);
    const after = JSON.parse(await (await recordBox(page)).inputValue());
    expect(after.actions.length).toBeGreaterThan(JSON.parse(record).actions.length);
  });

  test('a pack that arrives after another language was chosen changes nothing', async ({ page }) => {
    const release = await hold(page, 'de');
    await page.goto('./');
    await expect(page.getByTestId('notice')).toContainText('Deutsch is still loading');
    await page.getByTestId('lang-it').click();
    await expectLang(page, 'it');
    // The choice replaced the wait, and its notice.
    await expect(page.getByTestId('notice')).toHaveCount(0);
    release();
    // Give the pack time to arrive and be taken in: the page stays Italian.
    await page.evaluate(() => fetch('lang/it.json'));
    await page.waitForTimeout(500);
    await expectLang(page, 'it');
  });

  for (const [what, answerWith, why] of [
    ['a server error', { status: 500, body: 'oops' }, 'the server answered 500'],
    ['a pack that is not JSON', { status: 200, body: '{"lang": "de", "tables": {' }, 'not JSON'],
    ['a pack of another language', { status: 200, body: '{"lang": "fr", "tables": {}}' }, 'not the de pack'],
    ['a pack far too large', { status: 200, body: `{"lang": "de", "x": "${'a'.repeat(300 * 1024)}"}` }, '301 KB is more than a pack holds'],
  ]) {
    test(`${what}: the page starts in English and says why`, async ({ page }) => {
      const errors = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.route('**/lang/de.json', (route) => route.fulfill({ contentType: 'application/json', ...answerWith }));
      await page.goto('./');
      await expect(page.getByTestId('start-game')).toHaveText('Start game');
      await expectLang(page, 'en');
      await expect(page.getByTestId('notice')).toContainText(`Deutsch could not be loaded (${why}`);
      expect(errors).toEqual([]);
    });
  }
});

test('a switch to a language still loading says so, and switches when it arrives', async ({ page }) => {
  const release = await hold(page, 'fr');
  await page.goto('./?seats=human,bot-normal&speed=instant&seed=4');
  await waitForTurn(page);
  const record = await (await recordBox(page)).inputValue();
  await page.getByTestId('lang-fr').click();
  await expect(page.getByTestId('notice')).toContainText('Français is still loading');
  await expectLang(page, 'en');
  release();
  await expectLang(page, 'fr');
  await expect(page.getByTestId('notice')).toHaveCount(0);
  await expect(page.getByTestId('lang-fr')).toBeFocused();
  await waitForTurn(page);
  expect(await (await recordBox(page)).inputValue()).toBe(record);
  // Chosen with the switch: remembered.
  await page.reload();
  await expectLang(page, 'fr');
});

test('a switch to a language still loading, then another: the later choice wins', async ({ page }) => {
  const release = await hold(page, 'fr');
  await page.goto('./');
  await expect(page.getByTestId('start-game')).toBeVisible();
  await page.getByTestId('lang-fr').click();
  await expect(page.getByTestId('notice')).toContainText('Français is still loading');
  await page.getByTestId('lang-de').click();
  await expectLang(page, 'de');
  await expect(page.getByTestId('notice')).toHaveCount(0);
  release();
  await page.evaluate(() => fetch('lang/de.json'));
  await page.waitForTimeout(500);
  await expectLang(page, 'de');
});

test('a switch to a language whose pack fails says why, in the page\'s language', async ({ page }) => {
  let fail;
  const failed = new Promise((r) => (fail = r));
  await page.route('**/lang/it.json', async (route) => {
    await failed;
    await route.abort();
  });
  await page.goto('./');
  await expect(page.getByTestId('start-game')).toBeVisible();
  await page.getByTestId('lang-it').click();
  await expect(page.getByTestId('notice')).toContainText('Italiano is still loading');
  fail();
  await expect(page.getByTestId('notice')).toContainText('Italiano could not be loaded (the download failed');
  await expectLang(page, 'en');
  // Asked again, it is fetched again (and this time it comes).
  await page.unroute('**/lang/it.json');
  await page.getByTestId('lang-it').click();
  await expectLang(page, 'it');
});

test('a pack that fails while the page speaks German is told wholly in German, why included', async ({ page }) => {
  await page.route('**/lang/it.json', (route) => route.abort());
  await page.goto('./?lang=de');
  await expectLang(page, 'de');
  await page.getByTestId('lang-it').click();
  await expect(page.getByTestId('notice')).toContainText(
    'Italiano konnte nicht geladen werden (der Download ist fehlgeschlagen (offline?)); die Seite bleibt bei ihrer Sprache.',
  );
  await expect(page.getByTestId('notice')).not.toContainText('the download failed');
  await expectLang(page, 'de');
});
