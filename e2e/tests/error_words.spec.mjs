// Every error a player can see is told in the page's language, the place included: a
// record the rules refuse, one that cannot be read, a record that is not JSON, a shared
// link with a bad character and one cut short, a name the table cannot show, a bad value in
// the address. In German, French and Italian no English
// sentence of the engines or the link reader is left in the notice.
import { test, expect } from '@playwright/test';
import { recordBox, waitForTurn } from './helpers.mjs';

/** Words of the engines' and the link reader's English that no notice in another
 * language may hold (French's own "action" aside, where it is the French word). */
const ENGLISH = [' the ', 'malformed', ' is not ', ' must ', ' does not ', 'expected', 'refused', 'character ', 'damaged', 'throw', 'target', ' line ', 'column'];
const MARKERS = {
  de: [...ENGLISH, 'action '],
  fr: ENGLISH,
  it: [...ENGLISH, 'action '],
};

/** How each language names a place: an action of the record, a character of a link, a line. */
const PLACE = {
  de: { action: (n) => `Aktion ${n}:`, char: (n) => `Zeichen ${n} `, line: (n) => `Zeile ${n},` },
  fr: { action: (n) => `action ${n}\u00a0:`, char: (n) => `caractère ${n} `, line: (n) => `ligne ${n},` },
  it: { action: (n) => `azione ${n}:`, char: (n) => `carattere ${n} `, line: (n) => `riga ${n},` },
};

/** The notice's text, checked free of English. */
async function noticeIn(page, lang) {
  const notice = page.getByTestId('notice').last();
  await expect(notice).toBeVisible();
  const text = await notice.innerText();
  for (const word of MARKERS[lang]) {
    expect.soft(text, `${lang}: "${word.trim()}" in: ${text}`).not.toContain(word);
  }
  return text;
}

/** Pastes `record` into the record panel and loads it; the notice's text. */
async function paste(page, lang, record) {
  const box = await recordBox(page);
  await box.fill(record);
  await page.getByTestId('load-record').click();
  return noticeIn(page, lang);
}

for (const lang of ['de', 'fr', 'it']) {
  test(`${lang}: a refused record, an unreadable one and a damaged link are told in ${lang} alone`, async ({ page }) => {
    const place = PLACE[lang];
    await page.goto(`./?lang=${lang}&seats=human,bot-normal&speed=instant&seed=3`);
    await waitForTurn(page);

    // Action 2 breaks a rule: the first throw shows no 7, so 7 cannot be the target.
    const refused = await paste(
      page,
      lang,
      '{"players": ["You", "Thea"], "actions": [{"roll": [3, 3, 3, 4, 5, 6, 6]}, {"target": 7}]}',
    );
    expect.soft(refused).toContain(place.action(1));
    // Action 0 cannot be read: a face that is no face.
    const unreadable = await paste(
      page,
      lang,
      '{"players": ["You", "Thea"], "actions": [{"roll": [3, 3, "x", 4, 5, 6, 7]}]}',
    );
    expect.soft(unreadable).toContain(place.action(0));
    expect.soft(unreadable).toContain('"x"');
    // Not JSON: where it stops being JSON.
    const cut = await paste(page, lang, '{"players": ["You", "Thea"],\n "actions": [{"roll": [3, 3');
    expect.soft(cut).toContain(place.line(2));
    // A name the table cannot show (the contract takes it; a link and the setup do not).
    const long = await paste(page, lang, `{"players": ["You", "${'N'.repeat(41)}"], "actions": []}`);
    expect.soft(long).toContain('40');

    // A real link of this game, then damaged two ways.
    await page.getByTestId('share').click();
    const link = await page.getByTestId('share-link').inputValue();
    const fragment = link.split('#g=')[1];
    expect(fragment.length).toBeGreaterThan(12);
    const base = link.split('#')[0];
    const bad = fragment.slice(0, 10) + '*' + fragment.slice(11);
    await page.goto('about:blank');
    await page.goto(`${base}?lang=${lang}#g=${bad}`);
    expect.soft(await noticeIn(page, lang)).toContain(place.char(11));
    await page.goto('about:blank');
    await page.goto(`${base}?lang=${lang}#g=${fragment.slice(0, fragment.length - 7)}`);
    await noticeIn(page, lang);

    // A value of the address that is no speed: the value as typed, the sentence in the page's language.
    await page.goto('about:blank');
    await page.goto(`${base}?lang=${lang}&speed=INSTANT`);
    expect.soft(await noticeIn(page, lang)).toContain('speed="INSTANT"');
  });
}
