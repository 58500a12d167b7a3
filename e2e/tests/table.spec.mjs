// The table as a person meets it: nothing clipped with five seats, the keyboard focus on
// each new question, a double click or mashed keys acting once, and the log telling a throw
// only once the dice have landed.
import { test, expect } from '@playwright/test';
import { answer, waitForTurn } from './helpers.mjs';

const FIVE = './?seats=human,bot-normal,bot-expert,bot-easy,bot-normal&speed=instant&seed=31';

for (const [w, h] of [[1280, 800], [360, 740]]) {
  test(`five seats at ${w}x${h}: every name, count and score is fully visible`, async ({ page }) => {
    await page.setViewportSize({ width: w, height: h });
    await page.goto(FIVE);
    // Play a while, so the cards fill with markers, frustrations and Murphy.
    for (let i = 0; i < 60; i++) if (!(await answer(page))) break;
    await waitForTurn(page);
    const problems = await page.evaluate(() => {
      const out = [];
      for (const card of document.querySelectorAll('[data-testid^="seat-"]')) {
        const box = card.getBoundingClientRect();
        for (const el of card.querySelectorAll('.seat-name, .seat-score, .frustration-count, .seat-kind')) {
          // What a phone hides on purpose (the kind tag) is not clipped.
          if (!el.getClientRects().length) continue;
          const r = el.getBoundingClientRect();
          const clipped = el.scrollWidth > el.clientWidth + 1;
          const outside = r.left < box.left - 1 || r.right > box.right + 1;
          if (clipped || outside) out.push(`${card.dataset.name}: ${el.className} "${el.textContent}"`);
        }
      }
      return out;
    });
    expect(problems).toEqual([]);
  });
}

test('each new question takes the keyboard focus to its first sensible button', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('./?seats=human,human&speed=instant&seed=4');
  const seen = new Set();
  for (let i = 0; i < 300 && seen.size < 3; i++) {
    await waitForTurn(page);
    if (await page.getByTestId('final-scores').isVisible()) break;
    const prompt = page.getByTestId('prompt');
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-testid'));
    if (await prompt.getByTestId('roll').count()) {
      await expect.poll(focused).toBe('roll');
      seen.add('roll');
    } else if (await prompt.locator('[data-testid^="target-"]').count()) {
      await expect.poll(focused).toMatch(/^target-/);
      seen.add('target');
    } else if (await prompt.getByTestId('pass').count()) {
      // Not the risky choice: Pass, not Frustrate or Reduce.
      await expect.poll(focused).toBe('pass');
      seen.add('window');
    }
    await answer(page);
  }
  expect(seen).toContain('roll');
  expect(seen).toContain('target');
});

test('a double click on Throw throws once and does not choose the target under the pointer', async ({ page }) => {
  await page.goto('./?seats=human,bot-easy&speed=instant&seed=2');
  await page.getByTestId('roll').dblclick();
  await expect(page.locator('[data-testid^="target-"]').first()).toBeVisible();
  await page.waitForTimeout(300);
  const record = JSON.parse(await page.getByTestId('record-json').inputValue());
  expect(record.actions).toHaveLength(1);
  expect(Object.keys(record.actions[0])).toEqual(['roll']);
});

test('mashing Space throws once, never for the next question', async ({ page }) => {
  // Two people at the device: after seat 0's target, each throw is a question of its own.
  await page.goto('./?seats=human,human&speed=instant&seed=8');
  await page.getByTestId('roll').click();
  await page.locator('[data-testid^="target-"]').first().click();
  await expect(page.getByTestId('roll')).toBeVisible();
  const before = JSON.parse(await page.getByTestId('record-json').inputValue()).actions.length;
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  for (let i = 0; i < 8; i++) await page.keyboard.press('Space', { delay: 10 });
  await page.waitForTimeout(400);
  const after = JSON.parse(await page.getByTestId('record-json').inputValue()).actions.length;
  expect(after - before).toBe(1);
});

test('a throw is told in the log once the dice have landed', async ({ page }) => {
  await page.goto('./?seats=human,bot-easy&speed=slow&seed=2');
  await page.getByTestId('roll').click();
  // The dice tumble (slow speed: most of a second) before the log tells the throw.
  await expect(page.locator('[data-testid="die"][data-place="tray"]').first()).toBeVisible();
  const early = await page.getByTestId('game-log').textContent();
  expect(early).not.toContain('You throw');
  await expect(page.getByTestId('game-log')).toContainText('You throw seven dice');
});

test('the odds name three ravens, not "frustrated"', async ({ page }) => {
  await page.goto('./?seats=human,bot-easy&speed=instant&seed=2');
  await page.getByTestId('roll').click();
  await page.locator('[data-testid^="target-"]').first().click();
  await expect(page.getByTestId('odds')).toContainText('three ravens');
  await expect(page.getByTestId('odds')).not.toContainText('frustrated');
});

test('a record that is not JSON gets a message a player can act on', async ({ page }) => {
  await page.goto('./?seats=human,bot-easy&speed=instant&seed=2');
  await waitForTurn(page);
  await page.getByTestId('record-json').fill('{players: nope');
  await page.getByTestId('load-record').click();
  await expect(page.getByTestId('notice')).toContainText('copy all of it, from the first { to the last }');
});
