// "Are the dice fair?" and "Win chances, live" (issue 16) end to end: the fairness panel's
// counts against the faces in the exported record, its p-value against one computed here,
// the device's tally across a reload and a reset; the win-chance meters of a game of bots,
// their sum, the winner's 1, and their switch in a game with a person.
import { createHash } from 'node:crypto';
import { test, expect } from '@playwright/test';
import { audit, answer } from './helpers.mjs';

/** The faces in a record's `roll` actions, counted in the order of the game's dice. */
function countFaces(record, game) {
  const counts = [0, 0, 0, 0, 0, 0];
  for (const action of JSON.parse(record).actions) {
    if (!action || !Array.isArray(action.roll)) continue;
    for (const f of action.roll) {
      if (game === 'pechvogel') counts[f === 'R' ? 5 : f - 3] += 1;
      else counts[f === 'W' ? 5 : f - 1] += 1;
    }
  }
  return counts;
}

/** erfc(x), x >= 0, by its continued fraction (large x) or its Taylor series (small x). */
function erfc(x) {
  if (x < 3) {
    // erf by its series: 2/sqrt(pi) * sum (-1)^n x^(2n+1) / (n! (2n+1)).
    let sum = 0;
    let term = x;
    for (let n = 0; n < 200; n++) {
      sum += term / (2 * n + 1);
      term *= (-x * x) / (n + 1);
    }
    return 1 - (2 / Math.sqrt(Math.PI)) * sum;
  }
  let f = 0;
  for (let k = 60; k >= 1; k--) f = (k / 2) / (x + f);
  return Math.exp(-x * x) / Math.sqrt(Math.PI) / (x + f);
}

/** Pearson's chi-square p-value of six counts against 1/6 each (five degrees of freedom). */
function pValue(counts) {
  const n = counts.reduce((a, b) => a + b, 0);
  const e = n / 6;
  const x = counts.reduce((s, o) => s + ((o - e) * (o - e)) / e, 0);
  if (x <= 0) return 1;
  return erfc(Math.sqrt(x / 2)) + Math.sqrt((2 * x) / Math.PI) * Math.exp(-x / 2) * (1 + x / 3);
}

const counts = async (page, id) => (await page.getByTestId(id).getAttribute('data-counts')).split(',').map(Number);

async function checkFairness(page, game) {
  await expect(page.getByTestId('final-scores')).toBeVisible({ timeout: 120_000 });
  await page.getByTestId('tab-dice').click();
  await expect(page.getByTestId('fairness')).toBeVisible();
  const record = await page.getByTestId('record-json').inputValue();
  const expected = countFaces(record, game);
  expect(expected.reduce((a, b) => a + b, 0)).toBeGreaterThan(30);
  await expect(page.getByTestId('fairness')).toHaveAttribute('data-counts', expected.join(','));
  const p = Number(await page.getByTestId('fairness').getAttribute('data-p'));
  expect(Math.abs(p - pValue(expected))).toBeLessThan(2e-4);
  await expect(page.getByTestId('fairness')).toContainText(/Nothing unusual|Unusual/);
  return expected;
}

test('the fairness panel counts the faces of the record; the device counts each game once, over a reload, until reset', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('./?seats=bot-normal,bot-expert,bot-easy&speed=instant&seed=5');
  const first = await checkFairness(page, 'pechvogel');
  await expect(page.getByTestId('fairness-seed')).toHaveText('5');
  // The address chose the seed: shown at once, and the command that checks the dice.
  await expect(page.locator('.fair-check code')).toHaveText('pechvogel verify record.json --seed 5');
  // The only game on this device so far: the device's tally is this game's.
  await expect(page.getByTestId('fairness-device')).toHaveAttribute('data-counts', first.join(','));

  // A person's game, part of the way: the device adds its faces.
  await page.goto('./?seats=human,bot-normal&speed=instant&seed=6');
  for (let i = 0; i < 8; i++) await answer(page);
  await page.getByTestId('tab-dice').click();
  const record = () => page.getByTestId('record-json').inputValue();
  const second = countFaces(await record(), 'pechvogel');
  const both = first.map((n, i) => n + second[i]).join(',');
  await expect(page.getByTestId('fairness')).toHaveAttribute('data-counts', second.join(','));
  await expect(page.getByTestId('fairness-device')).toHaveAttribute('data-counts', both);
  // A reload resumes the game: it is not counted twice.
  await page.reload();
  await expect(page.getByTestId('prompt')).toBeVisible();
  await page.getByTestId('tab-dice').click();
  await expect(page.getByTestId('fairness')).toHaveAttribute('data-counts', second.join(','));
  await expect(page.getByTestId('fairness-device')).toHaveAttribute('data-counts', both);
  // Reset: nothing counted; from now on only new throws count, and a reload adds nothing.
  await page.getByTestId('fairness-reset').click();
  await expect(page.getByTestId('fairness-device')).toHaveAttribute('data-counts', '0,0,0,0,0,0');
  await expect(page.getByTestId('fairness-device')).toHaveAttribute('data-p', '');
  for (let i = 0; i < 4; i++) await answer(page);
  const later = countFaces(await record(), 'pechvogel');
  const since = later.map((n, i) => n - second[i]).join(',');
  await expect(page.getByTestId('fairness')).toHaveAttribute('data-counts', later.join(','));
  await expect(page.getByTestId('fairness-device')).toHaveAttribute('data-counts', since);
  await page.reload();
  await expect(page.getByTestId('prompt')).toBeVisible();
  await page.getByTestId('tab-dice').click();
  await expect(page.getByTestId('fairness-device')).toHaveAttribute('data-counts', since);
});

test('Heckmeck: the fairness panel counts the record faces; a second game adds to the device', async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto('./?game=heckmeck&seats=bot-normal,bot-normal&speed=instant&seed=8');
  const first = await checkFairness(page, 'heckmeck');
  await expect(page.locator('.fair-check code')).toHaveText('pechvogel heckmeck verify record.json --seed 8');
  await expect(page.getByTestId('fairness-device')).toHaveAttribute('data-counts', first.join(','));
  await page.goto('./?game=heckmeck&seats=bot-normal,bot-easy&speed=instant&seed=9');
  const second = await checkFairness(page, 'heckmeck');
  const both = first.map((n, i) => n + second[i]);
  await expect(page.getByTestId('fairness-device')).toHaveAttribute('data-counts', both.join(','));
  const p = Number(await page.getByTestId('fairness-device').getAttribute('data-p'));
  expect(Math.abs(p - pValue(both))).toBeLessThan(2e-4);
});

/** The win chances on show, by seat, read at one moment (the estimate goes on in chunks). */
async function chances(page, seats) {
  return page.evaluate(
    (n) => [...Array(n).keys()].map((i) => Number(document.querySelector(`[data-testid="win-chance-${i}"]`).getAttribute('data-p'))),
    seats,
  );
}

test('win chances show for a game of bots, add up to 1, and the winner ends with 1', async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto('./?game=heckmeck&seats=bot-normal,bot-expert,bot-easy&speed=fast&seed=4');
  for (let i = 0; i < 3; i++) await expect(page.getByTestId(`win-chance-${i}`)).toBeVisible();
  const during = await chances(page, 3);
  expect(Math.abs(during.reduce((a, b) => a + b, 0) - 1)).toBeLessThan(0.01);
  await expect(page.getByTestId('win-chance-0')).toContainText('%');
  await expect(page.getByTestId('win-switch')).toBeChecked();
  // To the end at once.
  await page.goto('./?seats=bot-normal,bot-expert&speed=instant&seed=12');
  await expect(page.getByTestId('final-scores')).toBeVisible({ timeout: 120_000 });
  const winners = await page
    .getByTestId('final-row')
    .evaluateAll((rows) => rows.filter((r) => r.getAttribute('data-winner') === 'true').map((r) => Number(r.getAttribute('data-seat'))));
  expect(winners.length).toBeGreaterThan(0);
  for (const w of winners) {
    await expect(page.getByTestId(`win-chance-${w}`)).toHaveAttribute('data-p', winners.length === 1 ? '1.000' : /^0\.\d+$/);
  }
  const end = await chances(page, 2);
  expect(Math.abs(end.reduce((a, b) => a + b, 0) - 1)).toBeLessThan(0.01);
});

test('with a person at the table the meters are off until switched on, and the switch is remembered', async ({ page }) => {
  await page.goto('./?seats=human,bot-normal&speed=instant&seed=2');
  await expect(page.getByTestId('prompt')).toBeVisible();
  await expect(page.getByTestId('win-switch')).not.toBeChecked();
  await expect(page.getByTestId('win-chance-0')).toHaveCount(0);
  await page.getByTestId('win-switch').check();
  await expect(page.getByTestId('win-chance-0')).toBeVisible();
  await expect(page.getByTestId('win-chance-1')).toBeVisible();
  const c = await chances(page, 2);
  expect(Math.abs(c[0] + c[1] - 1)).toBeLessThan(0.01);
  await page.reload();
  await expect(page.getByTestId('win-switch')).toBeChecked();
  await expect(page.getByTestId('win-chance-0')).toBeVisible();
});

test('a replay shows the meters even where a person plays, and hides them again after', async ({ page }) => {
  await page.goto('./?seats=human,bot-normal,bot-easy&speed=instant&seed=4');
  for (let i = 0; i < 4; i++) {
    await expect(page.getByTestId('prompt')).toBeVisible();
    await page.getByTestId('prompt').locator('button').first().click();
  }
  await expect(page.getByTestId('prompt')).toBeVisible();
  await expect(page.getByTestId('win-chance-0')).toHaveCount(0);
  await page.getByTestId('replay').click();
  await expect(page.getByTestId('replay-position')).toBeVisible();
  for (let i = 0; i < 3; i++) await expect(page.getByTestId(`win-chance-${i}`)).toHaveAttribute('data-p', /^[01]\.\d+$/);
  const c = await chances(page, 3);
  expect(Math.abs(c.reduce((a, b) => a + b, 0) - 1)).toBeLessThan(0.01);
  await page.getByTestId('replay-exit').click();
  await expect(page.getByTestId('win-chance-0')).toHaveCount(0);
});

test('the fairness panel and the meters are accessible, on a phone too', async ({ page }) => {
  test.setTimeout(120_000);
  for (const viewport of [{ width: 1280, height: 800 }, { width: 360, height: 740 }]) {
    await page.setViewportSize(viewport);
    await page.goto('./?game=heckmeck&seats=human,bot-normal&speed=instant&seed=3');
    await expect(page.getByTestId('prompt')).toBeVisible();
    await page.getByTestId('win-switch').check();
    await expect(page.getByTestId('win-chance-1')).toBeVisible();
    await page.getByTestId('tab-dice').click();
    await expect(page.getByTestId('fairness')).toBeVisible();
    await audit(page, `fairness and meters at ${viewport.width}`);
  }
});

/** The seal the page shows for `seed`: SHA-256 of a tag and the seed's eight bytes (little-endian). */
function seal(seed) {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64LE(BigInt(seed));
  return createHash('sha256').update('dice-net/seal/1').update(bytes).digest('hex');
}

test('at one device no seed is shown while the game runs: its seal, and the seed that opens it once the game is over', async ({ page }) => {
  test.setTimeout(180_000);
  // A person's game, running: the seal only.
  await page.goto('./?seats=human,bot-normal&speed=instant');
  await page.getByTestId('tab-dice').click();
  await expect(page.getByTestId('fairness-seal')).toHaveAttribute('data-seal', /^[0-9a-f]{64}$/);
  await expect(page.getByTestId('fairness-seed')).toHaveCount(0);
  await expect(page.locator('.fair-check')).not.toContainText('verify');
  // A game of bots, to its end: the seed, which opens the seal shown before.
  await page.goto('./?seats=bot-normal,bot-easy&speed=normal');
  await page.getByTestId('tab-dice').click();
  const sealed = await page.getByTestId('fairness-seal').getAttribute('data-seal');
  await page.getByTestId('speed').selectOption('instant');
  await expect(page.getByTestId('final-scores')).toBeVisible({ timeout: 150_000 });
  await page.getByTestId('tab-dice').click();
  const seed = await page.getByTestId('fairness-seed').textContent();
  expect(seal(seed)).toBe(sealed);
  await expect(page.locator('.fair-check code')).toHaveText(`pechvogel verify record.json --seed ${seed}`);
  await expect(page.getByTestId('fairness-seal')).toHaveCount(0);
});
