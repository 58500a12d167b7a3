// Replay and take-back end to end: stepping through a finished game shows what the
// engine's replay of the record cut at that point says (both games); the keys; "Continue
// from here"; "Watch again"; back to a live game exactly as it was; take-back keeps the
// dice's stream (the next throw's faces are the same as without it) and is only offered to
// one person against bots.
import { test, expect } from '@playwright/test';
import { audit, expectScoresMatchReplay, replay, replayHeckmeck, snapshot, waitForTurn, recordBox } from './helpers.mjs';


/** The record cut to its first `k` actions. */
function cut(record, k) {
  const r = JSON.parse(record);
  return JSON.stringify({ ...r, actions: r.actions.slice(0, k) });
}

/** Steps the replay to `k` with its slider and waits for the table to follow. */
async function seek(page, k) {
  await page.getByTestId('replay-slider').fill(String(k));
  await expect(page.getByTestId('replay-position')).toHaveAttribute('data-index', String(k));
}

/** A Pechvogel table's seats, middle and board against the engine's state. */
async function expectPechvogelShows(page, state, held = null) {
  const s = await snapshot(page);
  expect(s.seats.map((x) => x['data-score'])).toEqual(state.players.map((p) => String(p.score)));
  expect(s.seats.map((x) => x['data-markers'])).toEqual(state.players.map((p) => p.markers.join(',')));
  expect(s.seats.map((x) => x['data-frustrations'])).toEqual(state.players.map((p) => String(p.frustrations)));
  expect(s.middle).toBe(state.middle.join(','));
  expect(s.murphy).toBe(state.murphy === null ? 'middle' : String(state.murphy));
  // Where a turn just ended, its thrower's dice stay in view, and so the thrower plays on.
  const active = (held ?? state).active;
  if (state.active !== null) {
    expect(s.seats.map((x) => x['data-active'])).toEqual(state.players.map((_, i) => String(i === active)));
  }
  const board = state.board;
  if (board && board.target !== null && board.target !== undefined) {
    expect(s.board['data-target']).toBe(String(board.target));
    expect(s.board['data-targets']).toBe(String(board.targets));
    expect(s.board['data-ravens']).toBe(String(board.ravens));
  }
  return s;
}

/** A Heckmeck table's seats, stacks, grill and dice against the engine's state. */
async function expectHeckmeckShows(page, state, held = null) {
  const s = await snapshot(page);
  expect(s.seats.map((x) => x['data-score'])).toEqual(state.players.map((p) => String(p.worms)));
  for (const [i, p] of state.players.entries()) {
    await expect(page.getByTestId(`stack-${i}`)).toHaveAttribute('data-top', p.stack.length ? String(p.stack.at(-1)) : '');
  }
  await expect(page.getByTestId('grill')).toHaveAttribute('data-tiles', state.grill.join(','));
  const kept = s.dice.filter((d) => d.startsWith('board:')).map((d) => d.slice(6)).sort();
  // Where a turn just ended, its last dice stay in view: those kept before its last action.
  const keptBefore = (held ?? state).board.kept;
  expect(kept, JSON.stringify({ dice: s.dice, board: state.board, awaiting: state.awaiting })).toEqual(keptBefore.map(String).sort());
  if (state.awaiting === 'keep') {
    const tray = s.dice.filter((d) => d.startsWith('tray:')).map((d) => d.slice(5)).sort();
    expect(tray).toEqual(state.board.throw.map(String).sort());
  }
  return s;
}

/** True if `state` is between two turns: the next throw is a turn's first. */
function turnEnded(game, state) {
  if (game === 'pechvogel') return state.awaiting === 'first_roll' || state.awaiting === 'game_over';
  return state.game_over || (state.awaiting === 'roll' && state.board.kept.length === 0);
}

for (const game of ['pechvogel', 'heckmeck']) {
  test(`${game}: the replay steps by turns, each step a turn's end told beside the table`, async ({ page }) => {
    test.setTimeout(240_000);
    const query =
      game === 'pechvogel'
        ? '?lang=de&seats=bot-normal,bot-expert,bot-easy&speed=instant&seed=1'
        : '?lang=fr&game=heckmeck&seats=bot-normal,bot-expert,bot-easy&speed=instant&seed=3';
    await page.goto('./' + query);
    await expect(page.getByTestId('final-scores')).toBeVisible({ timeout: 60_000 });
    const record = await (await recordBox(page)).inputValue();
    const total = JSON.parse(record).actions.length;
    await page.getByTestId('watch-again').click();
    const pos = page.getByTestId('replay-position');
    const caption = page.getByTestId('replay-caption');
    await expect(pos).toHaveAttribute('data-index', '0');
    await expect(page.getByTestId('replay-turn-back')).toBeDisabled();
    await expect(caption).toHaveText('');
    const engine = game === 'pechvogel' ? replay : replayHeckmeck;
    const ends = [];
    let at = 0;
    while (at < total && ends.length < 200) {
      await page.getByTestId('replay-turn-next').click();
      await expect(pos).not.toHaveAttribute('data-index', String(at));
      const now = Number(await pos.getAttribute('data-index'));
      expect(now).toBeGreaterThan(at);
      at = now;
      ends.push(at);
      // The engine's word: between two turns (the next throw is a turn's first, or a
      // window on the throw that ended it), or the end of the game.
      const state = engine(cut(record, at));
      if (game === 'heckmeck') {
        expect(turnEnded(game, state), JSON.stringify(state)).toBe(true);
      } else {
        expect(['first_roll', 'window', 'game_over']).toContain(state.awaiting);
        if (state.awaiting === 'window' && at < total) expect(engine(cut(record, at + 1)).active).not.toBe(state.active);
      }
      // What the last action did, in the page's language, beside the table.
      await expect(caption).not.toHaveText('');
    }
    expect(at).toBe(total);
    expect(ends.length).toBeGreaterThan(3);
    await expect(page.getByTestId('replay-turn-next')).toBeDisabled();
    // Back by turns, through the same ends, to the start.
    for (const end of ends.slice(0, -1).reverse()) {
      await page.getByTestId('replay-turn-back').click();
      await expect(pos).toHaveAttribute('data-index', String(end));
    }
    await page.getByTestId('replay-turn-back').click();
    await expect(pos).toHaveAttribute('data-index', '0');
    // The caption says the same as the log's last lines: one step by action.
    await page.getByTestId('replay-next').click();
    await expect(caption).not.toHaveText('');
    const said = await caption.textContent();
    await page.getByTestId('tab-log').click();
    const lines = await page.getByTestId('game-log').locator('li').allTextContents();
    expect(said).toContain(lines.at(-1));
    // On a phone the caption is in view with the buttons that step the replay.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByTestId('replay-turn-next').click();
    await expect(caption).toBeInViewport();
    await expect(page.getByTestId('replay-turn-next')).toBeInViewport();
    await page.screenshot({ path: `/tmp/i31-saved/${game}-replay-turns-360.png` });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: `/tmp/i31-saved/${game}-replay-turns-1280.png` });
    await audit(page, `replay by turns, ${game}`);
  });

  test(`${game}: a finished game replayed step by step shows the engine's state after each prefix`, async ({ page }) => {
    test.setTimeout(240_000);
    const query =
      game === 'pechvogel'
        ? '?seats=bot-normal,bot-expert,bot-easy&speed=instant&seed=1'
        : '?game=heckmeck&seats=bot-normal,bot-expert,bot-easy&speed=instant&seed=3';
    await page.goto('./' + query);
    await expect(page.getByTestId('final-scores')).toBeVisible({ timeout: 60_000 });
    const record = await (await recordBox(page)).inputValue();
    const total = JSON.parse(record).actions.length;
    await page.getByTestId('watch-again').click();
    await expect(page.getByTestId('final-scores')).toBeHidden();
    const pos = page.getByTestId('replay-position');
    await expect(pos).toHaveAttribute('data-index', '0');
    await expect(pos).toHaveAttribute('data-total', String(total));
    await expect(page.getByTestId('prompt')).toHaveCount(0);
    const engine = game === 'pechvogel' ? replay : replayHeckmeck;
    const shows = game === 'pechvogel' ? expectPechvogelShows : expectHeckmeckShows;
    for (const k of [0, 1, 2, 3, 7, 20, Math.floor(total / 2), total - 1, total]) {
      await seek(page, k);
      const state = engine(cut(record, k));
      await shows(page, state, k > 0 && turnEnded(game, state) ? engine(cut(record, k - 1)) : null);
    }
    // The log follows: at the start it is empty, at the end it tells the end.
    await seek(page, 0);
    await expect(page.getByTestId('game-log').locator('li')).toHaveCount(0);
    // The buttons step one action at a time, and stop at the ends.
    await expect(page.getByTestId('replay-first')).toBeDisabled();
    await page.getByTestId('replay-next').click();
    await page.getByTestId('replay-next').click();
    await expect(pos).toHaveAttribute('data-index', '2');
    await shows(page, engine(cut(record, 2)));
    await page.getByTestId('replay-back').click();
    await expect(pos).toHaveAttribute('data-index', '1');
    await page.getByTestId('replay-last').click();
    await expect(pos).toHaveAttribute('data-index', String(total));
    await expect(page.getByTestId('replay-next')).toBeDisabled();
    await page.getByTestId('replay-first').click();
    await expect(pos).toHaveAttribute('data-index', '0');
    // Back to the game: the final scores again, the record as it was.
    await page.getByTestId('replay-exit').click();
    await expect(page.getByTestId('final-scores')).toBeVisible();
    expect(await (await recordBox(page)).inputValue()).toBe(record);
    await page.screenshot({ path: `/tmp/replay-shots/${game}-final-1280.png` });
  });
}

test('the keys step the replay, but not while a text field has them', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('./?seats=bot-normal,bot-easy&speed=instant&seed=2');
  await expect(page.getByTestId('final-scores')).toBeVisible({ timeout: 60_000 });
  const total = JSON.parse(await (await recordBox(page)).inputValue()).actions.length;
  await page.getByTestId('watch-again').click();
  const pos = page.getByTestId('replay-position');
  await expect(pos).toHaveAttribute('data-index', '0');
  // The slider has the keyboard when the replay opens.
  await expect(page.getByTestId('replay-slider')).toBeFocused();
  await page.getByTestId('replay-next').focus();
  await page.keyboard.press('End');
  await expect(pos).toHaveAttribute('data-index', String(total));
  await page.keyboard.press('ArrowLeft');
  await expect(pos).toHaveAttribute('data-index', String(total - 1));
  await page.keyboard.press('Home');
  await expect(pos).toHaveAttribute('data-index', '0');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(pos).toHaveAttribute('data-index', '2');
  // The slider steps with its own arrows.
  await page.getByTestId('replay-slider').focus();
  await page.keyboard.press('ArrowRight');
  await expect(pos).toHaveAttribute('data-index', '3');
  // A text field keeps its arrows.
  const box = await recordBox(page);
  await box.focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('End');
  await expect(pos).toHaveAttribute('data-index', '3');
  await page.screenshot({ path: '/tmp/replay-shots/replay-bar-1280.png' });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByTestId('replay-bar').scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/replay-shots/replay-bar-360.png' });
  await audit(page, 'replay bar');
});

test('a live game paused for a replay comes back exactly as it was; continue from here starts a new game from the prefix', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('./?seats=human,bot-normal,bot-easy&speed=instant&seed=7');
  // A few moves of the person (throws and targets) with bots between.
  for (let i = 0; i < 6; i++) {
    await waitForTurn(page);
    const prompt = page.getByTestId('prompt');
    if (await prompt.getByTestId('roll').count()) await prompt.getByTestId('roll').click();
    else await prompt.locator('button').first().click();
  }
  await waitForTurn(page);
  await expect(page.getByTestId('prompt')).toBeVisible();
  const before = await snapshot(page);
  const record = before.record ?? (await (await recordBox(page)).inputValue());
  const total = JSON.parse(record).actions.length;
  await page.getByTestId('replay').click();
  const pos = page.getByTestId('replay-position');
  await expect(pos).toHaveAttribute('data-index', String(total));
  await expect(pos).toHaveAttribute('data-total', String(total));
  await expect(page.getByTestId('prompt')).toHaveCount(0);
  await seek(page, 2);
  await expectPechvogelShows(page, replay(cut(record, 2)));
  // Nothing moved on while replaying: back to the game as it was.
  await page.waitForTimeout(300);
  await page.getByTestId('replay-exit').click();
  await expect(page.getByTestId('prompt')).toBeVisible();
  const after = await snapshot(page);
  expect({ ...after, record: undefined }).toEqual({ ...before, record: undefined });
  expect(await (await recordBox(page)).inputValue()).toBe(record);
  const saves = () =>
    page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('pechvogel.game.')).length);
  expect(await saves()).toBe(1);
  // Continue from action 3: a live game whose record starts with the first 3 actions.
  await page.getByTestId('replay').click();
  await seek(page, 3);
  await page.getByTestId('replay-continue').click();
  await expect(page.getByTestId('replay-bar')).toHaveCount(0);
  await waitForTurn(page);
  const next = JSON.parse(await (await recordBox(page)).inputValue()).actions;
  expect(next.slice(0, 3)).toEqual(JSON.parse(record).actions.slice(0, 3));
  await expect(page.getByTestId('seat-0')).toHaveAttribute('data-kind', 'human');
  await expect(page.getByTestId('seat-1')).toHaveAttribute("data-kind", "bot-normal");
  // The game it came from stays on the shelf beside the new one.
  expect(await saves()).toBe(2);
});

/** Heckmeck, one person against a bot with a fixed seed: throw, keep `first` (when given)
 * and take it back, keep the same face as the other page, throw: the faces thrown. */
async function heckmeckThrow(page, detour) {
  await page.goto('./?game=heckmeck&seats=human,bot-normal&speed=instant&seed=11');
  await page.getByTestId('prompt').getByTestId('roll').click();
  const keeps = page.getByTestId('prompt').locator('[data-testid^="keep-"]');
  await expect(keeps.first()).toBeVisible();
  const ids = await keeps.evaluateAll((b) => b.map((x) => x.getAttribute('data-testid')));
  expect(ids.length).toBeGreaterThan(1);
  const takeBack = page.getByTestId('take-back');
  await expect(takeBack).toBeVisible();
  // A throw is never taken back.
  await expect(takeBack).toBeDisabled();
  if (detour) {
    await page.getByTestId(ids[1]).click();
    await expect(takeBack).toBeEnabled();
    await page.screenshot({ path: '/tmp/replay-shots/take-back-1280.png' });
    await takeBack.click();
    await expect(page.getByTestId(ids[1])).toBeVisible();
    await expect(takeBack).toBeDisabled();
  }
  await page.getByTestId(ids[0]).click();
  await page.getByTestId('prompt').getByTestId('roll').click();
  await expect(page.getByTestId('prompt').locator('[data-testid^="keep-"]').first()).toBeVisible();
  const actions = JSON.parse(await (await recordBox(page)).inputValue()).actions;
  return actions;
}

test('take-back leaves the dice as they were: the next throw has the same faces', async ({ browser }) => {
  test.setTimeout(120_000);
  const plain = await (await browser.newContext()).newPage();
  const undone = await (await browser.newContext()).newPage();
  const a = await heckmeckThrow(plain, false);
  const b = await heckmeckThrow(undone, true);
  expect(b).toEqual(a);
  expect(a.length).toBe(3);
});

test('take-back is offered to one person against bots, not in hot seat', async ({ page }) => {
  await page.goto('./?seats=human,bot-normal&speed=instant&seed=5');
  await waitForTurn(page);
  await expect(page.getByTestId('take-back')).toBeVisible();
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByTestId('take-back').scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/replay-shots/take-back-360.png' });
  await audit(page, 'take-back');
  await page.goto('./?seats=human,human,bot-normal&speed=instant&seed=5');
  await waitForTurn(page);
  await expect(page.getByTestId('prompt')).toBeVisible();
  await expect(page.getByTestId('replay')).toBeVisible();
  await expect(page.getByTestId('take-back')).toHaveCount(0);
});

test('a bot game paused mid-move for a replay goes on from where it was, to the same end', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('./?seats=bot-normal,bot-easy&speed=fast&seed=4');
  await expect(page.getByTestId('die').first()).toBeVisible();
  await page.waitForTimeout(1500);
  await page.getByTestId('replay').click();
  const pos = page.getByTestId('replay-position');
  const total = Number(await pos.getAttribute('data-total'));
  // No bot moves while replaying.
  await page.waitForTimeout(1500);
  await expect(pos).toHaveAttribute('data-total', String(total));
  await page.keyboard.press('Home');
  await expect(pos).toHaveAttribute('data-index', '0');
  await page.getByTestId('replay-exit').click();
  await expect(page.getByTestId('replay-bar')).toHaveCount(0);
  await page.getByTestId('speed').selectOption('instant');
  await expect(page.getByTestId('final-scores')).toBeVisible({ timeout: 120_000 });
  const state = await expectScoresMatchReplay(page);
  // The record is the one the seed plays without a pause.
  const record = await (await recordBox(page)).inputValue();
  const other = await (await page.context().browser().newContext()).newPage();
  await other.goto('./?seats=bot-normal,bot-easy&speed=instant&seed=4');
  await expect(other.getByTestId('final-scores')).toBeVisible({ timeout: 60_000 });
  expect(await (await recordBox(other)).inputValue()).toBe(record);
  expect(state.game_over).toBe(true);
});
