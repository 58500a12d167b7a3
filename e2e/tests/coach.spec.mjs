// The coach: off by default; one switch puts a line under each question to a person, in the
// page's language, for both games; it is remembered. The line names the expert's choice by
// value (points in Pechvogel, worms in Heckmeck), marks its button (`data-best`) and prices
// the other choices against it (`data-cost`, never below 0, the best at 0).
import { test, expect } from '@playwright/test';
import { answer, answerHeckmeck, audit, waitForTurn } from './helpers.mjs';

/** Plays on until a question of `kind` (a test id inside the prompt) is up. */
async function until(page, kind, play) {
  for (let i = 0; i < 200; i++) {
    await waitForTurn(page);
    const prompt = page.getByTestId('prompt');
    if ((await prompt.count()) && (await prompt.locator(`[data-testid^="${kind}"]`).count())) return;
    await play(page);
  }
  throw new Error(`no question with ${kind}`);
}

/** The coach's choice is one of the buttons shown, each priced choice is a button shown,
 * the costs are 0 or more and the best's is 0. Returns the best's test id. */
async function checkPrices(page) {
  const coach = page.getByTestId('coach');
  await expect(coach).toHaveCount(1);
  const { best, priced, buttons } = await page.evaluate(() => {
    const c = document.querySelector('[data-testid="coach"]');
    return {
      best: c.getAttribute('data-best'),
      priced: [...c.querySelectorAll('[data-cost]')].map((s) => [s.getAttribute('data-choice'), Number(s.getAttribute('data-cost'))]),
      buttons: [...document.querySelectorAll('[data-testid="prompt"] button')].map((b) => b.getAttribute('data-testid')),
    };
  });
  expect(buttons).toContain(best);
  expect(priced.length).toBeGreaterThan(0);
  expect(priced[0]).toEqual([best, 0]);
  for (const [id, cost] of priced) {
    expect(buttons).toContain(id);
    expect(cost).toBeGreaterThanOrEqual(0);
  }
  // Best first: the costs never fall.
  for (let i = 1; i < priced.length; i++) expect(priced[i][1]).toBeGreaterThanOrEqual(priced[i - 1][1]);
  return best;
}

test('Pechvogel: the expert\'s target by points, then the odds of throwing on, none under the claim', async ({ page }) => {
  await page.goto('./?seats=human,bot-normal&speed=instant&seed=21');
  await until(page, 'target-', answer);
  await expect(page.getByTestId('coach')).toHaveCount(0);
  const coach = page.getByTestId('coach-switch');
  await expect(coach).not.toBeChecked();
  await coach.check();
  await expect(page.getByTestId('coach')).toHaveText(
    /^The expert would choose target \d: −?\d+\.\d points expected from this turn(; choose target \d: −?\d+\.\d \(\d+\.\d+ less\))*$/,
  );
  await checkPrices(page);
  await audit(page, 'coach, target');
  await answer(page);
  await until(page, 'roll', answer);
  await expect(page.getByTestId('coach')).toHaveText(
    /^If nobody frustrates: \d+% to claim a marker, \d+% to end with three ravens$/,
  );
  // Remembered, and spoken in the page's language.
  await page.getByTestId('lang-de').click();
  await expect(page.getByTestId('coach')).toHaveText(/^Wenn niemand frustriert: \d+\u00a0% für einen Punktemarker/);
  await page.reload();
  await expect(page.getByTestId('coach-switch')).toBeChecked();
  // The claim question has no line (the throw's line stayed under it before).
  await until(page, 'claim-middle', answer);
  await expect(page.getByTestId('coach')).toHaveCount(0);
});

test('Heckmeck: the keeps and throwing on or taking, ranked by the worms to expect', async ({ page }) => {
  await page.goto('./?lang=it&game=heckmeck&seats=human,bot-normal&speed=instant&seed=8');
  await page.getByTestId('coach-switch').check();
  await until(page, 'keep-', answerHeckmeck);
  await expect(page.getByTestId('coach')).toHaveText(/^L'esperto sceglierebbe di tenere .+: −?\d+,\d vermi in media da questo turno/);
  expect(await checkPrices(page)).toMatch(/^keep-/);
  await until(page, 'take-', answerHeckmeck);
  expect(await checkPrices(page)).toMatch(/^(roll|take-\d+)$/);
  await page.getByTestId('coach-switch').uncheck();
  await expect(page.getByTestId('coach')).toHaveCount(0);
});

test('the odds speak of a bot\'s keep by its name, not "If you keep"', async ({ page }) => {
  await page.goto('./?game=heckmeck&seats=bot-normal,human&speed=instant&seed=5');
  await waitForTurn(page);
  await page.getByTestId('replay').click();
  await page.getByTestId('replay-first').click();
  // The bot's first throw: its keep is next.
  await page.getByTestId('replay-next').click();
  const caption = page.getByTestId('odds').locator('.odds-caption');
  await expect(caption).toHaveText(/^If .+ keeps…$/);
  await expect(caption).not.toHaveText(/If you keep/);
});

test('the win chances say how they are made, and from how many games', async ({ page }) => {
  await page.goto('./?seats=human,bot-normal&speed=instant&seed=3');
  await waitForTurn(page);
  await page.getByTestId('win-switch').check();
  await expect(page.getByTestId('win-chance-0')).toBeVisible();
  await expect(page.getByTestId('win-help-text')).toBeHidden();
  await page.getByTestId('win-help').click();
  await expect(page.getByTestId('win-help-text')).toHaveText(
    /^How the chances are made: the game was played on from here [\d,]+ times, every seat \(yours too\) by a normal bot, with dice of its own\.$/,
  );
  await audit(page, 'win chances, how');
});
