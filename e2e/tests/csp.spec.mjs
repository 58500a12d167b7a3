// Issue 29: the page's Content Security Policy (scripts/csp.mjs writes it at build time) is the
// backstop behind the escaping: script the page did not write does not run. And the page
// itself lives within it: a tour of every screen raises no violation.
import { test, expect } from '@playwright/test';
import { answer, answerHeckmeck, serviceWorkerControls, waitForTurn } from './helpers.mjs';

/** Records every CSP violation and every console error that names the policy. */
async function watchPolicy(page) {
  const seen = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const line = `${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`;
      console.error(`CSP violation: ${line}`);
    });
  });
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content.Security.Policy|CSP violation/i.test(m.text())) seen.push(m.text());
    // The glue falls back from streaming compilation with a warning; the policy must not
    // be what makes it.
    if (/instantiateStreaming|WebAssembly/i.test(m.text())) seen.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => seen.push(`page error: ${e.message}`));
  return seen;
}

/** The policy of the page on show. */
const policy = (page) =>
  page.evaluate(() => document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.content ?? null);

test('the policy stops script the page did not write', async ({ page }) => {
  const seen = await watchPolicy(page);
  await page.goto('./');
  await expect(page.getByTestId('start-game')).toBeVisible();
  const csp = await policy(page);
  expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  const scripts = csp.split(';').find((d) => d.trim().startsWith('script-src'));
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(scripts).not.toContain("'unsafe-inline'");
  const ran = await page.evaluate(async () => {
    window.ran = [];
    const script = document.createElement('script');
    script.textContent = "window.ran.push('script')";
    document.body.append(script);
    const div = document.createElement('div');
    div.innerHTML = `<img src="x" onerror="window.ran.push('handler')">`;
    const img = div.querySelector('img');
    const loaded = new Promise((done) => img.addEventListener('error', done));
    document.body.append(div);
    await loaded;
    const style = document.createElement('style');
    style.textContent = 'body { background: rgb(255, 0, 0) }';
    document.head.append(style);
    let evaluated = 'no';
    try {
      evaluated = eval('"yes"');
    } catch (e) {
      evaluated = e.name;
    }
    return { ran: window.ran, evaluated, background: getComputedStyle(document.body).backgroundColor };
  });
  expect(ran.ran).toEqual([]);
  expect(ran.evaluated).toBe('EvalError');
  expect(ran.background).not.toBe('rgb(255, 0, 0)');
  // Each was stopped by the policy, and said so.
  await expect.poll(() => seen.filter((s) => s.includes('CSP violation')).length).toBeGreaterThanOrEqual(4);
});

test('every screen works within the policy: no violation anywhere', async ({ page, context }) => {
  test.setTimeout(240_000);
  const seen = await watchPolicy(page);
  await page.goto('./');
  await expect(page.getByTestId('start-game')).toBeVisible();
  expect(await policy(page)).toContain("default-src 'self'");

  // The service worker registers and takes the page (script-src 'self' covers it).
  await serviceWorkerControls(page);

  // How to play, both games; a rulebook example on the table.
  await page.getByTestId('how-to-play').click();
  await expect(page.getByTestId('how-dialog')).toBeVisible();
  await page.getByTestId('how-heckmeck').click();
  await page.getByTestId('how-pechvogel').click();
  await page.getByTestId('lesson-0').click();
  await expect(page.getByTestId('lesson-step')).toBeVisible();
  await page.getByTestId('replay-next').click();
  await page.getByTestId('replay-exit').click();
  await expect(page.getByTestId('start-game')).toBeVisible();

  // A language pack fetched (connect-src), and back.
  await page.getByTestId('lang-it').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await page.getByTestId('lang-en').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // Sound on (Web Audio), a Pechvogel game with the dice's motion, the odds and the meters.
  await page.getByTestId('sound').click();
  await page.goto('./?seats=human,bot-normal,bot-easy&seed=3');
  for (let i = 0; i < 6; i++) await answer(page);
  await waitForTurn(page);
  await page.getByTestId('win-switch').check();
  // The fairness view, the record, the log.
  await page.getByTestId('tab-dice').click();
  await expect(page.getByTestId('fairness')).toBeVisible();
  await page.getByTestId('tab-record').click();
  await page.getByTestId('tab-log').click();
  // The share dialog and its QR code.
  await page.getByTestId('share').click();
  await expect(page.getByTestId('share-qr')).toBeVisible();
  await page.getByTestId('share-close').click();
  // A replay, and back.
  await page.getByTestId('replay').click();
  await page.getByTestId('replay-first').click();
  await page.getByTestId('replay-next').click();
  await page.getByTestId('replay-exit').click();
  await waitForTurn(page);

  // Heckmeck, played to its final scores by bots, watched again.
  await page.goto('./?game=heckmeck&seats=human,bot-normal&speed=instant&seed=5');
  for (let i = 0; i < 4; i++) await answerHeckmeck(page);
  await page.getByTestId('tab-dice').click();
  await expect(page.getByTestId('fairness')).toBeVisible();
  await page.goto('./?game=heckmeck&seats=bot-normal,bot-easy&speed=instant&seed=6');
  await expect(page.getByTestId('final-scores')).toBeVisible({ timeout: 120_000 });
  await page.getByTestId('watch-again').click();
  await expect(page.getByTestId('replay-position')).toBeVisible();

  // Offline, from the service worker's copy.
  await context.setOffline(true);
  await page.goto('./?seats=human,bot-normal&speed=instant&seed=7');
  await waitForTurn(page);
  await context.setOffline(false);

  expect(seen).toEqual([]);
});
