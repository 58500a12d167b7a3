// By turns over links: three people on three browsers (three contexts) play a whole game of
// Heckmeck, the turn link passed from context to context as text; each claims their seat
// when it first comes up. Every device ends with the same record, the engine's; the same
// link opened again or a reload after a throw shows the same dice; a link that forks the
// game (a turn played again from an old link in another browser) is refused with where.
import { test, expect } from '@playwright/test';
import { answerHeckmeck, recordBox, replayHeckmeck } from './helpers.mjs';

/** What the table shows of the dice and the record, to compare two moments. */
async function look(page) {
  return {
    dice: await page.locator('[data-testid="die"]').evaluateAll((ds) => ds.map((d) => `${d.dataset.place}:${d.dataset.face}`)),
    record: await (await recordBox(page)).inputValue(),
  };
}

/** Waits until the page asks its person, or waits for someone elsewhere (or the game ended). */
async function settled(page) {
  await expect(page.locator('[data-testid="prompt"], [data-testid="turns-panel"]').first()).toBeVisible({ timeout: 30_000 });
}

/**
 * Plays the person's moves at this device in the page itself (Playwright's round trips
 * for each of a whole game's clicks would take minutes), with the helpers' policy: take a
 * tile when one is offered, keep the worms first, else the highest face; throw. Each
 * click is a real click (`detail: 1`) on a new question only. Returns once the table waits
 * for someone elsewhere or the game is over.
 */
async function playHere(page) {
  const moves = await page.evaluate(async () => {
    const q = (s) => document.querySelector(s);
    const tick = () => new Promise((r) => setTimeout(r, 5));
    let last = null;
    let since = 0;
    let moves = 0;
    for (let i = 0; i < 200_000; i++) {
      if (q('[data-testid="final-scores"]') || q('[data-testid="turns-panel"]')) return moves;
      const p = q('[data-testid="prompt"]');
      // The same question still on show: its answer is being shown; asked again if it
      // stays for long (a click the page did not take).
      if (!p || (p === last && Date.now() - since < 2000)) {
        await tick();
        continue;
      }
      const worm = q('[data-testid="board"]')?.getAttribute('data-worm') === 'true';
      const keeps = [...p.querySelectorAll('[data-testid^="keep-"]')].map((b) => b.dataset.testid);
      const keep = keeps.includes('keep-W') && !worm ? 'keep-W' : keeps.sort().reverse()[0];
      const button =
        p.querySelector('[data-testid^="take-"]') ||
        (keep && p.querySelector(`[data-testid="${keep}"]`)) ||
        p.querySelector('[data-testid="roll"]');
      if (!button) {
        await tick();
        continue;
      }
      button.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 }));
      last = p;
      since = Date.now();
      moves++;
    }
    return -1;
  });
  expect(moves).toBeGreaterThanOrEqual(0);
  return moves;
}

/** Sets up a by-turns game of Heckmeck for Anna, Ben and Carl (Anna first) on `page`. */
async function setUp(page) {
  await page.goto('./?speed=instant');
  await page.getByTestId('game-heckmeck').click();
  const names = ['Anna', 'Ben', 'Carl'];
  for (const [i, name] of names.entries()) {
    await page.getByTestId(`seat-kind-${i}`).selectOption('human');
    await page.getByTestId(`seat-name-${i}`).fill(name);
  }
  while (await page.getByTestId('seat-name-3').count()) {
    await page.getByRole('button', { name: 'remove player 4' }).click();
  }
  await page.getByTestId('first-player').selectOption('0');
  await page.getByTestId('by-turns').check();
  await expect(page.getByTestId('by-turns-hint')).toContainText('cannot prevent');
  await page.getByTestId('start-game').click();
}

test('three people play Heckmeck by turns on three browsers and every device ends with the same record', async ({ browser }) => {
  test.setTimeout(600_000);
  const contexts = await Promise.all([0, 1, 2].map(() => browser.newContext()));
  const pages = await Promise.all(contexts.map((c) => c.newPage()));
  await setUp(pages[0]);
  let at = 0;
  const claimed = [false, false, false];
  let firstLink = null;
  let reloaded = false;
  let sends = 0;
  for (let step = 0; step < 5000; step++) {
    const page = pages[at];
    await settled(page);
    if (await page.getByTestId('final-scores').isVisible()) break;
    if (await page.getByTestId('prompt').isVisible()) {
      // The person here plays: only their own seat is ever asked here.
      await expect(page.getByTestId('prompt')).toHaveAttribute('data-seat', String(at));
      if (at === 1 && !reloaded) {
        // Ben's first throw: the same link again, and a reload, show the same dice.
        const did = await answerHeckmeck(page);
        expect(did.did).toBe('roll');
        reloaded = true;
        await expect(page.locator('[data-testid="die"][data-place="tray"]').first()).toBeVisible();
        await settled(page);
        const before = await look(page);
        await page.goto(firstLink);
        await expect(page.getByTestId('notice')).toContainText('older than the game on this device');
        await settled(page);
        expect(await look(page)).toEqual(before);
        await page.reload();
        await settled(page);
        expect(await look(page)).toEqual(before);
        continue;
      }
      await playHere(page);
      continue;
    }
    const panel = page.getByTestId('turns-panel');
    const claim = panel.locator('[data-testid^="claim-seat-"]');
    const due = Number((await claim.getAttribute('data-testid')).replace('claim-seat-', ''));
    await expect(page.getByTestId('send-turn')).toHaveText(`Send to ${['Anna', 'Ben', 'Carl'][due]}`);
    if (due === at) {
      // This device's person claims their seat, once.
      expect(claimed[at]).toBe(false);
      claimed[at] = true;
      await claim.click();
      await expect(page.getByTestId('prompt')).toBeVisible();
      continue;
    }
    const link = await page.getByTestId('turn-link').inputValue();
    expect(link).toContain('#t=');
    if (due === 1 && !firstLink) firstLink = link;
    at = due;
    await pages[at].goto(link);
    sends++;
  }
  expect(claimed).toEqual([true, true, true]);
  expect(reloaded).toBe(true);
  expect(sends).toBeGreaterThan(3);
  // The end goes to everyone.
  const last = pages[at];
  await expect(last.getByTestId('final-scores')).toBeVisible();
  await expect(last.getByTestId('send-turn')).toHaveText('Send to everyone');
  const end = await last.getByTestId('turn-link').inputValue();
  for (const page of pages) {
    if (page !== last) {
      await page.goto(end);
      await expect(page.getByTestId('notice')).toContainText('goes on from this link now');
      await expect(page.getByTestId('final-scores')).toBeVisible();
    }
  }
  const records = [];
  for (const page of pages) records.push((await look(page)).record);
  expect(records[1]).toBe(records[0]);
  expect(records[2]).toBe(records[0]);
  const state = replayHeckmeck(records[0]);
  expect(state.game_over).toBe(true);
  expect(state.players.map((p) => p.name)).toEqual(['Anna', 'Ben', 'Carl']);
  // Each player's dice in the fairness panel: every throw counted for its thrower.
  await pages[0].getByTestId('tab-dice').click();
  const throws = await pages[0].locator('[data-testid^="luck-"]').evaluateAll((ls) => ls.map((l) => Number(l.dataset.throws)));
  expect(throws).toHaveLength(3);
  for (const n of throws) expect(n).toBeGreaterThan(0);
  await expect(pages[0].getByTestId('fairness-players')).toContainText('Anna:');
  await expect(pages[0].locator('.fair')).toContainText('cannot prevent');

  // Ben plays his first turn again from the first link, in another browser: a fork.
  const other = await (await browser.newContext()).newPage();
  await other.goto(firstLink);
  await expect(other.getByTestId('notice')).toContainText('played by turns');
  await other.getByTestId('claim-seat-1').click();
  await playHere(other);
  const forked = await other.getByTestId('turn-link').inputValue();
  const knownBefore = (await look(pages[0])).record;
  await pages[0].goto(forked);
  await expect(pages[0].getByTestId('notice')).toContainText(/This link forks the game at action \d+/);
  await expect(pages[0].getByTestId('final-scores')).toBeVisible();
  expect((await look(pages[0])).record).toBe(knownBefore);
});

test('a turn link that is not one says so and changes nothing', async ({ page }) => {
  await page.goto('./#t=notanid.AAAA');
  await expect(page.getByTestId('notice')).toContainText("the link does not start with a game's id");
  await expect(page.getByTestId('start-game')).toBeVisible();
});
