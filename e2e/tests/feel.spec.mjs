// The table's feel: the sound switch (off by default, remembered, no audio before a
// gesture, nothing breaks without Web Audio or vibration), sounds and a buzz following the
// game's cues, the celebration of a claim, Murphy's flight, and no motion at all at
// `instant` or under reduced motion.
import { test, expect } from '@playwright/test';
import { answer, waitForTurn, recordBox } from './helpers.mjs';

/** Counts what the page does with Web Audio and vibration (before any of its code runs). */
function instrument() {
  window.__feel = { contexts: 0, oscillators: 0, noises: 0, buzzes: [], ctx: null };
  const Real = window.AudioContext;
  if (Real) {
    window.AudioContext = class extends Real {
      constructor(...args) {
        super(...args);
        window.__feel.contexts += 1;
        window.__feel.ctx = this;
      }
      createOscillator() {
        window.__feel.oscillators += 1;
        return super.createOscillator();
      }
      createBufferSource() {
        window.__feel.noises += 1;
        return super.createBufferSource();
      }
    };
  }
  if ('vibrate' in Navigator.prototype) {
    Navigator.prototype.vibrate = (pattern) => {
      window.__feel.buzzes.push(pattern);
      return true;
    };
  }
}

const feel = (page) => page.evaluate(() => ({ ...window.__feel, ctx: window.__feel.ctx?.state ?? null }));
const prefs = (page) => page.evaluate(() => JSON.parse(localStorage.getItem('pechvogel.prefs') || 'null'));

/** Loads a record into the table (the record panel), as a person would paste it. */
async function load(page, record) {
  await (await recordBox(page)).fill(JSON.stringify(record));
  await page.getByTestId('load-record').click();
}

test.describe('sound', () => {
  test.beforeEach(async ({ page }) => {
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.errors = errors;
    await page.addInitScript(instrument);
  });

  test('is off by default, needs a gesture, plays the cues, and is remembered across a reload', async ({ page }) => {
    await page.goto('./?seats=human,bot-easy&speed=normal&seed=3');
    const sound = page.getByTestId('sound');
    await expect(sound).toHaveAttribute('aria-pressed', 'false');
    await expect(sound).toHaveAccessibleName('Sound and vibration');
    // A throw is a gesture, but sound is off: no audio at all.
    await page.getByTestId('roll').click();
    await expect(page.locator('[data-testid^="target-"]').first()).toBeVisible();
    expect((await feel(page)).contexts).toBe(0);
    expect((await prefs(page)).sound).toBe(false);

    // Switched on: the click creates the one audio context, and it runs.
    await sound.click();
    await expect(sound).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(async () => (await feel(page)).ctx).toBe('running');
    expect((await feel(page)).contexts).toBe(1);
    expect((await prefs(page)).sound).toBe(true);
    // The dice land with a clatter of noise bursts.
    const before = (await feel(page)).noises;
    await page.locator('[data-testid^="target-"]').first().click();
    await page.getByTestId('roll').click();
    await expect.poll(async () => (await feel(page)).noises).toBeGreaterThan(before);

    // Reloaded: still on, and still silent until the first gesture.
    await page.reload();
    await waitForTurn(page);
    await expect(page.getByTestId('sound')).toHaveAttribute('aria-pressed', 'true');
    await page.waitForTimeout(500);
    expect((await feel(page)).contexts).toBe(0);
    await page.locator('.top-bar .brand').click();
    await expect.poll(async () => (await feel(page)).ctx).toBe('running');
    expect((await feel(page)).contexts).toBe(1);

    // Switched off: the audio sleeps, and off is remembered too.
    await page.getByTestId('sound').click();
    await expect(page.getByTestId('sound')).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(async () => (await feel(page)).ctx).toBe('suspended');
    await page.reload();
    await expect(page.getByTestId('sound')).toHaveAttribute('aria-pressed', 'false');
    expect((await prefs(page)).sound).toBe(false);
    expect(page.errors).toEqual([]);
  });

  test('Murphy caws and three ravens play the sad trombone', async ({ page }) => {
    await page.goto('./?seats=human,bot-easy&speed=normal&seed=2');
    await waitForTurn(page);
    await page.getByTestId('sound').click();
    await expect.poll(async () => (await feel(page)).ctx).toBe('running');
    // Four ravens on the first throw: the target is all that is left to choose.
    await load(page, { players: ['You', 'Umberto'], actions: [{ roll: ['R', 'R', 'R', 'R', 3, 4, 5] }] });
    await expect(page.getByTestId('prompt')).toHaveAttribute('data-seat', '0');
    const before = (await feel(page)).oscillators;
    await page.locator('[data-testid^="target-"]').first().click();
    // Murphy flies to the greedy player, flapping, and the turn fails.
    await expect(page.locator('[data-testid="seat-0"] .murphy.flying')).toBeAttached();
    const wings = await page.evaluate(() =>
      document.getAnimations().map((a) => a.animationName).filter((n) => n === 'wing-flap').length,
    );
    expect(wings).toBeGreaterThan(0);
    // Two caws, then four trombone notes (each a tone; the trombone's last one wobbles).
    await expect.poll(async () => (await feel(page)).oscillators - before).toBeGreaterThanOrEqual(2 + 4);
    expect(page.errors).toEqual([]);
  });

  test('buzzes when a person is asked after a bot, only while on', async ({ page }) => {
    await page.goto('./?seats=human,bot-easy&speed=fast&seed=3');
    const bot = await page.getByTestId('seat-1').getAttribute('data-name');
    const botTurns = async () =>
      (await page.getByTestId('game-log').textContent()).split(`${bot} throws seven dice`).length - 1;
    // Play until the bot has had a turn and it is the person's turn again: no buzz (off).
    for (let i = 0; i < 60 && (await botTurns()) < 1; i++) await answer(page);
    await waitForTurn(page);
    expect((await feel(page)).buzzes).toEqual([]);
    await page.getByTestId('sound').click();
    const seen = await botTurns();
    for (let i = 0; i < 60 && (await botTurns()) <= seen; i++) await answer(page);
    await waitForTurn(page);
    await expect.poll(async () => (await feel(page)).buzzes.length).toBeGreaterThan(0);
    expect(page.errors).toEqual([]);
  });
});

test('without Web Audio or vibration (Safari has no vibrate) the switch works and nothing breaks', async ({ page }) => {
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.addInitScript(() => {
    delete window.AudioContext;
    delete window.webkitAudioContext;
    delete Navigator.prototype.vibrate;
  });
  await page.goto('./?seats=human,bot-easy&speed=fast&seed=3');
  await page.getByTestId('sound').click();
  await expect(page.getByTestId('sound')).toHaveAttribute('aria-pressed', 'true');
  for (let i = 0; i < 12; i++) await answer(page);
  await waitForTurn(page);
  expect(errors).toEqual([]);
});

test('a claim lights up the seat card that claimed', async ({ page }) => {
  await page.goto('./?seats=human,bot-easy&speed=normal&seed=2');
  await waitForTurn(page);
  await expect(page.locator('[data-testid="cheer"]')).toHaveCount(0);
  // Four 7s on the board: the person claims a 7 from the middle.
  await load(page, {
    players: ['You', 'Umberto'],
    actions: [{ roll: [7, 7, 'R', 'R', 3, 4, 5] }, { target: 7 }, { roll: [6, 7, 7] }],
  });
  await page.getByTestId('claim-middle').click();
  const cheer = page.locator('[data-testid="seat-0"] [data-testid="cheer"]');
  await expect(cheer).toBeAttached();
  await expect(cheer).toHaveClass(/cheer-claim/);
  await expect(page.locator('[data-testid="seat-1"] [data-testid="cheer"]')).toHaveCount(0);
});

/** The names of the animations running now. */
const running = (page) =>
  page.evaluate(() => document.getAnimations().map((a) => a.animationName ?? a.constructor.name));

test('dice tumble as cubes at a human pace', async ({ page }) => {
  await page.goto('./?seats=human,bot-easy&speed=slow&seed=3');
  await page.getByTestId('roll').click();
  const names = await running(page);
  expect(names.filter((n) => /^roll-[abc]$/.test(n)).length).toBe(7);
  // Each tumbling die shows its five other sides while it rolls.
  await expect(page.locator('[data-testid="die"][data-place="tray"] .die-sides i')).toHaveCount(35);
});

test('at instant nothing moves after a throw', async ({ page }) => {
  await page.goto('./?seats=human,bot-easy&speed=instant&seed=3');
  await page.getByTestId('roll').click();
  await expect(page.locator('[data-testid^="target-"]').first()).toBeVisible();
  expect(await running(page)).toEqual([]);
});

test('under reduced motion nothing moves after a throw, at any speed', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('./?seats=human,bot-easy&speed=slow&seed=3');
  await page.getByTestId('roll').click();
  await expect(page.locator('[data-testid="die"][data-place="tray"]').first()).toBeVisible();
  expect(await running(page)).toEqual([]);
  // Nor does a claim celebrate.
  await load(page, {
    players: ['You', 'Umberto'],
    actions: [{ roll: [7, 7, 'R', 'R', 3, 4, 5] }, { target: 7 }, { roll: [6, 7, 7] }],
  });
  await page.getByTestId('claim-middle').click();
  await expect(page.getByTestId('seat-0')).toHaveAttribute('data-markers', '7');
  await expect(page.locator('[data-testid="cheer"]')).toHaveCount(0);
  expect(await running(page)).toEqual([]);
});
