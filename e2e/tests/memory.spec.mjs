// Issue 29: the page's wasm memory does not keep growing game after game. One tab plays 30
// games of bots at `instant`, one after the other ("Play again"); the memory after the last
// games is compared with the memory half-way (not timed). Before the fix every signal kept
// each reader it ever had: about 43 KB a game, for good.
import { test, expect } from '@playwright/test';

const GAMES = 30;
/** Memory may still grow this much over the second half: a game longer than any before it
 * needs room once (the memory grows in 64 KB pages and never shrinks). */
const BOUND = 4 * 64 * 1024;

test('thirty games of bots in one tab: the wasm memory stops growing', async ({ page }) => {
  test.setTimeout(600_000);
  // The module's memory, kept as the page instantiates it (the glue does not expose it).
  await page.addInitScript(() => {
    const keep = (result) => {
      const instance = result.instance ?? result;
      for (const value of Object.values(instance.exports)) {
        if (value instanceof WebAssembly.Memory) window.__wasmMemory = value;
      }
      return result;
    };
    const streaming = WebAssembly.instantiateStreaming;
    WebAssembly.instantiateStreaming = (...args) => streaming(...args).then(keep);
    const plain = WebAssembly.instantiate;
    WebAssembly.instantiate = (...args) => plain(...args).then(keep);
  });
  await page.goto('./?seats=bot-easy,bot-normal,bot-expert&speed=instant&seed=1');
  const sizes = [];
  for (let game = 1; game <= GAMES; game++) {
    await expect(page.getByTestId('final-scores')).toBeVisible({ timeout: 120_000 });
    sizes.push(await page.evaluate(() => window.__wasmMemory.buffer.byteLength));
    if (game < GAMES) await page.getByTestId('play-again').click();
  }
  const half = sizes[GAMES / 2 - 1];
  const last = sizes[GAMES - 1];
  console.log(`wasm memory after games 1, ${GAMES / 2}, ${GAMES}: ${[sizes[0], half, last].map((b) => (b / 1024).toFixed(0) + ' KB').join(', ')}`);
  expect(last - half, `memory by game: ${sizes.join(', ')}`).toBeLessThanOrEqual(BOUND);
});
