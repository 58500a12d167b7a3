// Screenshots of setup and table per language: node shoot.mjs PORT [langs]
import { chromium } from 'playwright';
const port = process.argv[2] || '4190';
const langs = (process.argv[3] || 'de,en,fr,it').split(',');
const base = `http://127.0.0.1:${port}/pechvogel/`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [w, h] of [[360, 740], [1280, 800]]) {
  for (const lang of langs) {
    const ctx = await browser.newContext({ viewport: { width: w, height: h }, locale: lang });
    const page = await ctx.newPage();
    await page.goto(base + `?lang=${lang}`);
    await page.getByTestId('start-game').waitFor();
    await page.screenshot({ path: `/tmp/shots/setup-${lang}-${w}.png`, fullPage: true });
    const sw = await page.evaluate(() => document.documentElement.scrollWidth);
    for (const game of ['pechvogel', 'heckmeck']) {
      await page.goto(base + `?lang=${lang}&game=${game}&seats=human,bot-normal,bot-easy&speed=instant&seed=5`);
      await page.getByTestId('prompt').waitFor({ timeout: 20000 });
      await page.waitForTimeout(500);
      const sw2 = await page.evaluate(() => document.documentElement.scrollWidth);
      await page.screenshot({ path: `/tmp/shots/${game}-${lang}-${w}.png`, fullPage: false });
      console.log(lang, w, game, 'scrollWidth setup', sw, 'table', sw2);
    }
    await ctx.close();
  }
}
await browser.close();
