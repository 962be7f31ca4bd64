import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * The folder where the e2e server's SMTP double writes the mail it receives (tests/setup/e2e-server.ts),
 * one per port so two checkouts running side by side never read each other's mail.
 */
export function mailboxFolder(port: string | number): string {
  return join(tmpdir(), `agency-e2e-mailbox-${port}`);
}

/** The first manager of the agency console, made by the e2e server before it starts (npm run staff). */
export const FIRST_MANAGER = { email: "an.peeters@agency.example", name: "An Peeters" } as const;

/** Where the e2e server leaves the first manager's password link (beside the mail, not a mail). */
export function firstManagerLinkFile(port: string | number): string {
  return join(mailboxFolder(port), "first-manager.link");
}
