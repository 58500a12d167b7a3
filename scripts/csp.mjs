// A post-build step (scripts/post-build.mjs, once the page is final and before sw.js hashes
// it): writes the page's Content Security Policy into index.html as a <meta http-equiv> (GitHub
// Pages sends no headers of our choosing). It is the backstop behind the escaping in the code
// (src/shell/escape.rs): were some text from outside ever parsed as markup, nothing in it
// could run and nothing could be fetched from elsewhere.
//
// What it allows, and why (everything else falls back to default-src 'self'):
// - script-src: the page's own files ('self': the glue, sw.js), WebAssembly compiled from
//   them ('wasm-unsafe-eval': compiling wasm counts as eval, and this allows only that, not
//   JS eval), and exactly the inline scripts of the built page by their SHA-256: the loading
//   shell's two and Trunk's loader. Their final text exists only now (Trunk writes the loader
//   and minifies the page), hence a build step. No inline event handler is allowed at all, so
//   the build fails if the page has one.
// - style-src-elem: the page's two <style> elements (the style sheets Trunk inlines for the
//   first paint) by their SHA-256, and own files. No injected <style> applies.
// - style-src 'unsafe-inline' is for style *attributes* only (browsers with style-src-elem
//   use it for elements): the app sets a few (the speed's custom properties and the active
//   seat's word on .app, a stack's marker heights, the odds bars' widths, the loading shell
//   hidden). Their values are numbers or escaped (escape.rs); an attribute can change how
//   something looks but run nothing, and with img-src, font-src and connect-src kept to this
//   site it cannot send anything anywhere either. Browsers without style-src-elem (before
//   CSP level 3) use style-src for elements too and so allow inline styles.
// - img-src data: the style sheets' masks (the side panels' glyphs, Murphy's wing) are
//   data: SVGs, and so is the page's icon until the game starts (`data:,`).
// - connect-src 'self': the wasm and the language packs. A later WebRTC feature needs no
//   more for its data channels (CSP does not govern RTCPeerConnection); only a signalling
//   server on another origin would have to be named here.
// - object-src 'none', base-uri 'none', form-action 'none': no plugins, no <base> to move the
//   page's relative addresses, no form sending the page anywhere (the setup form is handled
//   in the page).
// - frame-ancestors cannot be set in a <meta>; a server header would have to do it.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.env.TRUNK_STAGING_DIR || process.argv[2] || 'dist';
const path = join(dir, 'index.html');
let html = readFileSync(path, 'utf8');

const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
// An earlier run's policy (the same page built again in place) is replaced, not doubled.
html = html.replace(/<meta http-equiv="?Content-Security-Policy"?[^>]*>/gi, '');

const scripts = [];
for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
  if (/\bsrc\s*=/i.test(attrs)) continue;
  scripts.push(sha256(body));
}
const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map(([, body]) => sha256(body));

// Inline handlers (`onload=`…) cannot be allowed by hash without 'unsafe-hashes': none may be
// written. Looked for in the page's tags only, not in its texts or scripts.
const withoutScripts = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '');
const handlers = [...withoutScripts.matchAll(/<[a-z][^>]*\son[a-z]+\s*=[^>]*>/gi)].map(([tag]) => tag);
if (handlers.length) {
  console.error(`csp.mjs: inline event handlers the policy would block: ${handlers.join(' ')}`);
  process.exit(1);
}

const policy = [
  "default-src 'self'",
  ["script-src 'self' 'wasm-unsafe-eval'", ...scripts].join(' '),
  "style-src 'self' 'unsafe-inline'",
  ["style-src-elem 'self'", ...styles].join(' '),
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

// First in <head>, right after the charset: a policy governs only what comes after it.
const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}">`;
const charset = /<meta charset="?utf-8"?\s*\/?>/i;
if (!charset.test(html)) {
  console.error('csp.mjs: no <meta charset> in index.html to put the policy after');
  process.exit(1);
}
html = html.replace(charset, (m) => m + meta);
const at = html.indexOf(meta);
const first = html.search(/<(script|style|link)\b/i);
if (first >= 0 && first < at) {
  console.error('csp.mjs: a script or style comes before the policy');
  process.exit(1);
}
writeFileSync(path, html);
console.log(`csp: ${scripts.length} inline scripts, ${styles.length} inline styles hashed`);
