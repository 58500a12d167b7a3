// Issue 29: text from outside never runs and never breaks a style. A language pack whose every
// text carries a tag with a handler, a closing tag and a CSS break-out is shown as text (the
// app escapes whatever goes into markup or a style: src/shell/escape.rs); malformed query
// values give no page error.
import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { answer, answerHeckmeck, waitForTurn } from './helpers.mjs';

// A CSS string's quote first (to leave `--playing:"…"` and set a background), then a tag whose
// handler counts its runs, a closing style and a script.
const HOSTILE =
  '";background:rgb(255,0,0);--x:"' +
  '<img src=x onerror="window.pwned=(window.pwned||0)+1">' +
  "'</style><script>window.pwned=1</script>;}";

/** The real German pack with HOSTILE after every one of its texts (slots and all kept). */
function hostilePack() {
  const pack = JSON.parse(readFileSync(new URL('../../dist/lang/de.json', import.meta.url), 'utf8'));
  for (const table of Object.values(pack.tables)) table.texts = table.texts.map((t) => t + HOSTILE);
  return JSON.stringify(pack);
}

test.describe('a hostile language pack', () => {
  // The pack is served by the route, never by a service worker's copy.
  test.use({ serviceWorkers: 'block' });

  test('is shown as text everywhere, the fairness chart and the seat badge included', async ({ page }) => {
    test.setTimeout(180_000);
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const body = hostilePack();
    await page.route('**/lang/de.json', (route) => route.fulfill({ contentType: 'application/json', body }));

    /** Nothing ran, nothing of the pack became an element, the page's style is whole. */
    const expectHarmless = async (where) => {
      const found = await page.evaluate(() => ({
        pwned: window.pwned ?? null,
        imgs: document.querySelectorAll('img').length,
        scripts: [...document.scripts].filter((s) => s.textContent.includes('pwned')).length,
        background: getComputedStyle(document.querySelector('.app')).backgroundColor,
        // The speed's custom properties are written beside the word: still there.
        step: getComputedStyle(document.querySelector('.app')).getPropertyValue('--step-ms').trim(),
      }));
      expect([found.pwned, found.imgs, found.scripts], `${where}: ran, images, scripts`).toEqual([null, 0, 0]);
      expect(found.background, where).not.toBe('rgb(255, 0, 0)');
      expect(found.step, where).not.toBe('');
    };

    await page.goto('./?lang=de&seats=human,bot-normal&speed=instant&seed=3');
    await waitForTurn(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    for (let i = 0; i < 6; i++) await answer(page);
    await waitForTurn(page);
    await expectHarmless('Pechvogel table');

    // The active seat's badge shows the word, quotes and all: an attribute its style reads
    // with attr(), never a part of the style itself.
    const seat = page.locator('.seat.active').first();
    await expect(seat).toHaveAttribute('data-playing', `am Zug${HOSTILE}`);
    const badge = await seat.evaluate((el) => getComputedStyle(el, '::before').content);
    // One CSS string (serialized with `"` and `\` escaped, as JSON does): the quote stayed in it.
    expect(badge).toBe(JSON.stringify(`\u25b6 am Zug${HOSTILE}`));

    // The fairness chart: the raven's label is text inside the chart, not a tag.
    await page.getByTestId('tab-dice').click();
    await expect(page.getByTestId('fairness')).toBeVisible();
    const labels = page.getByTestId('fairness').locator('.fair-label');
    await expect(labels).toHaveCount(6);
    await expect(labels.last()).toHaveText(`Rabe${HOSTILE}`);
    expect(await page.getByTestId('fairness').locator('.fair-chart > :not(rect, text, line)').count()).toBe(0);
    await expectHarmless('fairness view');

    // How to play, the odds, the share dialog, a replay.
    await page.getByTestId('how-to-play').click();
    await expect(page.getByTestId('how-dialog')).toBeVisible();
    await expect(page.getByTestId('how-dialog').locator('.how-text h3').first()).toContainText('<img src=x');
    await expectHarmless('how to play');
    await page.getByTestId('how-close').click();
    await page.getByTestId('share').click();
    await expect(page.locator('dialog.share-dialog')).toBeVisible();
    await expectHarmless('share dialog');
    await page.getByTestId('share-close').click();
    await page.getByTestId('replay').click();
    await expect(page.getByTestId('replay-position')).toBeVisible();
    await page.getByTestId('replay-first').click();
    await page.getByTestId('replay-next').click();
    await expectHarmless('replay');
    await page.getByTestId('replay-exit').click();

    // Heckmeck, its odds grid and its fairness chart (the worm's label).
    await page.goto('./?lang=de&game=heckmeck&seats=human,bot-normal&speed=instant&seed=3');
    for (let i = 0; i < 6; i++) await answerHeckmeck(page);
    await waitForTurn(page);
    await page.getByTestId('tab-dice').click();
    await expect(page.getByTestId('fairness').locator('.fair-label').last()).toHaveText(/^Wurm/);
    await expectHarmless('Heckmeck table and fairness view');
    expect(errors).toEqual([]);
  });
});

test('malformed query values give no page error', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = [];
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  for (const [query, lang] of [
    ['?lang=%', 'en'],
    ['?lang=%E0%A4%A', 'en'],
    ['?lang=de%', 'en'],
    ['?%=%&lang=%zz', 'en'],
    ['?lang=constructor', 'en'],
    ['?lang=__proto__', 'en'],
    ['?lang=hasOwnProperty', 'en'],
    ['?lang', 'en'],
    ['?=de&&=', 'en'],
    ['?lang=%&lang=fr', 'fr'],
    ['?lang=%64e', 'de'],
    ['?seats=%&seed=%FF&lang=it', 'it'],
  ]) {
    await page.goto(`./${query}`);
    await expect(page.locator('html'), query).toHaveAttribute('lang', lang);
    await expect(page.getByTestId(`lang-${lang}`), query).toHaveAttribute('aria-pressed', 'true');
  }
  // A remembered language that is no language of ours.
  for (const prefs of ['{"lang":"constructor"}', '{"lang":"__proto__"}', 'null', '"x"', '{']) {
    await page.evaluate((p) => localStorage.setItem('pechvogel.prefs', p), prefs);
    await page.goto('./');
    await expect(page.locator('html'), prefs).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('lang-en'), prefs).toHaveAttribute('aria-pressed', 'true');
  }
  expect(errors).toEqual([]);
});
