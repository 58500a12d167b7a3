import { test, expect } from '@playwright/test';
import { answer, answerHeckmeck, waitForTurn } from './helpers.mjs';
async function until(page, kind, play) {
  for (let i = 0; i < 200; i++) {
    await waitForTurn(page);
    const prompt = page.getByTestId('prompt');
    if ((await prompt.count()) && (await prompt.locator(`[data-testid^="${kind}"]`).count())) return;
    await play(page);
  }
}
for (const [width, height] of [[1280, 800], [360, 740]]) {
  for (const lang of ['en', 'de', 'fr', 'it']) {
    test(`shots ${lang} ${width}`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height });
      const shot = (n) => page.screenshot({ path: `/tmp/coach/shots/${n}-${lang}-${width}.png` });
      await page.goto(`./?lang=${lang}&seats=human,bot-normal&speed=instant&seed=21`);
      await until(page, 'target-', answer);
      await page.getByTestId('coach-switch').check();
      await page.getByTestId('win-switch').check();
      await page.getByTestId('win-help').click();
      await expect(page.getByTestId('win-chance-0')).toBeVisible();
      await page.getByTestId('coach').scrollIntoViewIfNeeded();
      await shot('pv-target');
      await page.getByTestId('win-help-text').scrollIntoViewIfNeeded();
      await shot('pv-winhelp');
      await page.goto(`./?lang=${lang}&game=heckmeck&seats=human,bot-normal&speed=instant&seed=8`);
      await until(page, 'keep-', answerHeckmeck);
      await page.getByTestId('coach').scrollIntoViewIfNeeded();
      await shot('hm-keep');
      await until(page, 'take-', answerHeckmeck);
      await page.getByTestId('coach').scrollIntoViewIfNeeded();
      await shot('hm-take');
    });
  }
}
