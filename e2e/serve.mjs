// A tiny static server for the built site: `node serve.mjs DIR PORT [PREFIX]`.
// It serves DIR under PREFIX (default /pechvogel/) on 127.0.0.1 only, the way GitHub Pages
// serves a project site under /<repo>/, so tests catch absolute asset paths.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';

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

createServer(async (req, res) => {
  const url = new URL(req.url, 'http://127.0.0.1');
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
    if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
    const body = await readFile(file);
    res.writeHead(200, {
      'Content-Type': types[extname(file)] || 'application/octet-stream',
      'Cache-Control': 'no-cache',
    });
    res.end(body);
  } catch {
    res.writeHead(404);
    res.end('not found');
  }
}).listen(Number(port), '127.0.0.1', () => {
  console.log(`serving ${root} at http://127.0.0.1:${port}${prefix}`);
});
