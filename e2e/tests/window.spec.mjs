// Hot seat without passing the device around: a window asks every person here in one
// panel; the device passes only when a turn passes from one person to another, at every
// speed; a question that cannot hurt the thrower passes unasked, and the log says so.
import { test, expect } from '@playwright/test';
import { answer } from './helpers.mjs';

for (const speed of ['instant', 'fast']) {
  test(`hot seat at ${speed}: "Pass the device" only when a turn passes between people`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.goto(`./?seats=human,bot-normal,human&speed=${speed}&seed=2`);
    let last = null;
    let handoffs = 0;
    let panels = 0;
    for (let i = 0; i < 400 && (handoffs < 2 || panels < 1); i++) {
      const waiting = '[data-testid="prompt"], [data-testid="handoff"], [data-testid="final-scores"]';
      await expect(page.locator(waiting).first()).toBeVisible();
      if (await page.getByTestId('final-scores').isVisible()) break;
      const handoff = page.getByTestId('handoff');
      if (await handoff.isVisible()) {
        // To the person whose turn it is now, from another person's turn.
        const seat = await handoff.getAttribute('data-seat');
        expect(seat).not.toBe(last);
        expect(last).not.toBeNull();
        await expect(page.getByTestId(`seat-${seat}`)).toHaveAttribute('data-active', 'true');
        handoffs++;
        await page.getByTestId('handoff-ok').click();
        await expect(page.getByTestId('prompt')).toHaveAttribute('data-seat', seat);
        last = seat;
      }
      const prompt = page.getByTestId('prompt');
      const shown = await prompt.elementHandle();
      if (await prompt.getByTestId('window-panel').count()) {
        panels++;
      } else {
        // A question of the person's own turn: the device is theirs now.
        const seat = await prompt.getAttribute('data-seat');
        if (last !== null && seat !== last) throw new Error(`seat ${seat} asked after ${last} without a hand-off`);
        last = seat;
      }
      await answer(page);
      // The question answered is gone before the next one is looked at.
      await shown.waitForElementState('hidden');
    }
    expect(handoffs).toBeGreaterThanOrEqual(2);
  });
}

test('one person against bots: a window that cannot hurt passes unasked, said in the log; the switch asks every time', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('./?seats=human,bot-normal,bot-expert,bot-easy&speed=instant&seed=3');
  const sw = page.getByTestId('hurt-switch-0');
  await expect(sw).toBeChecked();
  await expect(page.locator('.hurt-switch')).toContainText('Ask me only when it can hurt them');
  const log = page.getByTestId('game-log');
  for (let i = 0; i < 600; i++) {
    if ((await log.textContent()).includes('not asked: by the odds, a reroll would not hurt')) break;
    if (!(await answer(page))) break;
  }
  await expect(log).toContainText(/You were not asked: by the odds, a reroll would not hurt \w+\./);
  // Switched off: remembered on this device, also after a reload.
  await sw.uncheck();
  await page.reload();
  await expect(page.getByTestId('hurt-switch-0')).not.toBeChecked();
});
