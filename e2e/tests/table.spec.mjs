// The table as a person meets it: nothing clipped with five seats, the keyboard focus on
// each new question, a double click or mashed keys acting once, and the log telling a throw
// only once the dice have landed.
import { test, expect } from '@playwright/test';
import { answer, waitForTurn, recordBox } from './helpers.mjs';

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
  await (await recordBox(page)).fill('{players: nope');
  await page.getByTestId('load-record').click();
  await expect(page.getByTestId('notice')).toContainText('copy all of it, from the first { to the last }');
});

test('hot seat at a human pace: "Pass to Thea" comes before the next person\'s question', async ({ page }) => {
  await page.goto('./?seats=human,human&speed=fast&seed=8');
  await page.getByTestId('first-player').count(); // (a link starts at once; nothing to choose)
  await page.getByTestId('roll').click();
  await page.locator('[data-testid^="target-"]').first().click();
  // Seat 0 throws on until the turn ends; then the device passes to seat 1.
  for (let i = 0; i < 40; i++) {
    const handoff = page.getByTestId('handoff');
    await expect(page.locator('[data-testid="prompt"], [data-testid="handoff"]').first()).toBeVisible();
    if (await handoff.isVisible()) {
      await expect(handoff).toHaveAttribute('data-seat', '1');
      await expect(handoff).toContainText('Pass the device to Player 2');
      await expect(page.getByTestId('prompt')).toHaveCount(0);
      // Space does not throw for the next person before they take the device.
      await page.locator('body').click({ position: { x: 5, y: 5 } });
      await page.keyboard.press('Space');
      await expect(page.getByTestId('handoff')).toBeVisible();
      await page.getByTestId('handoff-ok').click();
      await expect(page.getByTestId('prompt')).toHaveAttribute('data-seat', '1');
      return;
    }
    const buttons = page.getByTestId('prompt').locator('button');
    const pass = page.getByTestId('pass');
    await ((await pass.count()) ? pass : buttons.first()).click();
  }
  throw new Error('the device never passed to seat 1');
});

test('banners tell what matters and sum up each turn', async ({ page }) => {
  await page.goto('./?seats=bot-normal,bot-expert,bot-easy&speed=fast&seed=3');
  await expect(page.getByTestId('banner')).toContainText(/turn:/, { timeout: 30_000 });
});

test('on a phone the odds sit under the question; the log and the record are tabs', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('./?seats=human,bot-normal,bot-easy&speed=instant&seed=7');
  await page.getByTestId('roll').click();
  await expect(page.locator('[data-testid^="target-"]').first()).toBeInViewport();
  await expect(page.getByTestId('odds')).toBeInViewport();
  await expect(page.getByTestId('game-log')).toBeHidden();
  await page.getByTestId('tab-log').click();
  await expect(page.getByTestId('game-log')).toBeVisible();
  await page.getByTestId('tab-record').click();
  await expect(page.getByTestId('record-json')).toBeVisible();
  await expect(page.getByTestId('game-log')).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('on a desktop the log is open and the record waits behind its tab', async ({ page }) => {
  await page.goto('./?seats=human,bot-normal&speed=instant&seed=7');
  await waitForTurn(page);
  // The log's panel, not its list: before the first throw the list is empty.
  const log = page.locator('.side > .log');
  await expect(log).toBeVisible();
  await expect(page.getByTestId('tab-log')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('record-json')).toBeHidden();
  await page.getByTestId('tab-record').click();
  await expect(page.getByTestId('record-json')).toBeVisible();
  await expect(log).toBeHidden();
  await page.getByTestId('tab-log').click();
  await expect(log).toBeVisible();
  await expect(page.getByTestId('record-json')).toBeHidden();
});

test('a record far beyond any game is refused at once, and the game goes on', async ({ page }) => {
  await page.goto('./?seats=human,bot-easy&speed=instant&seed=2');
  await waitForTurn(page);
  const before = await page.getByTestId('record-json').inputValue();
  const roll = '{"roll":[3,3,3,3,3,3,3]}';
  const huge = `{"players": ["A", "B"], "actions": [${Array(20000).fill(roll).join(',')}]}`;
  await (await recordBox(page)).fill(huge);
  const start = Date.now();
  await page.getByTestId('load-record').click();
  await expect(page.getByTestId('notice')).toContainText('far longer than any real game (488 KB; at most 256 KB)');
  expect(Date.now() - start).toBeLessThan(5000);
  await page.getByRole('button', { name: "Show this game's record" }).click();
  await expect(page.getByTestId('record-json')).toHaveValue(before);
});

test('a huge name or action key is cut in the message, not echoed', async ({ page }) => {
  await page.goto('./?seats=human,bot-easy&speed=instant&seed=2');
  await waitForTurn(page);
  const name = 'x'.repeat(100_000);
  await (await recordBox(page)).fill(JSON.stringify({ players: [name, name], actions: [] }));
  await page.getByTestId('load-record').click();
  const text = await page.getByTestId('notice').textContent();
  expect(text).toContain('player 2 has the name of player 1');
  expect(text.length).toBeLessThan(600);
  const key = 'k'.repeat(100_000);
  await (await recordBox(page)).fill(`{"players": ["A", "B"], "actions": [{"${key}": 1}]}`);
  await page.getByTestId('load-record').click();
  const text2 = await page.getByTestId('notice').textContent();
  expect(text2).toContain('action 0');
  expect(text2.length).toBeLessThan(600);
});

test('a big corrupt save (3 MB) is set aside if it fits, and never lost', async ({ page }) => {
  await page.goto('./');
  await expect(page.getByTestId('start-game')).toBeVisible();
  const big = '{"version": 2, "junk": "' + 'z'.repeat(3_000_000) + '"';
  const stored = await page.evaluate((text) => {
    try {
      localStorage.setItem('pechvogel.save', text);
      return true;
    } catch {
      return false;
    }
  }, big);
  test.skip(!stored, 'this browser will not store 3 MB');
  await page.reload();
  await expect(page.getByTestId('notice')).toContainText('could not be read');
  const kept = await page.evaluate(() => [
    localStorage.getItem('pechvogel.save')?.length ?? 0,
    localStorage.getItem('pechvogel.save.unreadable')?.length ?? 0,
  ]);
  // Either moved aside whole, or left where it was (and the notice says so): never gone.
  expect(kept[0] + kept[1]).toBe(big.length);
  const notice = await page.getByTestId('notice').textContent();
  if (kept[0] > 0) expect(notice).toContain('could not be set aside');
  else expect(notice).toContain('set aside');
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('board')).toBeVisible();
});
