// Sharing a game as a link: the link opens the same table at the same point in a new
// browser (both games), its QR code reads back to the link, and a bad or tampered link is
// told without touching the game on the table.
import { test, expect } from '@playwright/test';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { answer, answerHeckmeck, audit, snapshot, waitForTurn } from './helpers.mjs';

const require = createRequire(import.meta.url);

/** Opens the share dialog and returns the link it shows. */
async function shareLink(page) {
  await page.getByTestId('share').click();
  const dialog = page.locator('dialog.share-dialog');
  await expect(dialog).toBeVisible();
  const link = await page.getByTestId('share-link').inputValue();
  expect(link).toMatch(/#g=[A-Za-z0-9_-]+$/);
  return link;
}

/** What the table shows that must be the same after opening the link elsewhere. */
async function table(page) {
  const s = await snapshot(page);
  const extra = await page.evaluate(() =>
    [...document.querySelectorAll('[data-testid^="stack-"], [data-testid="grill"]')].map((el) =>
      [el.getAttribute('data-testid'), el.getAttribute('data-top') ?? el.getAttribute('data-tiles')].join(':'),
    ),
  );
  return { ...s, extra };
}

/** The QR code on show, drawn to a canvas and read back with an independent decoder. */
async function readQr(page) {
  // Evaluated, not added as a <script>: the page's policy runs no inline script it did not
  // write (scripts/csp.mjs).
  await page.evaluate(readFileSync(require.resolve('jsqr/dist/jsQR.js'), 'utf8'));
  return page.evaluate(async () => {
    const svg = document.querySelector('[data-testid="share-qr"]');
    const n = svg.viewBox.baseVal.width;
    const scale = 4;
    const xml = new XMLSerializer().serializeToString(svg);
    const img = new Image();
    img.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(xml);
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = n * scale;
    const ctx = canvas.getContext('2d');
    ctx.imageSmoothingEnabled = false;
    ctx.drawImage(img, 0, 0, n * scale, n * scale);
    const data = ctx.getImageData(0, 0, n * scale, n * scale);
    const code = window.jsQR(data.data, data.width, data.height);
    return code ? code.data : null;
  });
}

const games = [
  {
    name: 'Pechvogel',
    url: './?seats=human,bot-normal,bot-expert&speed=instant&seed=5',
    answer,
    moves: 9,
  },
  {
    name: 'Heckmeck',
    url: './?game=heckmeck&seats=human,bot-normal,bot-easy,bot-expert,bot-normal&speed=instant&seed=7',
    answer: answerHeckmeck,
    moves: 12,
  },
];

for (const g of games) {
  test(`${g.name}: a shared link opens the same table at the same point in a new browser`, async ({ page, browser }) => {
    test.setTimeout(120_000);
    await page.goto(g.url);
    for (let i = 0; i < g.moves; i++) await g.answer(page);
    await waitForTurn(page);
    const before = await table(page);
    expect(before.prompt).not.toBeNull();
    const link = await shareLink(page);
    expect(link.startsWith(new URL('./', page.url()).href.replace(/\?.*$/, ''))).toBe(true);
    // The QR code holds exactly the link.
    expect(await readQr(page)).toBe(link);
    // Copy puts the link on the clipboard.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByTestId('share-copy').click();
    await expect(page.getByTestId('share-copy')).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    // The open dialog passes axe, and Escape closes it.
    await audit(page, `${g.name} share dialog`);
    await page.keyboard.press('Escape');
    await expect(page.locator('dialog.share-dialog')).toBeHidden();
    await page.getByTestId('share').click();
    await page.getByTestId('share-close').click();
    await expect(page.locator('dialog.share-dialog')).toBeHidden();

    // A friend's browser: nothing saved, a phone-sized screen.
    const friend = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const other = await friend.newPage();
    await other.goto(link);
    await waitForTurn(other);
    const after = await table(other);
    expect(after.record).toBe(before.record);
    expect(after.seats).toEqual(before.seats);
    expect(after.dice).toEqual(before.dice);
    expect(after.extra).toEqual(before.extra);
    expect(after.prompt).toEqual(before.prompt);
    expect(after.log).toEqual(before.log);
    // The fragment is gone (the game is saved there now), and a reload resumes it.
    expect(other.url()).not.toContain('#g=');
    await other.reload();
    await waitForTurn(other);
    expect((await table(other)).record).toBe(before.record);
    // And the friend plays on from there, as the person at seat 0.
    await g.answer(other);
    await expect(other.getByTestId('record-json')).not.toHaveValue(before.record);
    await friend.close();
  });
}

test('a finished game shared opens at its final scores', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.goto('./?game=heckmeck&seats=bot-normal,bot-expert&speed=instant&seed=4');
  await expect(page.getByTestId('final-scores')).toBeVisible({ timeout: 60_000 });
  const record = await page.getByTestId('record-json').inputValue();
  const link = await shareLink(page);
  const friend = await browser.newContext();
  const other = await friend.newPage();
  await other.goto(link);
  await expect(other.getByTestId('final-scores')).toBeVisible();
  await expect(other.getByTestId('record-json')).toHaveValue(record);
  await friend.close();
});

test('a bad or tampered link says what is wrong and keeps the game on the table', async ({ page }) => {
  await page.goto('./?seats=human,bot-normal&speed=instant&seed=9');
  for (let i = 0; i < 3; i++) await answer(page);
  await waitForTurn(page);
  const before = await snapshot(page);
  const link = await shareLink(page);
  await page.getByTestId('share-close').click();
  const fragment = link.split('#g=')[1];
  const base = link.split('#')[0];
  const cases = [
    // A character no link has, at a known place.
    [fragment.slice(0, 10) + '*' + fragment.slice(11), /character 11|position 11|\b11\b/],
    // Cut short.
    [fragment.slice(0, fragment.length - 7), /incomplete or damaged/],
    // One character changed: the checksum.
    [fragment.slice(0, 20) + (fragment[20] === 'A' ? 'B' : 'A') + fragment.slice(21), /damaged or incomplete \(checksum\)/],
  ];
  for (const [bad, why] of cases) {
    await page.goto('about:blank');
    await page.goto(`${base}#g=${bad}`);
    await waitForTurn(page);
    const notice = page.getByTestId('notice');
    await expect(notice).toContainText('could not be opened');
    await expect(notice).toContainText(why);
    // The game on the table is the one from before, untouched.
    const now = await snapshot(page);
    expect(now.record).toBe(before.record);
    expect(now.seats).toEqual(before.seats);
  }
  // A link changed while the page is open (only the fragment: no reload) opens too.
  await page.goto(base);
  await waitForTurn(page);
  await page.evaluate((l) => (location.hash = l.split('#')[1]), link);
  await expect(page.getByTestId('notice')).toContainText('shared game');
});

test('shared while replaying, the link holds the position on show', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.goto('./?game=heckmeck&seats=bot-normal,bot-expert,bot-easy&speed=instant&seed=6');
  await expect(page.getByTestId('final-scores')).toBeVisible({ timeout: 60_000 });
  const full = JSON.parse(await page.getByTestId('record-json').inputValue());
  await page.getByTestId('watch-again').click();
  const k = 17;
  await page.getByTestId('replay-slider').fill(String(k));
  await expect(page.getByTestId('replay-position')).toHaveAttribute('data-index', String(k));
  // The record panel shows the position on show too.
  expect(JSON.parse(await page.getByTestId('record-json').inputValue()).actions).toEqual(full.actions.slice(0, k));
  const link = await shareLink(page);
  const friend = await browser.newContext();
  const other = await friend.newPage();
  await other.goto(link);
  await expect(other.getByTestId('seat-0')).toBeVisible();
  const record = JSON.parse(await other.getByTestId('record-json').inputValue());
  // The position on show: the first k actions of the game, no more (bots play on from there).
  expect(record.actions.slice(0, k)).toEqual(full.actions.slice(0, k));
  expect(record.players).toEqual(full.players);
  await friend.close();
});
