// A tiny static server for the built site: `node serve.mjs DIR PORT [PREFIX]` (SERVE_LOG=1:
// each request's path on stdout).
// It serves DIR under PREFIX (default /pechvogel/) on 127.0.0.1 only, the way GitHub Pages
// serves a project site under /<repo>/, so tests catch absolute asset paths. Like Pages, it
// gzips text and wasm for clients that accept it (audits then see what phones download).
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const [dir = '../dist', port = '4173', prefix = '/pechvogel/'] = process.argv.slice(2);
const root = resolve(dir);
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

const compressible = new Set(['.html', '.js', '.mjs', '.css', '.wasm', '.json', '.webmanifest', '.svg', '.txt']);

const gzipped = new Map();

// SERVE_LOG=1: each request's path on stdout, for a test that counts what was asked.
const log = Boolean(process.env.SERVE_LOG);

createServer(async (req, res) => {
  const url = new URL(req.url, 'http://127.0.0.1');
  if (log) console.log(url.pathname);
  if (url.pathname === '/' || url.pathname === prefix.slice(0, -1)) {
    res.writeHead(302, { Location: prefix });
    return res.end();
  }
  if (!url.pathname.startsWith(prefix)) {
    res.writeHead(404);
    return res.end('not found (the site lives under ' + prefix + ')');
  }
  let rel = decodeURIComponent(url.pathname.slice(prefix.length)) || 'index.html';
  let file = normalize(join(root, rel));
  if (!file.startsWith(root)) {
    res.writeHead(403);
    return res.end();
  }
  try {
    let info = await stat(file);
    if (info.isDirectory()) {
      file = join(file, 'index.html');
      info = await stat(file);
    }
    let body = await readFile(file);
    const headers = {
      'Content-Type': types[extname(file)] || 'application/octet-stream',
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding',
    };
    const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] || '');
    if (gzip && compressible.has(extname(file))) {
      // Compressed once per version of a file (a rebuild while serving gives a new one).
      const key = `${file}@${info.mtimeMs}`;
      if (!gzipped.has(key)) gzipped.set(key, gzipSync(body, { level: 9 }));
      body = gzipped.get(key);
      headers['Content-Encoding'] = 'gzip';
    }
    res.writeHead(200, headers);
    res.end(body);
  } catch {
    res.writeHead(404);
    res.end('not found');
  }
}).listen(Number(port), '127.0.0.1', () => {
  console.log(`serving ${root} at http://127.0.0.1:${port}${prefix}`);
});
