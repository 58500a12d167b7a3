// Shared steps for the Pechvogel end-to-end tests.
import { expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** The `pechvogel` CLI with these arguments, `input` on stdin: its stdout. */
function cli(args, input) {
  for (const bin of ['target/release/pechvogel', 'target/debug/pechvogel']) {
    if (existsSync(root + bin)) return execFileSync(root + bin, args, { input }).toString();
  }
  return execFileSync('cargo', ['run', '-q', '-p', 'pechvogel-cli', '--', ...args], {
    cwd: root,
    input,
  }).toString();
}

/** The engine's own replay of a record (the `pechvogel replay` CLI): the state JSON. */
export function replay(record) {
  return JSON.parse(cli(['replay', '-'], record));
}

/** Heckmeck's engine replay of a record (`pechvogel heckmeck replay`): the state JSON. */
export function replayHeckmeck(record) {
  return JSON.parse(cli(['heckmeck', 'replay', '-'], record));
}

/** Everything the table shows through its test hooks, for comparing two moments. */
export async function snapshot(page) {
  return page.evaluate(() => {
    const attrs = (el, names) => Object.fromEntries(names.map((n) => [n, el?.getAttribute(n) ?? null]));
    const seats = [...document.querySelectorAll('[data-testid^="seat-"]')].map((el) =>
      attrs(el, ['data-testid', 'data-name', 'data-kind', 'data-markers', 'data-frustrations', 'data-score', 'data-active']),
    );
    const dice = [...document.querySelectorAll('[data-testid="die"]')].map(
      (d) => `${d.getAttribute('data-place')}:${d.getAttribute('data-face')}`,
    );
    const prompt = document.querySelector('[data-testid="prompt"]');
    return {
      seats,
      dice,
      middle: document.querySelector('[data-testid="middle"]')?.getAttribute('data-markers'),
      board: attrs(document.querySelector('[data-testid="board"]'), ['data-target', 'data-targets', 'data-ravens']),
      murphy: document.querySelector('[data-testid="murphy"]')?.getAttribute('data-holder'),
      prompt: prompt ? { seat: prompt.getAttribute('data-seat'), text: prompt.textContent } : null,
      record: document.querySelector('[data-testid="record-json"]')?.value,
      log: [...document.querySelectorAll('[data-testid="game-log"] li')].map((li) => li.textContent),
    };
  });
}

/**
 * Waits until the table waits for a person, or the game is over. A hand-off (the turn
 * passes from one person at the device to another) is taken: "I am …".
 */
export async function waitForTurn(page) {
  const waiting = '[data-testid="prompt"], [data-testid="final-scores"], [data-testid="handoff"]';
  await expect(page.locator(waiting).first()).toBeVisible();
  if (await page.getByTestId('handoff').isVisible()) {
    await page.getByTestId('handoff-ok').click();
    await expect(page.getByTestId('prompt')).toBeVisible();
  }
}

/**
 * Answers one prompt with a fixed policy: throw; choose the target shown most often;
 * frustrate when asked (everyone in a window's panel); pass on reducing; claim from the
 * middle, else steal. Returns what was done (for a window, its question and the seats its
 * panel asked), or null once the game is over.
 */
export async function answer(page) {
  await waitForTurn(page);
  if (await page.getByTestId('final-scores').isVisible()) return null;
  const prompt = page.getByTestId('prompt');
  const seat = await prompt.getAttribute('data-seat');
  if (await prompt.getByTestId('roll').count()) {
    await prompt.getByTestId('roll').click();
    return { seat, did: 'roll' };
  }
  const targets = prompt.locator('[data-testid^="target-"]');
  if (await targets.count()) {
    let best = null;
    let most = -1;
    for (const t of await targets.all()) {
      // The count is read from the English name read out (words in the button, not shown);
      // in another language every target counts the same and the first is chosen.
      const m = (await t.textContent()).match(/\((\d+) on the table\)/);
      const n = m ? Number(m[1]) : 0;
      if (n > most) {
        most = n;
        best = t;
      }
    }
    await best.click();
    return { seat, did: 'target' };
  }
  const panel = prompt.getByTestId('window-panel');
  if (await panel.count()) {
    const text = await panel.locator('.prompt-q').textContent();
    const reduce = (await panel.getByTestId('reduce').count()) > 0;
    const seats = await panel
      .locator('[data-testid^="window-answer-"]')
      .evaluateAll((groups) => groups.map((g) => g.dataset.testid.slice('window-answer-'.length)));
    const names = {};
    for (const [i, s] of seats.entries()) {
      const group = page.getByTestId(`window-answer-${s}`);
      names[s] = await group.getAttribute('aria-label');
      const shown = await prompt.elementHandle();
      await group.getByTestId(reduce ? 'pass' : 'frustrate').click();
      if (i + 1 < seats.length) {
        // The panel waits for the others, showing this answer.
        await expect(group).toHaveClass(/answered/);
      } else {
        // The last answer plays the window: wait until its panel is gone.
        await shown.waitForElementState('hidden');
      }
    }
    return { seat, did: reduce ? 'pass-reduce' : 'frustrate', text, seats, names };
  }
  if (await prompt.getByTestId('claim-middle').count()) {
    await prompt.getByTestId('claim-middle').click();
    return { seat, did: 'claim' };
  }
  const steals = prompt.locator('[data-testid^="steal-"]');
  if (await steals.count()) {
    await steals.first().click();
    await prompt.locator('[data-testid^="discard-"]').first().click();
    return { seat, did: 'steal' };
  }
  throw new Error('a prompt with nothing to do: ' + (await prompt.textContent()));
}

/** The final score table as data. */
export async function finalScores(page) {
  await expect(page.getByTestId('final-scores')).toBeVisible();
  return page.getByTestId('final-row').evaluateAll((rows) =>
    rows.map((r) => ({
      seat: Number(r.getAttribute('data-seat')),
      score: Number(r.getAttribute('data-score')),
      winner: r.getAttribute('data-winner') === 'true',
    })),
  );
}

/** Checks the final table against the engine's replay of the exported record. */
export async function expectScoresMatchReplay(page) {
  const rows = await finalScores(page);
  const record = await page.getByTestId('record-json').inputValue();
  const state = replay(record);
  expect(state.game_over).toBe(true);
  expect(rows.map((r) => r.score)).toEqual(state.players.map((p) => p.score));
  expect(rows.filter((r) => r.winner).map((r) => r.seat)).toEqual(state.winners);
  // The seats show the same end state.
  for (const [i, p] of state.players.entries()) {
    const seat = page.getByTestId(`seat-${i}`);
    await expect(seat).toHaveAttribute('data-score', String(p.score));
    await expect(seat).toHaveAttribute('data-markers', p.markers.join(','));
    await expect(seat).toHaveAttribute('data-frustrations', String(p.frustrations));
  }
  await expect(page.getByTestId('murphy')).toHaveAttribute(
    'data-holder',
    state.murphy === null ? 'middle' : String(state.murphy),
  );
  return state;
}

/**
 * Answers one prompt with a fixed policy: take a tile when one is offered (the grill's
 * first); keep the worms while none is kept, else the highest face; throw otherwise.
 * Returns what was done, or null once the game is over.
 */
export async function answerHeckmeck(page) {
  await waitForTurn(page);
  if (await page.getByTestId('final-scores').isVisible()) return null;
  const prompt = page.getByTestId('prompt');
  const seat = await prompt.getAttribute('data-seat');
  const takes = prompt.locator('[data-testid^="take-"]');
  if (await takes.count()) {
    const tile = await takes.first().getAttribute('data-testid');
    await takes.first().click();
    return { seat, did: 'take', tile };
  }
  const keeps = prompt.locator('[data-testid^="keep-"]');
  if (await keeps.count()) {
    const ids = await keeps.evaluateAll((b) => b.map((x) => x.getAttribute('data-testid')));
    const worm = await page.getByTestId('board').getAttribute('data-worm');
    const pick = ids.includes('keep-W') && worm !== 'true' ? 'keep-W' : ids.sort().reverse()[0];
    await prompt.getByTestId(pick).click();
    return { seat, did: 'keep' };
  }
  await prompt.getByTestId('roll').click();
  return { seat, did: 'roll' };
}


/** The record's text box, its tab opened first if it is closed (the record is a tool that
 * waits behind its tab at every size). */
export async function recordBox(page) {
  const box = page.getByTestId('record-json');
  if (!(await box.isVisible())) await page.getByTestId('tab-record').click();
  await expect(box).toBeVisible();
  return box;
}

/** Runs axe (WCAG 2.1 A/AA and best practice) on the page as it is now; fails with a
 * readable list of what is wrong on `screen`. */
export async function audit(page, screen) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const found = violations.map(
    (v) => `${screen}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(found, found.join('\n')).toEqual([]);
}

/**
 * The build's map of chunks (scripts/chunk-map.mjs, scripts/bundle.mjs), as the page's loader
 * carries it: each game as `[id, link tag, bundle, [chunk file, offset, length], ...]`, read from
 * the literal in the script at the top of the head.
 */
export async function chunkMap(page) {
  const loader = (await page.locator('script').allTextContents()).join('\n');
  const start = loader.indexOf('[["');
  if (start < 0) throw new Error('the page\'s loader carries no map of chunks');
  return JSON.parse(literalAt(loader, start));
}

/** The array or object literal that opens at `text[open]` (`[` or `{`), to its closing
 * bracket: brackets inside strings ('…', "…", `…`) do not count. */
export function literalAt(text, open) {
  const [opening, closing] = text[open] === '[' ? ['[', ']'] : ['{', '}'];
  let depth = 0;
  let quote = null;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'" || c === '`') quote = c;
    else if (c === opening) depth++;
    else if (c === closing && --depth === 0) return text.slice(open, i + 1);
  }
  throw new Error(`no closing ${closing} for the literal at ${open}`);
}

/** Waits until the service worker has installed (cached every file of the build) and controls the page. */
export async function serviceWorkerControls(page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
    }
  });
}

/** The paths of the files in the service worker's cache of this build. */
export async function cachedPaths(page) {
  return page.evaluate(async () => {
    const names = await caches.keys();
    const cache = await caches.open(names.find((n) => n.startsWith('pechvogel-')));
    return (await cache.keys()).map((r) => new URL(r.url).pathname);
  });
}
