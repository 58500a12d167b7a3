// Screenshots of the setup, a turn in progress, a frustration prompt and the final scores,
// at desktop and phone sizes, into e2e/out/screenshots/ (look at them). Also checks that
// nothing overflows the page sideways.
import { test, expect } from '@playwright/test';
import { answer, waitForTurn } from './helpers.mjs';

const dir = 'out/screenshots';

for (const [width, height] of [
  [1280, 800],
  [360, 740],
]) {
  test.describe(`${width}x${height}`, () => {
    test.use({ viewport: { width, height } });

    test('setup, a turn, a frustration prompt and the final scores', async ({ page }) => {
      test.setTimeout(240_000);
      const shot = (name) => page.screenshot({ path: `${dir}/${name}-${width}x${height}.png` });
      const fits = async () => {
        const over = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(over).toBeLessThanOrEqual(0);
      };
      await page.goto('./');
      await expect(page.getByTestId('start-game')).toBeVisible();
      await fits();
      await shot('setup');

      await page.goto('./?seats=human,bot-normal,bot-expert,bot-easy&speed=instant&seed=7');
      let turn = false;
      let frustration = false;
      for (let i = 0; i < 2000; i++) {
        await waitForTurn(page);
        if (await page.getByTestId('final-scores').isVisible()) break;
        const prompt = page.getByTestId('prompt');
        if (!frustration && (await prompt.getByTestId('frustrate').count())) {
          await expect(prompt.getByTestId('window-panel')).toContainText(/Frustrate|frustrates/);
          await fits();
          await shot('frustration-prompt');
          frustration = true;
        }
        if (!turn && (await prompt.getByTestId('roll').count()) && (await page.getByTestId('board').getAttribute('data-target')) !== '') {
          await fits();
          await shot('turn');
          turn = true;
        }
        await answer(page);
      }
      expect(turn && frustration).toBe(true);
      await expect(page.getByTestId('final-scores')).toBeVisible();
      await fits();
      await shot('final-scores');
    });
  });
}
