import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { unfakedEnv } from '../../helpers/unfaked-env.ts';

/** Debian's Chromium (`apt-get install chromium`), driven by playwright-core: no browser download. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

// Headless, as root in CI, on a machine without network: no sandbox, no GPU, and none of the
// background calls home (their refused connections only slow the start).
export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run', '--disable-quic',
];

/** Why the browser tests cannot run here, or null when they can. Under CI they must run. */
export function chromiumUnavailableReason(): string | null {
  if (fs.existsSync(CHROMIUM_PATH)) return null;
  const reason = `${CHROMIUM_PATH} is missing (apt-get install chromium)`;
  if (process.env.CI) throw new Error(`${reason}: required under CI`);
  return reason;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true, env: unfakedEnv() });
}
