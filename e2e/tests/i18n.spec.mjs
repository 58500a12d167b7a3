// The four languages of the rulebooks: chosen from the browser, `?lang=` or the switch (and
// remembered), on every screen of both games; switching keeps the game and tells its log
// again; axe and the phone layout hold in each language.
import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { audit, answer, answerHeckmeck, literalAt, recordBox, waitForTurn } from './helpers.mjs';

const LANGS = ['de', 'en', 'fr', 'it'];
const START = { de: 'Spiel starten', en: 'Start game', fr: 'Commencer la partie', it: 'Inizia la partita' };

/** The loading shell's words (`const WORDS = {…}` in an inline script) of a page's HTML: the
 * object literal to its closing brace, whatever follows it (the minified page declares the
 * script's other names in the same `const`). */
function shellWords(html) {
  const start = html.search(/const WORDS\s*=\s*\{/);
  expect(start, 'const WORDS in the page').toBeGreaterThanOrEqual(0);
  return new Function(`return ${literalAt(html, html.indexOf('{', start))}`)();
}

test('the built page says what index.html says before the game arrives', async ({ page }) => {
  // The release build minifies the page and its inline scripts; a minifier that misreads an
  // escape would change what the loading shell shows, in one language only.
  const built = await (await page.request.get('./')).text();
  const source = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
  expect(shellWords(built)).toEqual(shellWords(source));
  expect(Object.keys(shellWords(built)).sort()).toEqual(LANGS);
});

/** The page speaks `lang`: `<html lang>`, the pressed switch, the setup screen's button. */
async function expectLang(page, lang) {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  for (const l of LANGS) {
    await expect(page.getByTestId(`lang-${l}`)).toHaveAttribute('aria-pressed', String(l === lang));
  }
}

/** Nothing sticks out sideways: no horizontal scroll, no button whose words overflow it. */
async function expectNothingClipped(page, screen) {
  const problems = await page.evaluate(() => {
    const out = [];
    if (document.documentElement.scrollWidth > window.innerWidth) {
      out.push(`page scrolls sideways (${document.documentElement.scrollWidth} px)`);
    }
    for (const el of document.querySelectorAll('button, .btn, label, legend, h2, .seat-name')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0) continue;
      // Words wider than their box: cut off, or spilling over what is beside them.
      const wordsOnly = el.matches('button, .btn, .seat-name');
      if (wordsOnly && el.scrollWidth > el.clientWidth + 1) {
        out.push(`overflowing: ${el.textContent.trim().slice(0, 40)}`);
      }
      if (r.right > window.innerWidth + 1) out.push(`beyond the edge: ${el.textContent.trim().slice(0, 40)}`);
    }
    return out;
  });
  expect(problems, `${screen}: ${problems.join('; ')}`).toEqual([]);
}

test.describe('a French browser', () => {
  test.use({ locale: 'fr-FR' });

  test('speaks French, then the switch, remembered; ?lang= is for the visit only', async ({ page }) => {
    await page.goto('./');
    await expect(page.getByTestId('start-game')).toHaveText(START.fr);
    await expectLang(page, 'fr');
    // The page's description follows.
    await expect(page.locator('meta[name=description]')).toHaveAttribute('content', /jeux de dés/);

    await page.getByTestId('lang-de').click();
    await expectLang(page, 'de');
    await expect(page.getByTestId('start-game')).toHaveText(START.de);
    // The page was drawn afresh; the keyboard is still on the switch.
    await expect(page.getByTestId('lang-de')).toBeFocused();
    await page.reload();
    await expectLang(page, 'de');

    await page.goto('./?lang=it');
    await expectLang(page, 'it');
    await expect(page.getByTestId('start-game')).toHaveText(START.it);
    await page.goto('./');
    await expectLang(page, 'de');
  });

  test('the loading shell speaks the language before the game arrives', async ({ page }) => {
    let go;
    const held = new Promise((resolve) => (go = resolve));
    await page.route('**/*.wasm', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('./');
    await expect(page.locator('#shell .shell-status')).toHaveText('On mélange les dés…');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    const tagline = await page.locator('#shell .setup-tagline').textContent();
    go();
    await expect(page.getByTestId('start-game')).toBeVisible();
    // The app's tagline is the shell's: the largest text is painted once.
    await expect(page.locator('.setup-tagline')).toHaveText(tagline);
  });
});

test('a language whose words cannot be fetched is told, and the page keeps speaking', async ({ page }) => {
  // The context's route, which the service worker's fetches go through too: a pack that
  // failed is fetched afresh when asked for again, and the worker's copy would bring it.
  await page.context().route('**/lang/fr.json', (route) => route.abort());
  // At the start: the page speaks English and says why.
  await page.goto('./?lang=fr');
  await expect(page.getByTestId('start-game')).toHaveText(START.en);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('notice')).toContainText('Français could not be loaded');
  // From the switch: the page stays in its language.
  await page.getByTestId('lang-de').click();
  await expectLang(page, 'de');
  await page.getByTestId('lang-fr').click();
  await expect(page.getByTestId('notice')).toContainText('Français konnte nicht geladen werden');
  await expectLang(page, 'de');
  await expect(page.getByTestId('start-game')).toHaveText(START.de);
});

test('a record that cannot be loaded is told in the page\'s language, by its kind', async ({ page }) => {
  await page.goto('./?lang=de&seats=human,bot-normal&speed=instant&seed=3');
  await waitForTurn(page);
  const box = await recordBox(page);
  const before = await box.inputValue();
  await box.fill('{"players": ["You", "Thea"], "actions": [{"roll": [3,3,3,4,5,6,7]}, {"roll": [3,3]}]}');
  await page.getByTestId('load-record').click();
  // Move 2 (the second action) is named, and why the game refused it, in German too (from
  // the engine's typed error, not its English words).
  await expect(page.getByTestId('notice')).toContainText('Das Protokoll konnte nicht geladen werden: sein 2. Zug');
  await expect(page.getByTestId('notice')).toContainText('Hier ist kein Wurf dran: Das Spiel wartet auf die Wahl der Zielzahl).');
  await expect(page.getByTestId('notice')).not.toContainText('action 1:');
  await page.getByRole('button', { name: 'Protokoll dieses Spiels zeigen' }).click();
  await expect(box).toHaveValue(before);
});

test('switching the language keeps the game and tells its log again', async ({ page }) => {
  await page.goto('./?seats=human,bot-normal,bot-easy&speed=instant&seed=11');
  for (let i = 0; i < 6; i++) await answer(page);
  await waitForTurn(page);
  const box = await recordBox(page);
  const record = await box.inputValue();
  await page.getByTestId('tab-log').click();
  const log = await page.getByTestId('game-log').locator('li').allTextContents();
  expect(log.length).toBeGreaterThan(3);

  await page.getByTestId('lang-it').click();
  await expectLang(page, 'it');
  // The question was drawn afresh too, but the keyboard stays where the person was.
  await expect(page.getByTestId('lang-it')).toBeFocused();
  await page.getByTestId('tab-record').click();
  await expect(page.getByTestId('record-json')).toHaveValue(record);
  await page.getByTestId('tab-log').click();
  const told = await page.getByTestId('game-log').locator('li').allTextContents();
  expect(told.length).toBe(log.length);
  // Told again in Italian, line for line: every throw ("lanci" to you, "lancia" to the
  // others) and every change of turn ("tocca a").
  expect(told).not.toEqual(log);
  for (let i = 0; i < log.length; i++) {
    if (/^(You throw|\S+ throws) /.test(log[i])) expect(told[i]).toMatch(/^(Lanci |\S+ lancia )/);
    if (/turn ends/.test(log[i])) expect(told[i]).toMatch(/tocca a/);
  }
  await expect(page.getByTestId('leave-game')).toHaveText('Nuovo tavolo');
  // The question on the table speaks Italian too, in the book's words.
  await expect(page.getByTestId('prompt')).toContainText(/tocca a te|rilancia|lancia ancora|iettatore|iella|posta/);

  // And back: the very same English log.
  await page.getByTestId('lang-en').click();
  await page.getByTestId('tab-log').click();
  await expect(page.getByTestId('game-log').locator('li')).toHaveText(log);
});

test('every name read out on both tables is in the page\'s language', async ({ page }) => {
  // What a screen reader says for the table's parts (its labels), in English and then in
  // German on the same position: a label that did not change was never translated, unless
  // it is a name, a number or a language's own name on the switch.
  const labels = () =>
    page.evaluate(() => [...document.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label')));
  const same = /^(Murphy|Pechvogel|Heckmeck|Thea|Kelly|[A-Z]{2} – .+|[\d\s+×−-]*)$/;
  for (const [game, play] of [['pechvogel', answer], ['heckmeck', answerHeckmeck]]) {
    await page.goto(`./?game=${game}&seats=human,bot-normal,bot-normal&speed=instant&seed=5&lang=en`);
    // A few turns in: tiles taken from the grill, markers claimed, frustrations handed out.
    for (let i = 0; i < 12; i++) if ((await play(page)) === null) break;
    await waitForTurn(page);
    const english = new Set(await labels());
    expect(english.size).toBeGreaterThan(8);
    await page.getByTestId('lang-de').click();
    await expectLang(page, 'de');
    await waitForTurn(page);
    const german = await labels();
    const untranslated = german.filter((l) => english.has(l) && !same.test(l));
    expect(untranslated, `${game}: still in English`).toEqual([]);
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const lang of LANGS) {
    test(`every screen in ${lang}: axe, no clipped words`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto(`./?lang=${lang}`);
      await expect(page.getByTestId('start-game')).toHaveText(START[lang]);
      await expectNothingClipped(page, `${lang} setup`);
      await audit(page, `${lang} setup`);
      for (const b of await page.locator('.lang-choice').all()) {
        const box = await b.boundingBox();
        expect(box.width).toBeGreaterThanOrEqual(44);
        expect(box.height).toBeGreaterThanOrEqual(44);
      }

      await page.goto(`./?lang=${lang}&seats=human,bot-normal,bot-expert&speed=instant&seed=3`);
      for (let i = 0; i < 4; i++) await answer(page);
      await waitForTurn(page);
      await expectNothingClipped(page, `${lang} Pechvogel`);
      await audit(page, `${lang} Pechvogel`);
      for (const tab of ['record', 'dice']) {
        await page.getByTestId(`tab-${tab}`).click();
        await audit(page, `${lang} Pechvogel ${tab}`);
      }

      await page.goto(`./?lang=${lang}&game=heckmeck&seats=human,bot-normal,bot-easy&speed=instant&seed=3`);
      for (let i = 0; i < 4; i++) await answerHeckmeck(page);
      await waitForTurn(page);
      await expectNothingClipped(page, `${lang} Heckmeck`);
      await audit(page, `${lang} Heckmeck`);
      await page.getByTestId('share').click();
      await expect(page.getByTestId('share-link')).toBeVisible();
      await audit(page, `${lang} share`);
      await page.keyboard.press('Escape');

      // How to play and a rulebook example on the phone.
      await page.getByTestId('how-to-play').click();
      await expect(page.getByTestId('how-dialog')).toBeVisible();
      await expectNothingClipped(page, `${lang} how to play`);
      await audit(page, `${lang} how to play`);
      await page.getByTestId('lesson-0').click();
      await expect(page.getByTestId('lesson-step')).toBeVisible();
      await page.getByTestId('replay-next').click();
      await expectNothingClipped(page, `${lang} example`);
      await audit(page, `${lang} example`);
    });
  }
});
