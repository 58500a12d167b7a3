// How the table looks (issue 31): Heckmeck's own emblem and dice, badges and notices in the
// page's language, the chosen game readable under the pointer, seats that fit the game
// chosen, and the question in view without scrolling with seven players.
import { test, expect } from '@playwright/test';
import { answer, audit, waitForTurn } from './helpers.mjs';

const SEVEN = 'human,bot-normal,bot-normal,bot-normal,bot-normal,bot-normal,bot-normal';

/** Clicks without letting the browser scroll the page to the button (a player's tap). */
async function tap(locator) {
  await locator.evaluate((b) => b.click());
}

test("Heckmeck's table has its own emblem and pips on its dice; numerals are a remembered choice", async ({ page }) => {
  await page.goto('./?game=heckmeck&seats=human,bot-normal&speed=instant&seed=5');
  await tap(page.getByTestId('prompt').getByTestId('roll'));
  await expect(page.getByTestId('prompt').locator('[data-testid^="keep-"]').first()).toBeVisible();
  const bar = page.locator('.top-bar .brand');
  // The worm tile, not the raven.
  await expect(bar.locator('.hm-emblem')).toBeVisible();
  await expect(bar.locator('.brand-raven')).toHaveCount(0);
  await expect(bar).toContainText('Heckmeck');
  // A die showing 1–5 draws pips (the numeral is there for no one to see); the worm stays.
  const numbered = page.locator('[data-testid="die"][data-place="tray"]:not([data-face="W"]) .die-num');
  await expect(numbered.first()).toHaveClass(/pips/);
  const look = await numbered.first().evaluate((n) => {
    const s = getComputedStyle(n);
    return { image: s.backgroundImage, size: s.fontSize };
  });
  expect(look.image).toContain('radial-gradient');
  expect(look.size).toBe('0px');
  // Numerals instead: switched, remembered across a reload.
  await page.getByTestId('numerals-switch').check();
  await expect(page.locator('.die-num.pips')).toHaveCount(0);
  expect(await numbered.first().evaluate((n) => parseFloat(getComputedStyle(n).fontSize))).toBeGreaterThan(10);
  await page.reload();
  await expect(page.getByTestId('numerals-switch')).toBeChecked();
  await expect(page.locator('[data-testid="die"] .die-num').first()).not.toHaveClass(/pips/);
  // Back at the setup screen, the site's raven.
  await page.getByTestId('leave-game').click();
  await expect(bar.locator('.brand-raven')).toBeVisible();
  await expect(bar.locator('.hm-emblem')).toHaveCount(0);
});

test("the 'asked' badge speaks the page's language", async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('./?seats=human,bot-normal,bot-expert,bot-easy&speed=instant&seed=7&lang=de');
  for (let i = 0; i < 2000; i++) {
    await waitForTurn(page);
    if (await page.getByTestId('final-scores').isVisible()) break;
    const prompt = page.getByTestId('prompt');
    const seat = await prompt.getAttribute('data-seat');
    const card = page.getByTestId(`seat-${seat}`);
    const asked = (await card.getAttribute('class')).split(' ').includes('asked');
    if (asked && (await card.getAttribute('data-active')) === 'false') {
      const badge = await card.evaluate((c) => getComputedStyle(c, '::after').content);
      expect(badge).toBe('"gefragt"');
      return;
    }
    await answer(page);
  }
  throw new Error('no person was asked outside their turn');
});

test('the chosen game keeps a readable label under the pointer', async ({ page }) => {
  await page.goto('./');
  const chosen = page.locator('.setup-game.chosen');
  await chosen.hover();
  // Its cream label on the darker wood, not on the buttons' light hover.
  const ratio = await chosen.evaluate((b) => {
    const rgb = (c) => c.match(/[\d.]+/g).slice(0, 3).map(Number);
    const lum = ([r, g, b]) => {
      const f = (v) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    const s = getComputedStyle(b);
    const [a, c] = [lum(rgb(s.color)), lum(rgb(s.backgroundColor))];
    return (Math.max(a, c) + 0.05) / (Math.min(a, c) + 0.05);
  });
  expect(ratio).toBeGreaterThan(4.5);
  await audit(page, 'setup, the chosen game under the pointer');
});

test('choosing Pechvogel after seven Heckmeck seats keeps the people, sends bots away and says so', async ({ page }) => {
  await page.goto('./?game=heckmeck&seats=human,bot-normal,human,bot-normal,bot-normal,bot-normal,bot-normal&speed=instant');
  await page.getByTestId('leave-game').click();
  await expect(page.locator('.setup-seat')).toHaveCount(7);
  await page.getByTestId('game-pechvogel').click();
  await expect(page.locator('.setup-seat')).toHaveCount(5);
  for (const i of [0, 2]) await expect(page.getByTestId(`seat-kind-${i}`)).toHaveValue('human');
  await expect(page.getByTestId('notice').last()).toContainText('no room left for Finn and Umberto');
  await expect(page.getByTestId('start-game')).toBeEnabled();
});

for (const [width, height] of [
  [1280, 800],
  [360, 740],
]) {
  test(`with seven players the question is in view without scrolling at ${width}x${height}`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto(`./?game=heckmeck&seats=${SEVEN}&speed=instant&seed=3`);
    const prompt = page.getByTestId('prompt');
    const inView = async (buttons) => {
      await expect(buttons.first()).toBeVisible();
      const n = await buttons.count();
      expect(n).toBeGreaterThan(0);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      for (let i = 0; i < n; i++) {
        const box = await buttons.nth(i).boundingBox();
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height, `button ${i} ends below the fold`).toBeLessThanOrEqual(height);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }
      // The whole question, its frame included, not only its buttons.
      const q = await prompt.boundingBox();
      expect(q.y + q.height, 'the question ends below the fold').toBeLessThanOrEqual(height);
    };
    await inView(prompt.getByTestId('roll'));
    // The person's whole first turn: every keep each throw offers (up to six), the
    // question to take a tile or throw on, as the kept dice pile up above them.
    await tap(prompt.getByTestId('roll'));
    for (let asked = 0; asked < 12; asked++) {
      await expect(prompt.locator('button').first()).toBeVisible();
      await inView(prompt.locator('button'));
      const keeps = prompt.locator('[data-testid^="keep-"]');
      if (await keeps.count()) await tap(keeps.first());
      else if (await prompt.getByTestId('roll').count()) await tap(prompt.getByTestId('roll'));
      else break;
      // The next question (or the bots' turns after the person's).
      await page.waitForTimeout(100);
      if ((await prompt.count()) === 0 || (await prompt.getAttribute('data-seat')) !== '0') break;
    }
  });
}

test('the claim says the frustration that three ravens bring with it', async ({ page }) => {
  // Three ravens and four 5s on the first throw (RULES.md, settled point 2): the claim is
  // due, and a frustration comes with it. The link: `pechvogel link` of
  // {"players":["You","Thea"],"actions":[{"roll":["R","R","R",5,5,5,5]},{"target":5}]}.
  await page.goto('./#g=AlyMrLc6CBVaGWGI89oAS24');
  await expect(page.getByTestId('claim-middle')).toBeVisible();
  await expect(page.getByTestId('claim-frustrations')).toHaveText('Three ravens too: a frustration comes with the marker.');
});
