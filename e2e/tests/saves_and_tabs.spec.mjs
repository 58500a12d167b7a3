// Issue 29, the browser's saves and tabs: no game is lost to the shelf's limit or a full
// storage, a stale tab never overwrites another tab's moves, the address becomes the game's
// once it has started, and every notice is told (queued, in the page's language).
import { test, expect } from '@playwright/test';
import { answer, audit, recordBox, snapshot, waitForTurn } from './helpers.mjs';

const GAME = 'pechvogel.game.';

/** The ids of the saves on the shelf (localStorage, shared by the context's pages). */
async function saveIds(page) {
  return page.evaluate((prefix) => Object.keys(localStorage).filter((k) => k.startsWith(prefix)).map((k) => k.slice(prefix.length)), GAME);
}

/** The save `id` as stored (parsed), or null. */
async function stored(page, id) {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), GAME + id);
}

/** The id of the game on this tab's table. */
async function tabGame(page) {
  return page.evaluate(() => sessionStorage.getItem('pechvogel.tab'));
}

/** The record on show, parsed. */
async function recordOf(page) {
  return JSON.parse(await (await recordBox(page)).inputValue());
}

/** Waits until the save `id` holds `actions` actions. */
async function expectSaved(page, id, actions) {
  await expect.poll(async () => (await stored(page, id))?.record?.actions?.length).toBe(actions);
}

/** A running game of one person against a bot, after one answer, waiting for the person. */
async function runningGame(page) {
  await page.goto('./?seats=human,bot-normal&speed=instant&seed=11');
  await answer(page);
  await waitForTurn(page);
  await expect(page.getByTestId('prompt')).toBeVisible();
  const id = await tabGame(page);
  const actions = (await recordOf(page)).actions.length;
  await expectSaved(page, id, actions);
  return id;
}

/** A tab answers once more; its save follows (it keeps saving). */
async function playsOnAndSaves(page, id) {
  const before = (await recordOf(page)).actions.length;
  await answer(page);
  await waitForTurn(page);
  const after = (await recordOf(page)).actions.length;
  expect(after).toBeGreaterThan(before);
  await expectSaved(page, id, after);
}

test('33 shared links opened in a second tab leave the first tab\'s running game on the shelf, and it keeps saving', async ({ context }) => {
  test.setTimeout(180_000);
  const a = await context.newPage();
  const id = await runningGame(a);
  await a.getByTestId('share').click();
  const link = await a.getByTestId('share-link').inputValue();
  await a.getByTestId('share-close').click();
  const b = await context.newPage();
  await b.goto(link);
  await waitForTurn(b);
  for (let i = 1; i < 33; i++) {
    const count = (await saveIds(b)).length;
    await b.evaluate((l) => {
      location.hash = new URL(l).hash;
    }, link);
    await expect.poll(async () => (await saveIds(b)).length).toBe(count + 1);
  }
  // Every unfinished game is still there: the running one and the 33 opened.
  const ids = await saveIds(b);
  expect(ids).toContain(id);
  expect(ids.length).toBe(34);
  await expect(a.getByTestId('notice')).toHaveCount(0);
  await playsOnAndSaves(a, id);
});

test('finished games age out beyond twelve saves; the running game in another tab stays and keeps saving', async ({ context }) => {
  test.setTimeout(180_000);
  const a = await context.newPage();
  const id = await runningGame(a);
  const b = await context.newPage();
  await b.goto('./?seats=bot-easy,bot-easy&speed=instant&seed=1');
  await expect(b.getByTestId('final-scores')).toBeVisible({ timeout: 60_000 });
  const done = await tabGame(b);
  await expect.poll(async () => (await stored(b, done))?.over).toBe(true);
  // Thirteen finished games, all newer than the running one.
  await b.evaluate(
    ({ prefix, done }) => {
      const text = JSON.parse(localStorage.getItem(prefix + done));
      for (let i = 0; i < 13; i++) {
        const copy = { ...text, id: `finished-${i}`, updated: text.updated + 1 + i };
        localStorage.setItem(prefix + copy.id, JSON.stringify(copy));
      }
    },
    { prefix: GAME, done },
  );
  expect((await saveIds(b)).length).toBe(15);
  // A new game in the second tab makes room: the oldest finished games go, not the running one.
  await b.getByTestId('play-again').click();
  await expect.poll(async () => (await saveIds(b)).length).toBe(12);
  const ids = await saveIds(b);
  expect(ids).toContain(id);
  expect(ids).not.toContain(done);
  expect(ids).not.toContain('finished-0');
  expect(ids).not.toContain('finished-1');
  await expect(a.getByTestId('notice')).toHaveCount(0);
  await playsOnAndSaves(a, id);
});

/** localStorage with a quota of `window.__quota` characters (keys and values), once set:
 * a write beyond it throws the browser's QuotaExceededError. */
const QUOTA = () => {
  const real = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key, value) {
    if (this === window.localStorage && typeof window.__quota === 'number') {
      let used = 0;
      for (let i = 0; i < this.length; i++) {
        const k = this.key(i);
        if (k !== key) used += k.length + this.getItem(k).length;
      }
      if (used + key.length + String(value).length > window.__quota) {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
    }
    return real.call(this, key, value);
  };
};

for (const lang of ['en', 'de']) {
  test(`a full storage (${lang}): the game goes on, the notice offers the oldest finished game, and removing it saves the game again`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.addInitScript(QUOTA);
    await page.goto(`./?seats=bot-easy,bot-easy&speed=instant&seed=1&lang=${lang}`);
    await expect(page.getByTestId('final-scores')).toBeVisible({ timeout: 60_000 });
    const done = await tabGame(page);
    await expect.poll(async () => (await stored(page, done))?.over).toBe(true);
    await page.getByTestId('new-game').click();
    await page.goto(`./?seats=human,bot-normal&speed=instant&seed=11&lang=${lang}`);
    await waitForTurn(page);
    const id = await tabGame(page);
    const first = (await recordOf(page)).actions.length;
    await expectSaved(page, id, first);
    // Full: no more than what is stored now.
    await page.evaluate(() => {
      let used = 0;
      for (let i = 0; i < localStorage.length; i++) {
        const k = localStorage.key(i);
        used += k.length + localStorage.getItem(k).length;
      }
      window.__quota = used + 2;
    });
    await answer(page);
    await waitForTurn(page);
    const shown = (await recordOf(page)).actions.length;
    expect(shown).toBeGreaterThan(first);
    // Nothing written, nothing lost: the save is as it was, the game goes on here.
    expect((await stored(page, id)).record.actions.length).toBe(first);
    const notice = page.getByTestId('notice');
    await expect(notice).toHaveCount(1);
    await expect(notice).toContainText(lang === 'de' ? 'Der Speicher des Browsers ist voll' : "The browser's storage is full");
    await expect(notice).toContainText(lang === 'de' ? 'beendet' : 'finished');
    const remove = notice.getByTestId('notice-action');
    await expect(remove).toHaveText(lang === 'de' ? 'Dieses Spiel entfernen' : 'Remove that game');
    if (lang === 'en') await page.screenshot({ path: '/tmp/issue29-shots/quota-1280.png' });
    await remove.click();
    // The finished game made room, and this game is saved as it stands.
    expect(await stored(page, done)).toBeNull();
    await expectSaved(page, id, (await recordOf(page)).actions.length);
    await expect(page.getByTestId('notice')).toHaveCount(1);
    await expect(page.getByTestId('notice')).toContainText(lang === 'de' ? 'wieder Platz' : 'room again');
    await playsOnAndSaves(page, id);
  });
}

test('a saved game is removed from the setup screen only after the player confirms', async ({ page }) => {
  await page.goto('./?lang=de&seats=human,bot-normal&speed=instant&seed=11');
  await waitForTurn(page);
  const id = await tabGame(page);
  await page.getByTestId('leave-game').click();
  const item = page.getByTestId('saved-game');
  await expect(item).toHaveCount(1);
  const remove = page.getByTestId('delete-saved');
  await expect(remove).toHaveAttribute('aria-label', /^Pechvogel \(Du, Thea; du bist dran, \d+ Z.ge?\) entfernen$/);
  // The browser asks, in the page's language; "Cancel" keeps the game.
  const asked = [];
  page.once('dialog', (d) => {
    asked.push(d.message());
    d.dismiss();
  });
  await remove.click();
  await expect.poll(() => asked.length).toBe(1);
  expect(asked[0]).toMatch(/^Pechvogel \(Du, Thea; .*\) endgültig entfernen\?$/);
  await expect(item).toHaveCount(1);
  expect(await stored(page, id)).not.toBeNull();
  page.once('dialog', (d) => d.accept());
  await remove.click();
  await expect(item).toHaveCount(0);
  expect(await stored(page, id)).toBeNull();
  await expect(page.getByTestId('start-game')).toBeFocused();
});

const SAID = {
  de: { you: 'du bist dran', thea: 'Thea ist dran', over: 'beendet', resume: 'fortsetzen' },
  en: { you: 'your turn', thea: "Thea's turn", over: 'finished', resume: 'Resume' },
  fr: { you: 'à vous de jouer', thea: 'au tour de Thea', over: 'terminée', resume: 'Reprendre' },
  it: { you: 'tocca a te', thea: 'tocca a Thea', over: 'finita', resume: 'Riprendi' },
};

for (const lang of ['de', 'en', 'fr', 'it']) {
  test(`saved games are told apart by when they were played and whose turn it is (${lang})`, async ({ page }) => {
    await page.goto(`./?lang=${lang}&seats=human,bot-normal&speed=instant&seed=11`);
    await waitForTurn(page);
    const id = await tabGame(page);
    await page.getByTestId('leave-game').click();
    // Two more games of the same players beside it, written earlier: one where it is
    // Thea's turn, one finished.
    const theas = Date.UTC(2026, 0, 2, 15, 4);
    const done = Date.UTC(2025, 11, 24, 9, 30);
    await page.evaluate(([key, theas, done]) => {
      const save = JSON.parse(localStorage.getItem(key));
      localStorage.setItem('pechvogel.game.theas', JSON.stringify({ ...save, id: 'theas', updated: theas, left: true, turn: 1 }));
      localStorage.setItem('pechvogel.game.done', JSON.stringify({ ...save, id: 'done', updated: done, over: true, turn: null }));
    }, [GAME + id, theas, done]);
    await page.reload();
    const items = page.getByTestId('saved-game');
    await expect(items).toHaveCount(3);
    const mine = (await stored(page, id)).updated;
    // Newest first, each with its time (ISO for the hook) and whether it is over.
    expect(await items.evaluateAll((l) => l.map((i) => i.getAttribute('data-updated')))).toEqual(
      [mine, theas, done].map((t) => new Date(t).toISOString()),
    );
    expect(await items.evaluateAll((l) => l.map((i) => i.getAttribute('data-over')))).toEqual(['false', 'false', 'true']);
    // The date and time as the page's language writes them, on the device's clock.
    const local = await page.evaluate(
      ([ts, lang]) => ts.map((t) => new Date(t).toLocaleString(lang, { dateStyle: 'medium', timeStyle: 'short' })),
      [[mine, theas, done], lang],
    );
    for (const [i, when] of local.entries()) await expect(items.nth(i).locator('time')).toHaveText(when);
    await expect(items.nth(1).locator('time')).toContainText('2026');
    // Whose turn, or finished.
    await expect(items.nth(0)).toContainText(SAID[lang].you);
    await expect(items.nth(1)).toContainText(SAID[lang].thea);
    await expect(items.nth(2)).toContainText(SAID[lang].over);
    await expect(items.nth(2)).not.toContainText(SAID[lang].thea);
    // "Resume" names the game it resumes: the newest not over.
    const resume = page.getByTestId('resume-game');
    await expect(resume).toContainText(SAID[lang].resume);
    await expect(resume).toContainText(SAID[lang].you);
    await expect(page.getByTestId('delete-saved')).toHaveCount(3);
    await page.screenshot({ path: `/tmp/i31-saved/saved-games-${lang}-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByTestId('saved-game').first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/i31-saved/saved-games-${lang}-360.png` });
    if (lang === 'fr') await audit(page, 'saved games, fr');
    // Deleting one asks first, then it is gone and the others stay.
    page.once('dialog', (d) => d.accept());
    await page.getByTestId('delete-saved').nth(1).click();
    await expect(items).toHaveCount(2);
    expect(await stored(page, 'theas')).toBeNull();
    expect(await stored(page, 'done')).not.toBeNull();
  });
}

/** Stops this page from hearing other tabs' storage events (as a browser may deliver them
 * late): the app's own listener never runs. */
const MUTE_STORAGE = () => {
  window.addEventListener('storage', (e) => e.stopImmediatePropagation(), true);
};

for (const muted of [false, true]) {
  test(`a stale second tab's throw is refused and the save keeps the first tab's throw${muted ? ' (storage events muted)' : ''}`, async ({ context }) => {
    test.setTimeout(120_000);
    const a = await context.newPage();
    await a.goto('./?seats=human,bot-normal&speed=instant&seed=11');
    await waitForTurn(a);
    const id = await tabGame(a);
    const b = await context.newPage();
    if (muted) await b.addInitScript(MUTE_STORAGE);
    // The second tab opens the game in progress: both stand at the same question.
    await b.goto('./');
    await waitForTurn(b);
    expect(await tabGame(b)).toBe(id);
    const start = await recordOf(b);
    expect(await recordOf(a)).toEqual(start);
    await expect(b.getByTestId('prompt').getByTestId('roll')).toBeVisible();
    // Tab 1 throws (and the bot plays on until the person is asked again).
    await answer(a);
    await waitForTurn(a);
    const mine = await recordOf(a);
    expect(mine.actions.length).toBeGreaterThan(start.actions.length);
    await expectSaved(a, id, mine.actions.length);
    // Tab 2, stale, throws: refused, nothing applied, nothing saved.
    await b.getByTestId('prompt').getByTestId('roll').click();
    const notice = b.getByTestId('notice');
    await expect(notice).toContainText('went on in another tab');
    await expect(notice.getByTestId('notice-action')).toHaveText("Load the other tab's game");
    expect(await recordOf(b)).toEqual(start);
    expect((await stored(b, id)).record).toEqual(mine);
    await b.waitForTimeout(300);
    expect((await stored(b, id)).record).toEqual(mine);
    // Its button loads the other tab's game, which plays on from there.
    await notice.getByTestId('notice-action').click();
    await waitForTurn(b);
    expect(await recordOf(b)).toEqual(mine);
    await expect(b.getByTestId('notice')).toHaveCount(0);
  });
}

test('two saves set aside at the start are both told, each dismissed on its own', async ({ page }) => {
  await page.goto('./');
  await page.evaluate((prefix) => {
    localStorage.setItem(prefix + 'broken-1', '{nope');
    localStorage.setItem(prefix + 'broken-2', '{"version": 99}');
  }, GAME);
  await page.reload();
  const notices = page.getByTestId('notice');
  await expect(notices).toHaveCount(2);
  await expect(notices.nth(0)).toContainText('set aside');
  await expect(notices.nth(1)).toContainText('set aside');
  const texts = await notices.allTextContents();
  expect(texts.some((t) => t.includes('it is not JSON (line 1, column'))).toBe(true);
  expect(texts.some((t) => t.includes('version 99 is not known here'))).toBe(true);
  await notices.nth(0).getByTestId('notice-dismiss').click();
  await expect(notices).toHaveCount(1);
  await expect(notices.nth(0)).toContainText(texts[1].slice(0, 40));
  await notices.nth(0).getByTestId('notice-dismiss').click();
  await expect(notices).toHaveCount(0);
});

test('when the newest save cannot be resumed, the next one is', async ({ context }) => {
  const a = await context.newPage();
  const id = await runningGame(a);
  const good = await recordOf(a);
  // A newer save whose record cannot be replayed.
  await a.evaluate(
    ({ prefix, id }) => {
      const save = JSON.parse(localStorage.getItem(prefix + id));
      const bad = { ...save, id: 'broken', updated: save.updated + 1000, record: { ...save.record, actions: [{ roll: [9] }] } };
      localStorage.setItem(prefix + 'broken', JSON.stringify(bad));
    },
    { prefix: GAME, id },
  );
  // A fresh tab resumes the newest game nobody left: the broken one is set aside, the next resumes.
  const b = await context.newPage();
  await b.goto('./');
  await waitForTurn(b);
  expect(await recordOf(b)).toEqual(good);
  expect(await tabGame(b)).toBe(id);
  await expect(b.getByTestId('notice')).toContainText('set aside');
  expect(await saveIds(b)).not.toContain('broken');
});

test('a bad value in the address is told, and the tab\'s game still resumes', async ({ page }) => {
  const id = await runningGame(page);
  const record = await recordOf(page);
  await page.goto('./?speed=INSTANT');
  await waitForTurn(page);
  expect(await tabGame(page)).toBe(id);
  expect(await recordOf(page)).toEqual(record);
  await expect(page.getByTestId('notice')).toContainText('speed="INSTANT" is not a speed');
});

test('a bad shared link names the character as typed, where the player sees it', async ({ page }) => {
  await page.goto('./#g=AAAA"AAAA');
  await expect(page.getByTestId('notice')).toContainText(`character 5 ('"') does not belong in a link`);
  // Pasted into the address bar of the same tab: no reload, the fragment changes.
  await page.evaluate(() => {
    location.hash = '#g=AAAA AAAA';
  });
  await expect(page.getByTestId('notice').last()).toContainText('character 5 (U+0020) does not belong in a link');
});

test('after a start from ?seats=, the address is the game\'s and a reload resumes it', async ({ page }) => {
  await page.goto('./?lang=en&seats=human,bot-normal&speed=instant&seed=11');
  await answer(page);
  await waitForTurn(page);
  expect(new URL(page.url()).search).toBe('?lang=en');
  const id = await tabGame(page);
  const record = await recordOf(page);
  await page.reload();
  await waitForTurn(page);
  expect(await tabGame(page)).toBe(id);
  expect(await recordOf(page)).toEqual(record);
  expect(await saveIds(page)).toEqual([id]);
});

test('after a start from #g=, the address is the game\'s (its language kept) and a reload resumes it', async ({ page, browser }) => {
  await runningGame(page);
  await page.getByTestId('share').click();
  const link = await page.getByTestId('share-link').inputValue();
  const friend = await browser.newContext();
  const other = await friend.newPage();
  // The friend's link asks for German: the language stays in the address, the game goes.
  await other.goto(link.replace('#g=', '?lang=de#g='));
  await waitForTurn(other);
  expect(new URL(other.url()).hash).toBe('');
  expect(new URL(other.url()).search).toBe('?lang=de');
  const id = await tabGame(other);
  await answer(other);
  await waitForTurn(other);
  const record = await recordOf(other);
  await other.reload();
  await waitForTurn(other);
  expect(await tabGame(other)).toBe(id);
  expect(await recordOf(other)).toEqual(record);
  await friend.close();
});

test('after "Continue from here", the address is the game\'s and a reload resumes the continued game', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('./?seats=human,bot-normal,bot-easy&speed=instant&seed=7');
  for (let i = 0; i < 4; i++) await answer(page);
  await waitForTurn(page);
  const first = await tabGame(page);
  const record = await recordOf(page);
  await page.getByTestId('replay').click();
  await expect(page.getByTestId('replay-position')).toHaveAttribute('data-total', String(record.actions.length));
  // Back to action 3, and on from there.
  await page.getByTestId('replay-slider').fill('3');
  await expect(page.getByTestId('replay-position')).toHaveAttribute('data-index', '3');
  await page.getByTestId('replay-continue').click();
  await expect(page.getByTestId('replay-bar')).toHaveCount(0);
  await waitForTurn(page);
  const id = await tabGame(page);
  expect(id).not.toBe(first);
  expect(new URL(page.url()).search).toBe('');
  const continued = await recordOf(page);
  expect(continued.actions.slice(0, 3)).toEqual(record.actions.slice(0, 3));
  await page.reload();
  await waitForTurn(page);
  expect(await tabGame(page)).toBe(id);
  expect(await recordOf(page)).toEqual(continued);
  // The game it came from and the continued one: no third game started by the reload.
  expect((await saveIds(page)).sort()).toEqual([first, id].sort());
});
