// How well did I play? (issue 34): after a game, each decision of a person priced against
// the best by exact odds; the costliest listed with what it cost and "Replay from here"; an
// accuracy per person kept in the history's statistics; each player's score over the turns
// drawn as an SVG chart on the final scores.
import { test, expect } from '@playwright/test';
import { answer, answerHeckmeck, audit, waitForTurn } from './helpers.mjs';

/** The coach's line as it stands under the prompt: its best choice and each priced one,
 * with the buttons shown (null while the line is not that of the prompt shown). */
async function coachLine(page) {
  return page.evaluate(() => {
    const c = document.querySelector('[data-testid="coach"]');
    const buttons = [...document.querySelectorAll('[data-testid="prompt"] button')].map((b) => b.getAttribute('data-testid'));
    if (!c) return { buttons, best: null, priced: [] };
    const priced = [...c.querySelectorAll('[data-cost]')].map((s) => [s.getAttribute('data-choice'), Number(s.getAttribute('data-cost'))]);
    const best = c.getAttribute('data-best');
    if (!buttons.includes(best)) return null;
    return { buttons, best, priced };
  });
}

test('Heckmeck: the one bad keep the test makes on purpose is the costliest decision, at the coach\'s price', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('./?game=heckmeck&seats=human,bot-normal&speed=instant&seed=8');
  await page.getByTestId('coach-switch').check();
  let blunder = null;
  for (let i = 0; i < 2000; i++) {
    await waitForTurn(page);
    if (await page.getByTestId('final-scores').isVisible()) break;
    let line = await coachLine(page);
    for (let k = 0; line === null && k < 50; k++) {
      await page.waitForTimeout(20);
      line = await coachLine(page);
    }
    const prompt = page.getByTestId('prompt');
    if (!line || !line.best) {
      await answerHeckmeck(page);
      continue;
    }
    // Once, a keep the solver values clearly lower than the best; else always the best.
    const bad = line.priced.filter(([id, cost]) => id.startsWith('keep-') && cost > 1).pop();
    if (!blunder && bad) {
      blunder = { id: bad[0], cost: bad[1] };
      await prompt.getByTestId(bad[0]).click();
    } else {
      await prompt.getByTestId(line.best).click();
    }
  }
  expect(blunder).not.toBeNull();
  await expect(page.getByTestId('final-scores')).toBeVisible();

  // The score chart: one line per player.
  const chart = page.getByTestId('score-chart');
  await expect(chart).toBeVisible();
  await expect(chart.getByTestId('chart-line')).toHaveCount(2);
  await expect(chart.locator('svg')).toHaveAttribute('role', 'img');
  await expect(chart.locator('svg')).toHaveAttribute('aria-label', /^Score after each turn, \d+ turns; at the end: You -?\d+, .+ -?\d+$/);

  await page.getByTestId('review').click();
  const panel = page.getByTestId('review-panel');
  await expect(panel).toBeVisible({ timeout: 60_000 });
  console.log(`review: Heckmeck game priced in ${await panel.getAttribute('data-ms')} ms in the browser`);
  const decisions = await page.getByTestId('review-decision').evaluateAll((els) =>
    els.map((e) => ({ cost: Number(e.dataset.cost), chosen: e.dataset.chosen, at: Number(e.dataset.at), seat: e.dataset.seat })),
  );
  expect(decisions.length).toBeGreaterThan(0);
  // Every other decision was the coach's best: the bad keep is the costliest, alone, at the
  // price the coach gave it before it was made.
  expect(decisions[0].chosen).toBe(blunder.id);
  expect(decisions[0].seat).toBe('0');
  expect(decisions[0].cost).toBeGreaterThan(0);
  expect(Math.abs(decisions[0].cost - blunder.cost)).toBeLessThan(0.0011);
  expect(decisions.length).toBe(1);
  const accuracy = Number(await page.getByTestId('review').getAttribute('data-accuracy'));
  expect(accuracy).toBeGreaterThan(0);
  expect(accuracy).toBeLessThan(100);

  // Replay from here: the replay opens at the decision.
  await page.getByTestId('replay-from-here').first().click();
  await expect(page.getByTestId('replay-position')).toHaveAttribute('data-index', String(decisions[0].at));
  await expect(page.getByTestId('prompt').or(page.getByTestId('replay-bar')).first()).toBeVisible();

  // The accuracy is kept with the game: the statistics show it.
  await page.getByTestId('replay-exit').click();
  await page.getByTestId('new-game').click();
  await page.getByTestId('stats').click();
  const you = page.locator('[data-testid="stats-player"][data-name="You"][data-game="heckmeck"]');
  await expect(you).toHaveAttribute('data-accuracy', accuracy.toFixed(1));
  await expect(page.getByTestId('rating-chart')).toBeVisible();
  await expect(page.getByTestId('score-spread').first()).toBeVisible();
});

test('Pechvogel: a game reviewed, with an accuracy per person, and the score chart', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('./?seats=human,bot-normal,bot-easy&speed=instant&seed=21');
  for (let i = 0; i < 3000; i++) {
    if ((await answer(page)) === null) break;
  }
  await expect(page.getByTestId('final-scores')).toBeVisible();
  await expect(page.getByTestId('score-chart').getByTestId('chart-line')).toHaveCount(3);
  await page.getByTestId('review').click();
  await expect(page.getByTestId('review-panel')).toBeVisible({ timeout: 60_000 });
  console.log(`review: Pechvogel game priced in ${await page.getByTestId('review-panel').getAttribute('data-ms')} ms in the browser`);
  await expect(page.getByTestId('review')).toHaveAttribute('data-accuracy', /^\d+\.\d$/);
  // Only the person's seat is reviewed.
  await expect(page.getByTestId('review-player')).toHaveCount(1);
  const costs = await page.getByTestId('review-decision').evaluateAll((els) => els.map((e) => Number(e.dataset.cost)));
  expect(costs.length).toBeLessThanOrEqual(3);
  for (let i = 0; i < costs.length; i++) {
    expect(costs[i]).toBeGreaterThan(0);
    if (i > 0) expect(costs[i]).toBeLessThanOrEqual(costs[i - 1]);
  }
  await audit(page, 'final scores with the chart and the review');
  const accuracy = await page.getByTestId('review').getAttribute('data-accuracy');

  // In replay the chart shows the scores over the turns replayed so far: fewer turns
  // early on, one line per player still.
  const turnsOf = async () =>
    Number((await page.getByTestId('score-chart').locator('svg').getAttribute('aria-label')).match(/, (\d+) turns/)[1]);
  const finalTurns = await turnsOf();
  await page.getByTestId('watch-again').click();
  await expect(page.getByTestId('replay-bar')).toBeVisible();
  const slider = page.getByTestId('replay-slider');
  const total = Number(await slider.getAttribute('max'));
  await slider.fill(String(Math.floor(total / 2)));
  await expect(page.getByTestId('score-chart').getByTestId('chart-line')).toHaveCount(3);
  const halfway = await turnsOf();
  expect(halfway).toBeGreaterThan(0);
  expect(halfway).toBeLessThan(finalTurns);
  // Back to the game: the final scores again, no replay chart.
  await page.getByTestId('replay-exit').click();
  await expect(page.getByTestId('final-scores')).toBeVisible();
  await expect(page.locator('.replay-chart')).toHaveCount(0);

  // Any game of the history list: opened in replay, its final scores offer the review too,
  // which comes to the same figures.
  await page.getByTestId('new-game').click();
  await page.getByTestId('history').click();
  await page.getByTestId('history-game').first().click();
  await expect(page.getByTestId('score-chart').getByTestId('chart-line')).toHaveCount(3);
  await page.getByTestId('review').click();
  await expect(page.getByTestId('review')).toHaveAttribute('data-accuracy', accuracy);
  await page.getByTestId('new-game').click();
  await page.getByTestId('stats').click();
  await expect(page.locator('[data-testid="stats-player"][data-name="You"][data-game="pechvogel"]')).toHaveAttribute('data-accuracy', accuracy);
  await audit(page, 'statistics with their pictures');
});
