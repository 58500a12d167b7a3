// Accessibility: axe-core (the engine behind Lighthouse's accessibility audit) on every screen
// a player meets on a phone — the loading shell, the setup, a target choice, a frustration
// question, the record panel and the final scores. Any WCAG 2.x A/AA violation fails the test
// and names the rule and the elements.
import { test, expect } from '@playwright/test';
import { audit, answer, answerHeckmeck, waitForTurn } from './helpers.mjs';

test.use({ viewport: { width: 360, height: 740 } });


test('the loading shell is accessible, and says so when the game cannot start', async ({ page }) => {
  // The shell is what a slow phone shows until the game's code has arrived: here it never
  // arrives, until it fails.
  let fail;
  const failing = new Promise((resolve) => (fail = resolve));
  await page.route('**/*.wasm', async (route) => {
    await failing;
    await route.abort();
  });
  await page.goto('./');
  const status = page.locator('#shell .shell-status');
  await expect(status).toHaveText(/Shuffling the dice/);
  await audit(page, 'loading shell');
  fail();
  await expect(status).toHaveText(/could not start/);
  await expect(status).toHaveAttribute('role', 'alert');
  await audit(page, 'failed start');
});

test('every screen of a game is accessible', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('./');
  await expect(page.getByTestId('start-game')).toBeVisible();
  // The shell has made way for the app, whose setup screen it copies (index.html repeats
  // the tagline by hand: this catches the two drifting apart).
  await expect(page.locator('#shell')).toHaveCount(0);
  const html = await (await page.request.get('./')).text();
  // The release build's page is minified: its attribute values may have no quotes.
  const shellTagline = html.match(/<p class="?setup-tagline"?>([^<]*)<\/p>/)[1];
  await expect(page.locator('.setup-tagline')).toHaveText(shellTagline);
  await audit(page, 'setup');

  await page.goto('./?seats=human,bot-normal,bot-expert&speed=instant&seed=7');
  const seen = new Set();
  for (let i = 0; i < 2000; i++) {
    await waitForTurn(page);
    if (await page.getByTestId('final-scores').isVisible()) break;
    const prompt = page.getByTestId('prompt');
    for (const [screen, hooks] of [
      ['target choice', '[data-testid^="target-"]'],
      ['frustration question', '[data-testid="frustrate"]'],
      ['claim', '[data-testid="claim-middle"], [data-testid^="steal-"]'],
    ]) {
      if (!seen.has(screen) && (await prompt.locator(hooks).count())) {
        await audit(page, screen);
        seen.add(screen);
      }
    }
    await answer(page);
  }
  await expect(page.getByTestId('final-scores')).toBeVisible();
  await audit(page, 'final scores');
  expect([...seen].sort()).toEqual(['claim', 'frustration question', 'target choice']);
});

test('every screen of a Heckmeck game is accessible', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('./?game=heckmeck&seats=human,bot-normal,bot-easy&speed=instant&seed=12');
  const seen = new Set();
  for (let i = 0; i < 3000; i++) {
    await waitForTurn(page);
    if (await page.getByTestId('final-scores').isVisible()) break;
    const prompt = page.getByTestId('prompt');
    for (const [screen, hooks] of [
      ['throw', '[data-testid="roll"]'],
      ['keep', '[data-testid^="keep-"]'],
      ['take', '[data-testid^="take-"]'],
    ]) {
      if (!seen.has(screen) && (await prompt.locator(hooks).count())) {
        await audit(page, `heckmeck ${screen}`);
        seen.add(screen);
      }
    }
    await answerHeckmeck(page);
  }
  await expect(page.getByTestId('final-scores')).toBeVisible();
  await audit(page, 'heckmeck final scores');
  expect([...seen].sort()).toEqual(['keep', 'take', 'throw']);
});

test('the saved games, the hand-off and the phone tabs are accessible', async ({ page }) => {
  await page.goto('./?seats=human,human&speed=fast&seed=8');
  await page.getByTestId('roll').click();
  await page.locator('[data-testid^="target-"]').first().click();
  await audit(page, 'banner and phone tabs');
  await page.getByTestId('tab-log').click();
  await audit(page, 'log tab');
  for (let i = 0; i < 40 && !(await page.getByTestId('handoff').isVisible()); i++) {
    await expect(page.locator('[data-testid="prompt"], [data-testid="handoff"]').first()).toBeVisible();
    if (await page.getByTestId('handoff').isVisible()) break;
    const pass = page.getByTestId('pass');
    await ((await pass.count()) ? pass : page.getByTestId('prompt').locator('button').first()).click();
  }
  await expect(page.getByTestId('handoff')).toBeVisible();
  await audit(page, 'hand-off');
  await page.getByTestId('leave-game').click();
  await expect(page.getByTestId('saved-game').first()).toBeVisible();
  await audit(page, 'setup with saved games');
});
