/**
 * How every browser run of the project starts Debian's Chromium (Playwright's tests, Lighthouse).
 * The sandbox needs user namespaces we may not have (and we may be root); the network flags stop
 * Chromium's background calls home, which this machine's closed network refuses and which would
 * otherwise slow or break the first connections.
 */
export const CHROMIUM_PATH = "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];
