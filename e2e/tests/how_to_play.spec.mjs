// How to play: the dialog behind the top bar's question mark (both games, every language),
// and the rulebook's examples shown on the real table, a sentence per step, from the setup
// screen (back to it at the end) and from a game (paused, then given back as it was).
import { test, expect } from '@playwright/test';
import { answer, answerHeckmeck, audit, recordBox, waitForTurn } from './helpers.mjs';

test('from the setup screen, in German: the rules, Umberto\'s example step by step, back to the setup', async ({ page }) => {
  await page.goto('./?lang=de');
  const open = page.getByTestId('how-to-play');
  await expect(open).toHaveAttribute('aria-label', 'Spielanleitung');
  await open.click();
  const dialog = page.getByTestId('how-dialog');
  await expect(dialog.locator('h2')).toHaveText('So spielt man Pechvogel');
  // The sections are the game's views, fetched from its chunk when first shown: wait for
  // the fifth before counting.
  await expect(dialog.locator('.how-section').nth(4)).toBeAttached();
  expect(await dialog.locator('.how-section').count()).toBeGreaterThanOrEqual(5);
  // The game's own pieces, drawn by the app and read out in German.
  await expect(dialog.locator('.how-picture [data-face="R"]').first()).toHaveAttribute('aria-label', 'Würfel mit Rabe');
  await expect(dialog.locator('.how-picture .marker').first()).toBeVisible();
  await audit(page, 'how to play, Pechvogel, de');
  // The other game's rules are a tab away.
  await page.getByTestId('how-heckmeck').click();
  await expect(dialog.locator('h2')).toHaveText('So spielt man Heckmeck');
  await expect(dialog.locator('.how-picture .tile').first()).toBeVisible();
  await audit(page, 'how to play, Heckmeck, de');
  await page.getByTestId('how-pechvogel').click();

  await page.getByTestId('lesson-0').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('lesson-title')).toHaveText('Umberto, Thea und Kelly');
  const step = page.getByTestId('lesson-step');
  await expect(page.getByTestId('replay-position')).toHaveText('Schritt 1 von 7');
  await expect(page.getByTestId('replay-first')).toBeDisabled();
  const first = await step.textContent();
  expect(first.length).toBeGreaterThan(20);
  // Throw by throw: Umberto's seven dice land, and the sentence says what and why.
  await page.getByTestId('replay-next').click();
  await expect(page.getByTestId('replay-position')).toHaveText('Schritt 2 von 7');
  await expect(step).not.toHaveText(first);
  await expect(page.locator('[data-testid=die]')).toHaveCount(7);
  await expect(page.getByTestId('replay-continue')).toHaveCount(0);
  await audit(page, 'Umberto\'s example, de');
  await page.getByTestId('replay-last').click();
  await expect(page.getByTestId('replay-position')).toHaveText('Schritt 7 von 7');
  // The example ends on Thea's three ravens, not on Kelly's empty turn after them.
  await expect(page.getByTestId('board')).toHaveAttribute('data-ravens', '3');
  await expect(page.locator('[data-testid=die]')).toHaveCount(7);
  await page.getByTestId('tab-log').click();
  await expect(page.getByTestId('game-log')).toContainText('Umberto wirft sieben Würfel');
  await expect(page.getByTestId('game-log')).toContainText('Thea nimmt ein Frustrat aus dem Vorrat');

  await page.getByTestId('replay-exit').click();
  await expect(page.getByTestId('start-game')).toBeVisible();
  // Nothing of the example stays behind: no game was started, none saved.
  await expect(page.getByTestId('resume-game')).toHaveCount(0);
});

test('at a Pechvogel table: Kelly\'s example pauses the game, which comes back exactly as it was', async ({ page }) => {
  await page.goto('./?seats=human,bot-normal,bot-easy&speed=instant&seed=11');
  for (let i = 0; i < 4; i++) await answer(page);
  await waitForTurn(page);
  const record = await (await recordBox(page)).inputValue();
  await page.getByTestId('how-to-play').click();
  await expect(page.getByTestId('how-dialog').locator('h2')).toHaveText('How to play Pechvogel');
  // At a table only that table's game is taught.
  await expect(page.getByTestId('how-heckmeck')).toHaveCount(0);
  await page.getByTestId('lesson-1').click();
  await expect(page.getByTestId('lesson-title')).toHaveText('Kelly, Diego and Finn');
  // The example opens at the book's moment: the six turns before it only set the scene.
  await expect(page.getByTestId('replay-position')).toHaveText('Step 1 of 9');
  await expect(page.getByTestId('lesson-step')).toContainText('Kelly');
  await page.getByTestId('replay-slider').focus();
  await page.keyboard.press('End');
  await expect(page.getByTestId('replay-position')).toHaveText('Step 9 of 9');
  await expect(page.getByTestId('lesson-step')).toContainText('Murphy');
  // Another language mid-example: the same step, told in it.
  await page.getByTestId('lang-it').click();
  await expect(page.getByTestId('replay-position')).toHaveText('Passo 9 di 9');
  await expect(page.getByTestId('lesson-step')).toContainText('Kelly prende una posta da sei e Murphy');
  await page.getByTestId('lang-en').click();
  await expect(page.getByTestId('replay-position')).toHaveText('Step 9 of 9');
  await page.getByTestId('replay-slider').focus();
  await page.keyboard.press('Home');
  await expect(page.getByTestId('replay-position')).toHaveText('Step 1 of 9');
  await expect(page.getByTestId('replay-exit')).toHaveText('End the example');

  await page.getByTestId('replay-exit').click();
  await expect(page.getByTestId('replay-bar')).toHaveCount(0);
  await expect(await recordBox(page)).toHaveValue(record);
  // And it plays on from where it stood.
  await answer(page);
  expect((await (await recordBox(page)).inputValue()).length).toBeGreaterThan(record.length);
});

test('at a Heckmeck table in French: Heather\'s example, its words, then the game again', async ({ page }) => {
  await page.goto('./?lang=fr&game=heckmeck&seats=human,bot-normal&speed=instant&seed=5');
  for (let i = 0; i < 3; i++) await answerHeckmeck(page);
  await waitForTurn(page);
  const record = await (await recordBox(page)).inputValue();
  await page.getByTestId('how-to-play').click();
  const dialog = page.getByTestId('how-dialog');
  await expect(dialog.locator('h2')).toHaveText('Comment jouer à Pickomino');
  await expect(dialog.locator('.how-picture [data-face="W"]').first()).toHaveAttribute('aria-label', 'dé montrant un ver');
  await page.getByTestId('lesson-2').click();
  await expect(page.getByTestId('lesson-title')).toHaveText('Heather ne voit pas le 26 (fig. 4e)');
  await expect(page.getByTestId('replay-position')).toHaveText('Étape 1 sur 6');
  await page.getByTestId('replay-next').click();
  await expect(page.getByTestId('replay-position')).toHaveText('Étape 2 sur 6');
  await expect(page.getByTestId('lesson-step')).toContainText(/ver|pickomino/);
  await audit(page, 'Heather\'s example, fr');
  await page.getByTestId('replay-exit').click();
  await expect(page.getByTestId('replay-bar')).toHaveCount(0);
  await expect(await recordBox(page)).toHaveValue(record);
});

test('Nicole\'s failed turn and Jonathan\'s turn end on the throw that failed', async ({ page }) => {
  await page.goto('./?lang=it');
  await page.getByTestId('how-to-play').click();
  await page.getByTestId('how-heckmeck').click();
  // Fig. 6a: her fourth throw, a 1, two 2s and a 5, all faces she kept already.
  await page.getByTestId('lesson-3').click();
  await page.getByTestId('replay-last').click();
  const tray = page.locator('[data-testid=die][data-place=tray]');
  await expect(tray).toHaveCount(4);
  expect((await tray.evaluateAll((d) => d.map((x) => x.getAttribute('data-face')))).sort()).toEqual(['1', '2', '2', '5']);
  await expect(page.locator('[data-testid=die][data-place=board]')).toHaveCount(4);
  await page.screenshot({ path: '/tmp/i31-saved/fig6a-end-1280.png' });
  await page.getByTestId('replay-exit').click();
  // Fig. 3: Jonathan's last throw, a 4, a 5 and a worm.
  await page.getByTestId('how-to-play').click();
  await page.getByTestId('how-heckmeck').click();
  await page.getByTestId('lesson-0').click();
  await page.getByTestId('replay-last').click();
  await expect(tray).toHaveCount(3);
  expect((await tray.evaluateAll((d) => d.map((x) => x.getAttribute('data-face')))).sort()).toEqual(['4', '5', 'W']);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: '/tmp/i31-saved/fig3-end-360.png', fullPage: true });
});

test('try it yourself: Umberto\'s choices on the book\'s dice, a hint for another choice', async ({ page }) => {
  await page.goto('./');
  await page.getByTestId('how-to-play').click();
  const tries = page.getByTestId('try-example');
  await expect(tries).toHaveCount(2);
  await expect(tries.first()).toHaveText('Try it yourself');
  await page.getByTestId('how-dialog').locator('.how-examples').scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/i31-saved/how-examples-1280.png' });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByTestId('how-dialog').locator('.how-examples').scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/i31-saved/how-examples-360.png' });
  await audit(page, 'how to play, examples with try it yourself');
  await page.setViewportSize({ width: 1280, height: 800 });
  await tries.first().click();
  await expect(page.getByTestId('lesson-title')).toHaveText('Umberto, Thea and Kelly');
  // No steps to skip the choices: the question is the way on.
  await expect(page.getByTestId('replay-next')).toBeHidden();
  const prompt = page.getByTestId('prompt');
  await expect(prompt).toHaveAttribute('data-seat', '0');
  await prompt.getByTestId('roll').click();
  // The book's throw: two 7s, two ravens, a 3, a 4 and a 5.
  await expect(page.locator('[data-testid=die]')).toHaveCount(7);
  expect((await page.locator('[data-testid=die]').evaluateAll((d) => d.map((x) => x.getAttribute('data-face')))).sort()).toEqual(['3', '4', '5', '7', '7', 'R', 'R']);
  // Another target than the book's: not played; what the book's Umberto did instead.
  await prompt.getByTestId('target-3').click();
  const hint = page.getByTestId('try-hint');
  await expect(hint).toContainText('Umberto chooses otherwise');
  await expect(hint).toContainText('7');
  await expect(page.getByTestId('replay-position')).toHaveText('Step 2 of 7');
  await page.screenshot({ path: '/tmp/i31-saved/try-hint-1280.png' });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: '/tmp/i31-saved/try-hint-360.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await audit(page, 'try it yourself, hint');
  await prompt.getByTestId('target-7').click();
  await expect(hint).toHaveCount(0);
  await expect(page.getByTestId('replay-position')).toHaveText('Step 3 of 7');
  await prompt.getByTestId('roll').click();
  await prompt.getByTestId('claim-middle').click();
  // Thea's turn: her three ravens, and her target.
  await expect(prompt).toHaveAttribute('data-seat', '1');
  await prompt.getByTestId('roll').click();
  await prompt.getByTestId('target-3').click();
  await expect(page.getByTestId('try-done')).toBeVisible();
  await expect(page.getByTestId('replay-position')).toHaveText('Step 7 of 7');
  await expect(page.getByTestId('prompt')).toHaveCount(0);
  await expect(page.getByTestId('board')).toHaveAttribute('data-ravens', '3');
  await page.getByTestId('replay-exit').click();
  await expect(page.getByTestId('start-game')).toBeVisible();
  await expect(page.getByTestId('resume-game')).toHaveCount(0);
});

test('try it yourself in German: Jonathan\'s turn (Fig. 3), and a game at the table comes back', async ({ page }) => {
  await page.goto('./?lang=de&game=heckmeck&seats=human,bot-normal&speed=instant&seed=5');
  await answerHeckmeck(page);
  await waitForTurn(page);
  const record = await (await recordBox(page)).inputValue();
  await page.getByTestId('how-to-play').click();
  const tries = page.getByTestId('try-example');
  await expect(tries.first()).toHaveText('Selbst ausprobieren');
  await tries.first().click();
  const prompt = page.getByTestId('prompt');
  await prompt.getByTestId('roll').click();
  // The book's Jonathan keeps the worms; a 3 is not his choice.
  await prompt.getByTestId('keep-3').click();
  await expect(page.getByTestId('try-hint')).toContainText('In der Spielregel entscheidet Jonathan anders');
  await prompt.getByTestId('keep-W').click();
  await prompt.getByTestId('roll').click();
  await prompt.getByTestId('keep-4').click();
  await prompt.getByTestId('roll').click();
  await prompt.getByTestId('keep-5').click();
  await prompt.getByTestId('roll').click();
  await expect(page.getByTestId('try-done')).toContainText('Geschafft');
  // The throw that failed is on the table.
  await expect(page.locator('[data-testid=die][data-place=tray]')).toHaveCount(3);
  await page.screenshot({ path: '/tmp/i31-saved/try-done-de-1280.png' });
  await page.getByTestId('replay-exit').click();
  await expect(page.getByTestId('replay-bar')).toHaveCount(0);
  await expect(await recordBox(page)).toHaveValue(record);
  await expect(page.getByTestId('prompt')).toBeVisible();
});

test('try it yourself: Kelly, Diego and Finn\'s example, its windows asked in a panel of one', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('./');
  await page.getByTestId('how-to-play').click();
  await page.getByTestId('try-example').nth(1).click();
  await expect(page.getByTestId('lesson-title')).toHaveText('Kelly, Diego and Finn');
  const prompt = page.getByTestId('prompt');
  const hint = page.getByTestId('try-hint');
  let panels = 0;
  for (let step = 0; step < 80; step++) {
    if (await page.getByTestId('try-done').isVisible()) break;
    await expect(prompt).toBeVisible();
    if (await prompt.getByTestId('window-panel').isVisible()) panels += 1;
    // Every button the question offers, tried in turn until the book's choice is found.
    const buttons = prompt.locator('button:visible');
    const n = await buttons.count();
    expect(n).toBeGreaterThan(0);
    for (let i = 0; i < n; i++) {
      await buttons.nth(i).click();
      await page.waitForTimeout(50);
      if (!(await hint.isVisible())) break;
    }
  }
  await expect(page.getByTestId('try-done')).toBeVisible();
  expect(panels).toBeGreaterThan(0);
});

test('the dialog closes with its button and gives the keyboard back to the question mark', async ({ page }) => {
  await page.goto('./?lang=it');
  await page.getByTestId('how-to-play').click();
  await expect(page.getByTestId('how-dialog')).toBeVisible();
  await page.getByTestId('how-close').click();
  await expect(page.getByTestId('how-dialog')).toBeHidden();
  await expect(page.getByTestId('how-to-play')).toBeFocused();
  // Escape closes it too.
  await page.getByTestId('how-to-play').click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('how-dialog')).toBeHidden();
});

test('the dialog opens at its top, on its title, and a game tab keeps the keyboard', async ({ page }) => {
  // At a table the only buttons inside are the examples at the very end: the browser would
  // put the focus there and scroll the rules out of sight.
  await page.goto('./?seats=human,bot-normal&speed=normal&seed=7');
  await waitForTurn(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByTestId('how-to-play').click();
  const dialog = page.getByTestId('how-dialog');
  await expect(dialog.locator('h2')).toBeFocused();
  expect(await dialog.evaluate((d) => d.scrollTop)).toBe(0);
  await page.keyboard.press('Escape');
  // Opened again: the same.
  await page.getByTestId('how-to-play').click();
  await expect(dialog.locator('h2')).toBeFocused();
  await page.getByTestId('how-close').click();
  // On the setup screen the tabs switch the game; the tab pressed keeps the focus.
  await page.getByTestId('leave-game').click();
  await expect(page.getByTestId('how-to-play')).toBeVisible();
  await page.getByTestId('how-to-play').click();
  await expect(dialog.locator('h2')).toBeFocused();
  await page.getByTestId('how-heckmeck').focus();
  await page.keyboard.press('Enter');
  await expect(dialog.locator('h2')).toHaveText('How to play Heckmeck');
  await expect(page.getByTestId('how-heckmeck')).toBeFocused();
  await expect(page.getByTestId('how-heckmeck')).toHaveAttribute('aria-pressed', 'true');
});
