import { describe, expect, it } from "vitest";
import { buildMailOptions, messageIdFor } from "./mail-message.ts";

const base = { to: "ann@example.be", subject: "Uw aanvraag", text: "Dank u" };

describe("buildMailOptions", () => {
  it("uses the transport's sender unless the message names one", () => {
    expect(buildMailOptions(base, { idempotencyKey: "k", defaultFrom: "info@agency.be" }).from).toBe("info@agency.be");
    expect(
      buildMailOptions(
        { ...base, from: "Agency <mail@agency.be>" },
        { idempotencyKey: "k", defaultFrom: "info@agency.be" },
      ).from,
    ).toBe("Agency <mail@agency.be>");
  });

  it.each([
    ["without an unsubscribe link", undefined, {}],
    [
      "with an unsubscribe link (RFC 8058 one-click)",
      "https://agency.be/nl/uitschrijven/abc/",
      {
        "List-Unsubscribe": "<https://agency.be/nl/uitschrijven/abc/>",
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    ],
  ])("headers %s", (_, unsubscribeUrl, headers) => {
    const options = buildMailOptions(
      { ...base, ...(unsubscribeUrl ? { unsubscribeUrl } : {}) },
      { idempotencyKey: "k", defaultFrom: "info@agency.be" },
    );
    expect(options.headers).toEqual(headers);
  });

  it("keeps text, html and reply-to, and leaves out what is not given", () => {
    const full = buildMailOptions(
      { ...base, html: "<p>Dank u</p>", replyTo: "ann@example.be" },
      { idempotencyKey: "k", defaultFrom: "a@b.be" },
    );
    expect(full).toMatchObject({
      to: "ann@example.be",
      subject: "Uw aanvraag",
      text: "Dank u",
      html: "<p>Dank u</p>",
      replyTo: "ann@example.be",
    });
    const bare = buildMailOptions(base, { idempotencyKey: "k", defaultFrom: "a@b.be" });
    expect("html" in bare).toBe(false);
    expect("replyTo" in bare).toBe(false);
  });
});

describe("messageIdFor", () => {
  it.each([
    ["lead-1:agency", "info@agency.be", "<lead-1%3Aagency@agency.be>"],
    ["a.b (c)", "Agency <Mail@Agency.BE>", "<a%2Eb%20%28c%29@agency.be>"],
    ["k", "not-an-address", "<k@localhost>"],
  ])("%s from %s → %s", (key, from, expected) => {
    expect(messageIdFor(key, from)).toBe(expected);
  });

  it("keeps distinct keys distinct", () => {
    expect(messageIdFor("a:b", "x@y.be")).not.toBe(messageIdFor("a_b", "x@y.be"));
    expect(messageIdFor("a.b", "x@y.be")).not.toBe(messageIdFor("a%2Eb", "x@y.be"));
  });
});
