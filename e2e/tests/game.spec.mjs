// The browser game end to end: whole games, resuming, saves, records and links.
import { test, expect } from '@playwright/test';
import { answer, expectScoresMatchReplay, snapshot, waitForTurn, recordBox } from './helpers.mjs';

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
    if (step.did === 'frustrate') {
      // One panel, naming whose throw; the one person here answers in it.
      expect(step.text).toMatch(/^(Frustrate .+'s throw\?|.+ frustrates .+'s throw\. Join in\?)$/);
      expect(step.seats).toEqual(['0']);
    }
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
  // The first player is chosen at random unless chosen here.
  await page.getByTestId('first-player').selectOption('0');
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
  const box = await recordBox(page);
  await box.fill('{"players": ["A", "B"], "actions": [');
  await page.getByTestId('load-record').click();
  await expect(page.getByTestId('notice')).toContainText('line 1, column');
  await box.fill('{"players": ["A", "B"], "actions": [{"roll": [3, 3]}]}');
  await page.getByTestId('load-record').click();
  await expect(page.getByTestId('notice')).toContainText('action 0: This throw needs 7 dice, not 2');
  await box.fill('{"players": ["A"], "actions": []}');
  await page.getByTestId('load-record').click();
  await expect(page.getByTestId('notice')).toContainText('the game needs 2 to 5 players, not 1');
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
  await (await recordBox(page)).fill(record);
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

test('hot seat: every prompt names whom it asks; a window asks everyone here in one panel', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('./?seats=human,human,human&speed=instant&seed=4');
  const asked = new Set();
  let frustrations = 0;
  let shared = 0;
  for (let i = 0; i < 600 && (asked.size < 3 || frustrations < 2 || shared < 1); i++) {
    const step = await answer(page);
    if (!step) break;
    asked.add(step.seat);
    if (step.did === 'frustrate') {
      frustrations++;
      // Each person's pair of buttons is named after them; the question, whose throw it is.
      for (const s of step.seats) {
        const name = await page.getByTestId(`seat-${s}`).getAttribute('data-name');
        expect(step.names[s]).toBe(name);
      }
      expect(step.seats).toContain(step.seat);
      if (step.seats.length > 1) shared++;
    }
  }
  expect([...asked].sort()).toEqual(['0', '1', '2']);
  expect(frustrations).toBeGreaterThan(0);
  expect(shared).toBeGreaterThan(0);
});

test('play again keeps the players and passes the first turn on; new game goes back to the setup', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('./?seats=bot-easy,bot-easy,bot-normal&speed=instant&seed=9');
  await expect(page.getByTestId('final-scores')).toBeVisible({ timeout: 60_000 });
  const names = await page.locator('[data-testid^="seat-"]').evaluateAll((s) => s.map((e) => e.getAttribute('data-name')));
  const record = await page.getByTestId('record-json').inputValue();
  await page.getByTestId('play-again').click();
  await expect(page.getByTestId('final-scores')).toBeVisible({ timeout: 60_000 });
  // The same players; the second one starts now (records keep seat 0 as the first player).
  expect(await page.locator('[data-testid^="seat-"]').evaluateAll((s) => s.map((e) => e.getAttribute('data-name')))).toEqual([
    ...names.slice(1),
    names[0],
  ]);
  // New dice, even though the link fixed the first game's seed.
  const again = JSON.parse(await page.getByTestId('record-json').inputValue());
  expect(again.actions[0]).not.toEqual(JSON.parse(record).actions[0]);
  await page.getByTestId('new-game').click();
  await expect(page.getByTestId('start-game')).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
});

test('who starts: chosen on the setup screen, else at random; the first player sits at seat 0', async ({ page }) => {
  await page.goto('./');
  await page.getByTestId('seat-kind-2').selectOption('human');
  const names = await page.locator('[data-testid^="seat-name-"]').evaluateAll((s) => s.map((e) => e.value));
  await page.getByTestId('first-player').selectOption('2');
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('seat-0')).toHaveAttribute('data-name', names[2]);
  await expect(page.getByTestId('seat-1')).toHaveAttribute('data-name', names[3]);
  await expect(page.getByTestId('prompt')).toHaveAttribute('data-seat', '0');
  // At random: over a few games, more than one player starts.
  const starters = new Set();
  for (let i = 0; i < 12 && starters.size < 2; i++) {
    await page.getByTestId('leave-game').click();
    await page.getByTestId('start-game').click();
    starters.add(await page.getByTestId('seat-0').getAttribute('data-name'));
  }
  expect(starters.size).toBeGreaterThan(1);
});

test('"New table" keeps the game: the setup offers it, also after a reload, until it is resumed', async ({ page }) => {
  await page.goto('./?seats=human,bot-normal&speed=instant&seed=3');
  await answer(page);
  await answer(page);
  await waitForTurn(page);
  const before = await snapshot(page);
  await page.getByTestId('leave-game').click();
  await expect(page.getByTestId('resume-game')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('start-game')).toBeVisible();
  await expect(page.getByTestId('resume-game')).toBeVisible();
  const item = page.getByTestId('saved-game').first();
  await expect(item).toHaveAttribute('data-players', 'You,Thea');
  await expect(item).toHaveAttribute('data-actions', String(JSON.parse(before.record).actions.length));
  await page.getByTestId('resume-game').click();
  await waitForTurn(page);
  expect(await snapshot(page)).toEqual(before);
});

test('a link over a running game keeps that game on the shelf', async ({ page }) => {
  await page.goto('./?seats=human,bot-easy&speed=instant&seed=5');
  await answer(page);
  await waitForTurn(page);
  const first = JSON.parse((await snapshot(page)).record);
  await page.goto('./?seats=human,bot-expert,bot-easy&speed=instant&seed=6');
  await waitForTurn(page);
  await page.getByTestId('leave-game').click();
  const listed = await page.getByTestId('saved-game').evaluateAll((items) =>
    items.map((i) => [i.getAttribute('data-players'), Number(i.getAttribute('data-actions'))]),
  );
  expect(listed).toContainEqual([first.players.join(','), first.actions.length]);
  expect(listed.map((l) => l[0])).toContain('You,Thea,Kelly');
});

test('two tabs with two games never overwrite each other; a tab hears when another moved its game on', async ({ context }) => {
  const a = await context.newPage();
  await a.goto('./?seats=human,bot-normal&speed=instant&seed=11');
  await answer(a);
  await waitForTurn(a);
  const b = await context.newPage();
  await b.goto('./');
  // A fresh tab goes on with the game in progress; B starts a second game instead.
  await b.getByTestId('leave-game').click();
  await b.getByTestId('seat-kind-1').selectOption('bot-easy');
  await b.getByTestId('first-player').selectOption('0');
  await b.getByTestId('start-game').click();
  await answer(b);
  await waitForTurn(b);
  const gameB = (await snapshot(b)).record;
  // A moves on; reloading B still shows game 2, and game 1 is on the shelf with A's move.
  await answer(a);
  await waitForTurn(a);
  const gameA = (await snapshot(a)).record;
  await b.reload();
  await waitForTurn(b);
  expect((await snapshot(b)).record).toEqual(gameB);
  await b.getByTestId('leave-game').click();
  const shelf = await b.getByTestId('saved-game').evaluateAll((items) => items.map((i) => Number(i.getAttribute('data-actions'))));
  expect(shelf).toContain(JSON.parse(gameA).actions.length);
  // B now takes game 1 and plays a move there: A is told, and offered B's version.
  const one = b.locator(`[data-testid="saved-game"][data-actions="${JSON.parse(gameA).actions.length}"]`);
  await one.first().click();
  await answer(b);
  await expect(a.getByTestId('notice')).toContainText('went on in another tab');
  await a.getByTestId('notice-action').click();
  await waitForTurn(a);
  expect((await snapshot(a)).record).toEqual((await snapshot(b)).record);
});
