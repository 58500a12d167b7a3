// The browser game end to end: whole games, resuming, saves, records and links.
import { test, expect } from '@playwright/test';
import { answer, expectScoresMatchReplay, snapshot, waitForTurn } from './helpers.mjs';

test('a bot-only game at instant speed runs to the final scores, which agree with the engine', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('./?seats=bot-normal,bot-expert,bot-easy&speed=instant&seed=1');
  await expect(page.getByTestId('final-scores')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('final-row')).toHaveCount(3);
  const state = await expectScoresMatchReplay(page);
  expect(state.middle).toEqual([]);
  await expect(page.getByTestId('game-log')).toContainText('The middle is empty: the game is over');
  await expect(page.getByTestId('play-again')).toBeVisible();
  await expect(page.getByTestId('new-game')).toBeVisible();
});

test('a human plays against bots through the UI: throws, target, frustration, claim', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('./?seats=human,bot-normal,bot-easy&speed=instant&seed=7');
  await expect(page.getByTestId('seat-0')).toHaveAttribute('data-kind', 'human');
  await expect(page.getByTestId('seat-1')).toHaveAttribute('data-kind', 'bot-normal');
  // The first throw with the keyboard.
  await expect(page.getByTestId('roll')).toBeVisible();
  await page.keyboard.press('Space');
  await expect(page.locator('[data-testid="die"][data-place="tray"]').first()).toBeVisible();
  const did = new Set(['roll']);
  for (let i = 0; i < 2000; i++) {
    const step = await answer(page);
    if (!step) break;
    // Every question is put to the human seat, by name.
    expect(step.seat).toBe('0');
    did.add(step.did === 'steal' ? 'claim' : step.did);
    if (step.did === 'frustrate') expect(step.text).toMatch(/^You: (frustrate|join .+ and frustrate) \w+'s throw\?/);
    if (step.did === 'target') {
      await expect(page.getByTestId('game-log')).toContainText('You choose target');
    }
  }
  for (const d of ['roll', 'target', 'frustrate', 'claim']) expect(did).toContain(d);
  await expectScoresMatchReplay(page);
});

test('a reload mid-game resumes exactly where it was', async ({ page }) => {
  await page.goto('./?seats=human,bot-normal,bot-expert&speed=instant&seed=5');
  for (let i = 0; i < 9; i++) await answer(page);
  await waitForTurn(page);
  const before = await snapshot(page);
  expect(before.prompt).not.toBeNull();
  await page.reload();
  await waitForTurn(page);
  const after = await snapshot(page);
  expect(after).toEqual(before);
  // And the game goes on from there.
  await answer(page);
  await expect(page.getByTestId('record-json')).not.toHaveValue(before.record);
});

test('a reload of the setup-screen game resumes it too', async ({ page }) => {
  await page.goto('./');
  await page.getByTestId('seat-kind-1').selectOption('human');
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('prompt')).toHaveAttribute('data-seat', '0');
  await page.getByTestId('roll').click();
  await waitForTurn(page);
  const before = await snapshot(page);
  await page.reload();
  await waitForTurn(page);
  expect(await snapshot(page)).toEqual(before);
});

test('a corrupt save shows the notice and a fresh start', async ({ page }) => {
  await page.goto('./');
  await expect(page.getByTestId('start-game')).toBeVisible();
  await page.evaluate(() => localStorage.setItem('pechvogel.save', '{"version": 1, "seats": [tru'));
  await page.reload();
  await expect(page.getByTestId('notice')).toContainText('The saved game could not be read and was set aside');
  await expect(page.getByTestId('start-game')).toBeVisible();
  const kept = await page.evaluate(() => [localStorage.getItem('pechvogel.save'), localStorage.getItem('pechvogel.save.unreadable')]);
  expect(kept).toEqual([null, '{"version": 1, "seats": [tru']);
  // A save from an unknown future version is set aside the same way.
  await page.evaluate(() => localStorage.setItem('pechvogel.save', '{"version": 99}'));
  await page.reload();
  await expect(page.getByTestId('notice')).toContainText('set aside');
  // The fresh start works.
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('board')).toBeVisible();
});

test('a bad record paste shows the engine message and keeps the game', async ({ page }) => {
  await page.goto('./?seats=human,bot-normal&speed=instant&seed=3');
  await answer(page);
  await answer(page);
  await waitForTurn(page);
  const before = await snapshot(page);
  const box = page.getByTestId('record-json');
  await box.fill('{"players": ["A", "B"], "actions": [');
  await page.getByTestId('load-record').click();
  await expect(page.getByTestId('notice')).toContainText('malformed JSON');
  await box.fill('{"players": ["A", "B"], "actions": [{"roll": [3, 3]}]}');
  await page.getByTestId('load-record').click();
  await expect(page.getByTestId('notice')).toContainText('action 0: the throw needs 7 dice, got 2 faces');
  await box.fill('{"players": ["A"], "actions": []}');
  await page.getByTestId('load-record').click();
  await expect(page.getByTestId('notice')).toContainText('players:');
  const after = await snapshot(page);
  expect({ ...after, record: null }).toEqual({ ...before, record: null });
  // The game goes on.
  await answer(page);
});

test('a pasted record continues as a live game with the seats it names', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('./?seats=human,bot-easy&speed=instant&seed=2');
  await waitForTurn(page);
  const record = JSON.stringify({
    players: ['You', 'Umberto', 'Thea'],
    actions: [{ roll: [7, 7, 'R', 'R', 3, 4, 5] }, { target: 7 }, { roll: [6, 7, 7] }],
  });
  await page.getByTestId('record-json').fill(record);
  await page.getByTestId('load-record').click();
  await expect(page.getByTestId('seat-1')).toHaveAttribute('data-name', 'Umberto');
  await expect(page.getByTestId('seat-2')).toHaveAttribute('data-name', 'Thea');
  // "You" keeps its human seat: the claim is the human's.
  await expect(page.getByTestId('seat-0')).toHaveAttribute('data-kind', 'human');
  await expect(page.getByTestId('prompt')).toHaveAttribute('data-seat', '0');
  await expect(page.getByTestId('board')).toHaveAttribute('data-targets', '4');
  await page.getByTestId('claim-middle').click();
  // At instant speed the bots play on at once and may steal the marker back, so check the
  // claim itself: the log and the record.
  await expect(page.getByTestId('game-log')).toContainText('You take a 7 marker from the middle');
  await expect(page.getByTestId('record-json')).toHaveValue(/"claim":"middle"/);
});

test('a bad link shows a clear message on the setup screen', async ({ page }) => {
  await page.goto('./?seats=human,robot&speed=instant');
  await expect(page.getByTestId('notice')).toContainText('"robot" is not a seat kind');
  await expect(page.getByTestId('start-game')).toBeVisible();
  await page.goto('./?seats=human&seed=1');
  await expect(page.getByTestId('notice')).toContainText('1 seats given');
  await page.goto('./?seats=human,bot-easy&speed=warp');
  await expect(page.getByTestId('notice')).toContainText('speed');
  await page.goto('./?seats=human,bot-easy&seed=x');
  await expect(page.getByTestId('notice')).toContainText('seed');
});

test('hot seat: every prompt names whom it asks', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('./?seats=human,human,human&speed=instant&seed=4');
  const asked = new Set();
  let frustrations = 0;
  for (let i = 0; i < 600 && (asked.size < 3 || frustrations < 2); i++) {
    const step = await answer(page);
    if (!step) break;
    asked.add(step.seat);
    if (step.did === 'frustrate') {
      frustrations++;
      const name = await page.getByTestId(`seat-${step.seat}`).getAttribute('data-name');
      expect(step.text.startsWith(`${name}: `)).toBe(true);
    }
  }
  expect([...asked].sort()).toEqual(['0', '1', '2']);
  expect(frustrations).toBeGreaterThan(0);
});

test('play again keeps the seats; new game goes back to the setup', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('./?seats=bot-easy,bot-easy&speed=instant&seed=9');
  await expect(page.getByTestId('final-scores')).toBeVisible({ timeout: 60_000 });
  const names = await page.locator('[data-testid^="seat-"]').evaluateAll((s) => s.map((e) => e.getAttribute('data-name')));
  await page.getByTestId('play-again').click();
  await expect(page.getByTestId('final-scores')).toBeVisible({ timeout: 60_000 });
  expect(await page.locator('[data-testid^="seat-"]').evaluateAll((s) => s.map((e) => e.getAttribute('data-name')))).toEqual(names);
  await page.getByTestId('new-game').click();
  await expect(page.getByTestId('start-game')).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
});
