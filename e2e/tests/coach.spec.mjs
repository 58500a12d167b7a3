// The coach: off by default; one switch puts a line of exact odds under each question to a
// person, in the page's language, for both games; it is remembered.
import { test, expect } from '@playwright/test';
import { answer, answerHeckmeck, audit, waitForTurn } from './helpers.mjs';

/** Plays on until a question of `kind` (a test id inside the prompt) is up. */
async function until(page, kind, play) {
  for (let i = 0; i < 60; i++) {
    await waitForTurn(page);
    const prompt = page.getByTestId('prompt');
    if ((await prompt.count()) && (await prompt.locator(`[data-testid^="${kind}"]`).count())) return;
    await play(page);
  }
  throw new Error(`no question with ${kind}`);
}

test('Pechvogel: the targets ranked by the chance to claim, then the odds of throwing on', async ({ page }) => {
  await page.goto('./?seats=human,bot-normal&speed=instant&seed=21');
  await until(page, 'target-', answer);
  await expect(page.getByTestId('coach-line')).toHaveCount(0);
  const coach = page.getByTestId('coach-switch');
  await expect(coach).not.toBeChecked();
  await coach.check();
  await expect(page.getByTestId('coach-line')).toHaveText(/^Target \d: \d+% to claim if nobody frustrates/);
  await audit(page, 'coach, target');
  await answer(page);
  await until(page, 'roll', answer);
  await expect(page.getByTestId('coach-line')).toHaveText(
    /^If nobody frustrates: \d+% to claim a marker, \d+% to end with three ravens$/,
  );
  // Remembered, and spoken in the page's language.
  await page.getByTestId('lang-de').click();
  await expect(page.getByTestId('coach-line')).toHaveText(/^Wenn niemand frustriert: \d+\u00a0% für einen Punktemarker/);
  await page.reload();
  await expect(page.getByTestId('coach-switch')).toBeChecked();
});

test('Heckmeck: the keeps ranked by the chance to end with a grill tile', async ({ page }) => {
  await page.goto('./?lang=it&game=heckmeck&seats=human,bot-normal&speed=instant&seed=8');
  await page.getByTestId('coach-switch').check();
  await until(page, 'keep-', answerHeckmeck);
  await expect(page.getByTestId('coach-line')).toHaveText(/^Tenere .+: \d+% di prendere poi una tessera dalla griglia/);
  await page.getByTestId('coach-switch').uncheck();
  await expect(page.getByTestId('coach-line')).toHaveCount(0);
});
