// Phones at one table, live over WebRTC with no server: the host invites a phone for a seat,
// the guest opens the invitation and shows its answer, the host takes it; then each device
// decides only for its own seats, every throw is drawn by both, and both end with the same
// record, the one `pechvogel replay` gives. Signalling goes only through the page's hooks
// (invite-link, join-answer, answer-input), as a person would pass them.
import { test, expect, chromium } from '@playwright/test';
import { answer, answerHeckmeck, recordBox, replay, replayHeckmeck, audit } from './helpers.mjs';

// Two browser contexts on one machine reach each other only with these flags (Chromium
// hides local addresses behind mDNS names and keeps loopback out of WebRTC by default).
const FLAGS = ['--allow-loopback-in-peer-connection', '--disable-features=WebRtcHideLocalIpsWithMdns'];

let browser;
test.beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', ...FLAGS],
  });
});
test.afterAll(async () => {
  await browser?.close();
});

// Whole games on two and three pages of one loaded machine take a while.
test.setTimeout(300_000);

async function device(baseURL) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  return { context, page, errors };
}

/** The host invites a phone for `seat`; `guest` opens the invitation and answers it. */
async function connect(host, guest, seat) {
  await host.getByTestId(`invite-${seat}`).click();
  const link = host.getByTestId('invite-link');
  await expect(link).toHaveValue(/#join=/);
  await expect(host.getByTestId('invite-qr')).toBeVisible();
  const invitation = await link.inputValue();
  // The guest's phone plays at its own speed: instant, for the test.
  await guest.goto('./?speed=instant');
  await guest.goto(invitation);
  const reply = guest.getByTestId('join-answer');
  await expect(reply).toHaveValue(/.{40,}/);
  const code = await reply.inputValue();
  const offer = invitation.split('#join=')[1];
  // The aim: at most 200 characters each (a QR code of version 10 or less).
  expect(offer.length).toBeLessThanOrEqual(200);
  expect(code.length).toBeLessThanOrEqual(200);
  console.log(`signalling: invitation ${offer.length} characters, answer ${code.length}`);
  await host.getByTestId('answer-input').fill(code);
  await host.getByTestId('answer-submit').click();
  await expect(host.getByTestId(`remote-${seat}`)).toHaveAttribute('data-state', 'connected');
  await expect(guest.getByTestId('final-scores').or(guest.getByTestId(`seat-${seat}`))).toBeVisible();
}

/** Each device answers its own questions until both show the final scores. */
async function playOut(pages, answerOne) {
  for (let i = 0; i < 3000; i++) {
    let acted = false;
    let over = 0;
    for (const page of pages) {
      if (await page.getByTestId('final-scores').isVisible()) {
        over++;
        continue;
      }
      const prompt = page.getByTestId('prompt').or(page.getByTestId('handoff'));
      if (await prompt.first().isVisible()) {
        await answerOne(page);
        acted = true;
      }
    }
    if (over === pages.length) return;
    if (!acted) await pages[0].waitForTimeout(30);
  }
  throw new Error('the game did not end');
}

async function sameRecord(pages) {
  const records = [];
  for (const page of pages) records.push(await (await recordBox(page)).inputValue());
  for (const r of records.slice(1)) expect(r).toBe(records[0]);
  return records[0];
}

test('a whole Heckmeck game with a person on a second phone: both end with one record', async ({ baseURL }) => {
  const h = await device(baseURL);
  const g = await device(baseURL);
  await h.page.goto('./?game=heckmeck&seats=human,human,bot-normal&speed=instant');
  await expect(h.page.getByTestId('seat-1')).toBeVisible();
  await connect(h.page, g.page, 1);
  // The guest's own seat is asked on the guest only; the host never asks it.
  await playOut([h.page, g.page], answerHeckmeck);
  const record = await sameRecord([h.page, g.page]);
  const state = replayHeckmeck(record);
  expect(state.game_over).toBe(true);
  // Every throw was drawn by both phones.
  for (const page of [h.page, g.page]) {
    await page.getByTestId('tab-dice').click();
    await expect(page.getByTestId('seed-check')).toHaveAttribute('data-phones', '2');
  }
  expect(h.errors).toEqual([]);
  expect(g.errors).toEqual([]);
  await h.context.close();
  await g.context.close();
});

test('a whole Pechvogel game with three devices', async ({ baseURL }) => {
  const h = await device(baseURL);
  const a = await device(baseURL);
  const b = await device(baseURL);
  await h.page.goto('./?game=pechvogel&seats=human,human,human,bot-normal&speed=instant');
  await expect(h.page.getByTestId('seat-2')).toBeVisible();
  await connect(h.page, a.page, 1);
  await connect(h.page, b.page, 2);
  await playOut([h.page, a.page, b.page], answer);
  const record = await sameRecord([h.page, a.page, b.page]);
  expect(replay(record).game_over).toBe(true);
  await expect(h.page.getByTestId('remote-1')).toHaveAttribute('data-state', 'connected');
  for (const d of [h, a, b]) {
    expect(d.errors).toEqual([]);
    await d.context.close();
  }
});

test('a guest that reloads mid-game rejoins where the game stands and finishes', async ({ baseURL }) => {
  const h = await device(baseURL);
  const g = await device(baseURL);
  await h.page.goto('./?game=heckmeck&seats=human,human&speed=instant');
  await expect(h.page.getByTestId('seat-1')).toBeVisible();
  await connect(h.page, g.page, 1);
  // A few moves each.
  for (let i = 0; i < 12; i++) {
    for (const page of [h.page, g.page]) {
      if (await page.getByTestId('prompt').isVisible()) await answerHeckmeck(page);
    }
    await h.page.waitForTimeout(50);
  }
  // The guest's page reloads: its channel closes, the host shows the seat dropped.
  await g.page.reload();
  // The reloaded page does not go on alone with its copy: it offers it among the saved
  // games, and waits for a fresh invitation.
  await expect(g.page.getByTestId('add-seat')).toBeVisible();
  await expect(h.page.getByTestId('remote-1')).toHaveAttribute('data-state', 'dropped', { timeout: 20_000 });
  await expect(h.page.getByTestId('rejoin-1')).toBeVisible();
  await audit(h.page, 'a dropped phone');
  // A fresh invitation for the seat.
  await h.page.getByTestId('rejoin-1').click();
  const link = h.page.getByTestId('invite-link');
  await expect(link).toHaveValue(/#join=/);
  await g.page.goto(await link.inputValue());
  const reply = g.page.getByTestId('join-answer');
  await expect(reply).toHaveValue(/.{40,}/);
  await h.page.getByTestId('answer-input').fill(await reply.inputValue());
  await h.page.getByTestId('answer-submit').click();
  await expect(h.page.getByTestId('remote-1')).toHaveAttribute('data-state', 'connected');
  await playOut([h.page, g.page], answerHeckmeck);
  const record = await sameRecord([h.page, g.page]);
  expect(replayHeckmeck(record).game_over).toBe(true);
  expect(h.errors).toEqual([]);
  expect(g.errors).toEqual([]);
  await h.context.close();
  await g.context.close();
});

test('a damaged answer is refused with where, and the invitation stays', async ({ baseURL }) => {
  const h = await device(baseURL);
  await h.page.goto('./?game=heckmeck&seats=human,human&speed=instant');
  await h.page.getByTestId('invite-1').click();
  await expect(h.page.getByTestId('invite-link')).toHaveValue(/#join=/);
  await audit(h.page, 'the invitation');
  await h.page.getByTestId('answer-input').fill('not a code!');
  await h.page.getByTestId('answer-submit').click();
  await expect(h.page.getByTestId('invite-status')).toContainText('Character 4');
  await expect(h.page.getByTestId('remote-1')).toHaveAttribute('data-state', 'waiting');
  expect(h.errors).toEqual([]);
  await h.context.close();
});

test('inviting from the setup screen starts the game with that seat waiting for its phone', async ({ page }) => {
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto('./?game=heckmeck');
  await expect(page.getByTestId('invite-1')).toBeVisible();
  await page.getByTestId('invite-1').click();
  await expect(page.getByTestId('invite-link')).toHaveValue(/#join=/);
  await expect(page.getByTestId('invite-qr')).toBeVisible();
  const waiting = page.locator('[data-testid^="remote-"]');
  await expect(waiting).toHaveCount(1);
  await expect(waiting).toHaveAttribute('data-state', 'waiting');
  // Closed, the seat still waits for its phone; the table asks nobody else for it.
  await page.getByTestId('invite-close').click();
  await expect(page.getByTestId('invite-dialog')).toBeHidden();
  await expect(waiting).toHaveAttribute('data-state', 'waiting');
  expect(errors).toEqual([]);
});
