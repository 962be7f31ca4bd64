import { describe, expect, it } from "vitest";
import { leadMailRows, type LeadMails } from "./store-lead.server.ts";

const mail = (to: string) => ({ to, subject: "s", text: "t" });

/**
 * A lead's mails become its outbox rows in one place (storeLead): keyed by the lead and the
 * recipient's role, in the order they are delivered (others, agency, visitor).
 */
describe("leadMailRows", () => {
  it.each<[string, LeadMails, Array<[string, string]>]>([
    [
      "agency and visitor",
      { agency: mail("a"), visitor: mail("v") },
      [
        ["L:agency", "a"],
        ["L:visitor", "v"],
      ],
    ],
    ["the visitor only (newsletter)", { visitor: mail("v") }, [["L:visitor", "v"]]],
    [
      "a friend's mail first (send to a friend)",
      { visitor: mail("v"), agency: mail("a"), others: [{ key: "friend", mail: mail("f") }] },
      [
        ["L:friend", "f"],
        ["L:agency", "a"],
        ["L:visitor", "v"],
      ],
    ],
    ["none", {}, []],
  ])("%s", (_, mails, expected) => {
    const rows = leadMailRows("L", mails);
    expect(rows.map((row) => [row.idempotencyKey, row.payload.to])).toEqual(expected);
    expect(rows.every((row) => row.channel === "mail" && row.leadId === "L")).toBe(true);
  });
});
