import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * The folder where the e2e server's SMTP double writes the mail it receives (tests/setup/e2e-server.ts),
 * one per port so two checkouts running side by side never read each other's mail.
 */
export function mailboxFolder(port: string | number): string {
  return join(tmpdir(), `agency-e2e-mailbox-${port}`);
}
