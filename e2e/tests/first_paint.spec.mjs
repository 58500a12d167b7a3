// The first paint is the final paint: the loading shell (index.html) looks like the setup
// screen, and the app takes over from it without moving anything, while the shell's tagline,
// the page's largest text, stays in the page (hidden) so the browser keeps its early paint as
// the largest one (src/main.rs says why a removed one is forgotten).
import { test, expect } from '@playwright/test';

/** Where the setup card's title and tagline sit, and the tagline's text. */
const place = (root) => `(() => {
  const title = document.querySelector('${root} .setup-title').getBoundingClientRect();
  const tagline = document.querySelector('${root} .setup-tagline');
  const box = tagline.getBoundingClientRect();
  return { title: title.top, top: box.top, left: box.left, width: box.width, text: tagline.textContent };
})()`;

for (const viewport of [{ width: 360, height: 740 }, { width: 1280, height: 800 }]) {
  test(`the app takes over the loading shell in place at ${viewport.width} px`, async ({ browser }) => {
    // The shell alone: the game's code never arrives.
    const waiting = await browser.newPage({ viewport });
    await waiting.route('**/*.wasm', () => new Promise(() => {}));
    await waiting.goto('./');
    await expect(waiting.locator('#shell .setup-tagline')).toBeVisible();
    const shell = await waiting.evaluate(place('#shell'));
    await waiting.close();

    const page = await browser.newPage({ viewport });
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        window.shellTagline = document.querySelector('#shell .setup-tagline');
      });
    });
    await page.goto('./');
    await expect(page.getByTestId('start-game')).toBeVisible();
    await expect(page.locator('#shell')).toHaveCount(0);
    const app = await page.evaluate(place('.app:not([aria-hidden])'));
    // Nothing jumps when the app takes over: the card's title and tagline where the shell
    // had them, with the same words.
    expect(app.text).toBe(shell.text);
    for (const key of ['title', 'top', 'left', 'width']) {
      expect(Math.abs(app[key] - shell[key]), `${key}: app ${app[key]}, shell ${shell[key]}`).toBeLessThan(0.5);
    }
    // The very node the HTML painted is still in the page, hidden from sight and from
    // assistive technology, and it is no second `.setup-tagline`.
    const kept = await page.evaluate(() => {
      const p = window.shellTagline;
      const hidden = p.closest('[aria-hidden="true"]');
      return {
        connected: p.isConnected,
        visibility: getComputedStyle(p).visibility,
        hiddenFromAssistiveTech: hidden !== null,
        className: p.className,
        text: p.textContent,
      };
    });
    expect(kept).toEqual({
      connected: true,
      visibility: 'hidden',
      hiddenFromAssistiveTech: true,
      className: '',
      text: shell.text,
    });
    await expect(page.locator('.setup-tagline')).toHaveCount(1);
    await page.close();
  });
}

test("the largest paint is the shell's tagline, timed before the game's code is asked for", async ({ page }) => {
  await page.addInitScript(() => {
    window.largest = [];
    new PerformanceObserver((list) => window.largest.push(...list.getEntries())).observe({
      type: 'largest-contentful-paint',
      buffered: true,
    });
    document.addEventListener('DOMContentLoaded', () => {
      window.shellTagline = document.querySelector('#shell .setup-tagline');
    });
  });
  await page.goto('./');
  await expect(page.getByTestId('start-game')).toBeVisible();
  // A frame for the app's own paint to be timed, were it (wrongly) a larger one.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 100))));
  const seen = await page.evaluate(() => {
    const last = window.largest[window.largest.length - 1];
    const code = performance.getEntriesByType('resource').filter((r) => /\.(wasm|js)$/.test(r.name));
    return {
      entries: window.largest.length,
      lastIsShellTagline: last.element === window.shellTagline,
      paintedAt: last.startTime,
      firstCodeRequestAt: Math.min(...code.map((r) => r.startTime)),
      codeRequests: code.length,
    };
  });
  expect(seen.entries).toBeGreaterThan(0);
  expect(seen.lastIsShellTagline).toBe(true);
  expect(seen.codeRequests).toBeGreaterThanOrEqual(2);
  expect(seen.paintedAt).toBeLessThan(seen.firstCodeRequestAt);
});

test("the raven's icon is asked for only once the game has started", async ({ page }) => {
  const asked = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname.split('/').pop()));
  // The shell alone first: no icon request while the code is on its way (index.html says why).
  await page.route('**/*.wasm', () => new Promise(() => {}));
  await page.goto('./');
  await expect(page.locator('#shell .setup-tagline')).toBeVisible();
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 300))));
  expect(asked).not.toContain('icon.svg');
  expect(asked).not.toContain('favicon.ico');
  await page.unroute('**/*.wasm');
  await page.reload();
  await expect(page.getByTestId('start-game')).toBeVisible();
  await expect(page.locator('link[rel=icon]')).toHaveAttribute('href', 'icon.svg');
  await expect.poll(() => asked.includes('icon.svg')).toBe(true);
});

// A table's address goes from the loading shell to the table: the setup screen is never built
// on the way (it would flash by while the game's chunk arrives, and cost the start a screen
// nobody sees), and no frame shows the page without both the loading shell and the table.
for (const [what, address, reload] of [
  ['a ?seats= link', './?seats=human,bot-normal&speed=instant&seed=3', false],
  ['a Heckmeck ?seats= link', './?game=heckmeck&seats=human,bot-normal&speed=instant&seed=3', false],
  ['a reload of a running game', './?seats=human,bot-normal&speed=instant&seed=3', true],
]) {
  test(`${what} opens the table without the setup screen in between`, async ({ page }) => {
    if (reload) {
      await page.goto(address);
      await expect(page.getByTestId('board')).toBeVisible();
    }
    await page.addInitScript(() => {
      const seen = (window.openingSeen = { setup: false, bare: [] });
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="start-game"]')) seen.setup = true;
      }).observe(document, { childList: true, subtree: true });
      // Each frame, before it is drawn: the loading shell still up, or the table there.
      const frame = () => {
        const shell = document.getElementById('shell');
        const board = document.querySelector('[data-testid="board"], [data-testid="grill"]');
        if (!shell && !board) seen.bare.push(Math.round(performance.now()));
        if (!board) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    // A slow phone: the chunk's arrival is then several frames after the app's start.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await (reload ? page.reload() : page.goto(address));
    await expect(page.locator('[data-testid="board"], [data-testid="grill"]').first()).toBeVisible();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    expect(await page.evaluate(() => window.openingSeen)).toEqual({ setup: false, bare: [] });
  });
}
