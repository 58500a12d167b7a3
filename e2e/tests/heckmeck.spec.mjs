// Heckmeck end to end: the game chooser, whole games of bots and of a person through the
// UI, checked against the engine's own replay of the exported record; resuming; a phone
// with seven seats.
import { test, expect } from '@playwright/test';
import { answerHeckmeck as answer, replayHeckmeck, waitForTurn } from './helpers.mjs';

/** The final table and the seats against the engine's replay of the exported record. */
async function expectAgreesWithReplay(page) {
  await expect(page.getByTestId('final-scores')).toBeVisible({ timeout: 60_000 });
  const record = await page.getByTestId('record-json').inputValue();
  const state = replayHeckmeck(record);
  expect(state.game_over).toBe(true);
  expect(state.grill).toEqual([]);
  const rows = await page.getByTestId('final-row').evaluateAll((rows) =>
    rows.map((r) => ({
      seat: Number(r.getAttribute('data-seat')),
      score: Number(r.getAttribute('data-score')),
      winner: r.getAttribute('data-winner') === 'true',
    })),
  );
  expect(rows.map((r) => r.score)).toEqual(state.players.map((p) => p.worms));
  expect(rows.filter((r) => r.winner).map((r) => r.seat)).toEqual(state.winners);
  for (const [i, p] of state.players.entries()) {
    await expect(page.getByTestId(`stack-${i}`)).toHaveAttribute('data-top', p.stack.length ? String(p.stack.at(-1)) : '');
    await expect(page.getByTestId(`seat-${i}`)).toHaveAttribute('data-score', String(p.worms));
  }
  await expect(page.getByTestId('grill')).toHaveAttribute('data-tiles', '');
  return state;
}

test('the setup offers both games; Heckmeck is chosen, remembered and started', async ({ page }) => {
  await page.goto('./');
  await expect(page.getByTestId('game-pechvogel')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('game-heckmeck').click();
  await expect(page.getByTestId('game-heckmeck')).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByTestId('game-heckmeck')).toHaveAttribute('aria-pressed', 'true');
  // Seven seats are allowed for Heckmeck.
  for (let i = 0; i < 3; i++) await page.getByTestId('add-seat').click();
  await expect(page.getByTestId('add-seat')).toBeDisabled();
  await expect(page.getByTestId('seat-name-6')).toBeVisible();
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('grill')).toHaveAttribute(
    'data-tiles',
    '21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36',
  );
  await expect(page.getByTestId('seat-6')).toBeVisible();
  await expect(page.getByTestId('stack-0')).toHaveAttribute('data-top', '');
});

test('a Heckmeck game of bots at instant speed agrees with the engine', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('./?game=heckmeck&seats=bot-normal,bot-expert,bot-easy,bot-normal&speed=instant&seed=3');
  const state = await expectAgreesWithReplay(page);
  await expect(page.getByTestId('game-log')).toContainText('The grill is empty: the game is over');
  expect(state.players).toHaveLength(4);
});

test('a person plays Heckmeck through the UI: throws, keeps and takes, to the end', async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto('./?game=heckmeck&seats=human,bot-normal&speed=instant&seed=21');
  await expect(page.getByTestId('roll')).toBeVisible();
  await expect(page.getByTestId('roll')).toHaveText('Throw the eight dice');
  // The first throw with the keyboard.
  await page.keyboard.press('Space');
  await expect(page.locator('[data-testid="die"][data-place="tray"]').first()).toBeVisible();
  const did = new Set();
  for (let i = 0; i < 3000; i++) {
    const step = await answer(page);
    if (!step) break;
    expect(step.seat).toBe('0');
    did.add(step.did);
  }
  for (const d of ['roll', 'keep', 'take']) expect(did).toContain(d);
  await expectAgreesWithReplay(page);
});

test('a keep button says what it does and the odds name each keep', async ({ page }) => {
  await page.goto('./?game=heckmeck&seats=human,bot-easy&speed=instant&seed=4');
  await page.getByTestId('roll').click();
  const keeps = page.getByTestId('prompt').locator('[data-testid^="keep-"]');
  await expect(keeps.first()).toBeVisible();
  await expect(keeps.first()).toHaveText(/^Keep the (\d|worm)s? \(\+\d+\)$/);
  await expect(page.getByTestId('odds')).toContainText('If you keep');
});

test('a reload mid-game resumes the Heckmeck game exactly', async ({ page }) => {
  await page.goto('./?game=heckmeck&seats=human,bot-normal,bot-expert&speed=instant&seed=8');
  for (let i = 0; i < 7; i++) await answer(page);
  await waitForTurn(page);
  const look = () =>
    page.evaluate(() => ({
      grill: document.querySelector('[data-testid="grill"]').getAttribute('data-tiles'),
      stacks: [...document.querySelectorAll('[data-testid^="stack-"]')].map((s) => s.getAttribute('data-top')),
      record: document.querySelector('[data-testid="record-json"]').value,
      prompt: document.querySelector('[data-testid="prompt"]')?.textContent ?? null,
      dice: [...document.querySelectorAll('[data-testid="die"]')].map((d) => `${d.dataset.place}:${d.dataset.face}`),
    }));
  const before = await look();
  await page.reload();
  await waitForTurn(page);
  expect(await look()).toEqual(before);
});

test('seven seats fit a phone: no sideways scrolling, the grill and the prompt on screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(
    './?game=heckmeck&seats=human,bot-normal,bot-expert,bot-easy,bot-normal,bot-easy,bot-expert&speed=instant&seed=2',
  );
  await expect(page.getByTestId('roll')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  for (let i = 0; i < 7; i++) {
    const seat = page.getByTestId(`seat-${i}`);
    await expect(seat).toBeInViewport();
    // Name and worms fully visible: nothing clipped inside the card.
    const clipped = await seat.evaluate((el) =>
      [...el.querySelectorAll('.seat-name, .seat-score')].some((e) => e.scrollWidth > e.clientWidth + 1),
    );
    expect(clipped).toBe(false);
  }
  await expect(page.getByTestId('grill')).toBeInViewport();
  await expect(page.getByTestId('roll')).toBeInViewport();
});
