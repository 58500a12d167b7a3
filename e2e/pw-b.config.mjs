// Playwright against the release build in dist/, served on 127.0.0.1 under a sub-path,
// driving Debian's Chromium (no browser download).
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT || 4173);

export default defineConfig({
  testDir: './tests',
  outputDir: './out/results-b',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['./summary-reporter.mjs']],
  use: {
    baseURL: `http://127.0.0.1:${port}/pechvogel/`,
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: `node serve.mjs /tmp/distB ${port} /pechvogel/`,
    url: `http://127.0.0.1:${port}/pechvogel/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
