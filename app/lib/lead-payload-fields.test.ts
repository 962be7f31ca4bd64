import { describe, expect, it } from "vitest";
import { leadContact, leadPayloadFields, type PayloadField } from "./lead-payload-fields.ts";

const CONTACT = { title: "ms", firstName: "Ann", lastName: "Peeters", email: "ann@example.be", phone: "0477 12 34 56" };

const rows = (fields: PayloadField[]) => fields.map((field) => [field.path, field.label, field.value]);

describe("what a visitor sent, as the lead page lists it", () => {
  it.each<[string, string, Record<string, unknown>, unknown[][]]>([
    [
      "the contact form: the contact first, in the form's order whatever the stored order, the contact page's own label for the message",
      "site-contact",
      {
        newsletter: false,
        message: "Open op zaterdag?",
        contact: { email: CONTACT.email, phone: CONTACT.phone, title: "ms", lastName: "Peeters", firstName: "Ann" },
      },
      [
        ["contact.title", { form: { key: "form.title" } }, "ms"],
        ["contact.firstName", { form: { key: "form.firstName" } }, "Ann"],
        ["contact.lastName", { form: { key: "form.lastName" } }, "Peeters"],
        ["contact.email", { form: { key: "form.email" } }, "ann@example.be"],
        ["contact.phone", { form: { key: "form.phone" } }, "0477 12 34 56"],
        ["message", { form: { key: "form.message" } }, "Open op zaterdag?"],
        ["newsletter", { console: "leads.field.newsletter" }, false],
      ],
    ],
    [
      "a viewing request: labelled as the property's contact form, lists kept, blanks left out",
      "visit-request",
      { contact: { email: "a@b.be" }, request: "visit", message: null, timeSlots: ["10:00-13:00"], contactDevice: "" },
      [
        ["contact.email", { form: { key: "form.email" } }, "a@b.be"],
        ["request", { form: { key: "form.request" } }, "visit"],
        ["timeSlots", { form: { key: "form.contactTimeSlot" } }, ["10:00-13:00"]],
      ],
    ],
    [
      "send to a friend: the friend's fields by their form names",
      "send-to-friend",
      { friend: { firstName: "Jan", email: "jan@example.be" }, message: "Kijk eens" },
      [
        ["friend.firstName", { form: { key: "form.friendFirstName" } }, "Jan"],
        ["friend.email", { form: { key: "form.friendEmail" } }, "jan@example.be"],
        ["message", { form: { key: "form.friendMessage" } }, "Kijk eens"],
      ],
    ],
    [
      "a purchase offer: the second buyer under their heading, the amount, what the service added",
      "purchase-offer",
      { secondBuyer: { firstName: "Piet", phone: null }, amount: 250000, depositPercent: 10 },
      [
        ["secondBuyer.firstName", { form: { key: "form.firstName", section: "form.person2" } }, "Piet"],
        ["amount", { form: { key: "form.amount" } }, 250000],
        ["depositPercent", { console: "leads.field.depositPercent" }, 10],
      ],
    ],
    [
      "a free valuation: the address's fields, the type by its id",
      "free-valuation",
      { address: { street: "Kerkstraat", box: null, zip: "9280" }, propertyTypeId: 3 },
      [
        ["address.street", { form: { key: "form.street" } }, "Kerkstraat"],
        ["address.zip", { form: { key: "form.zip" } }, "9280"],
        ["propertyTypeId", { console: "leads.field.propertyType" }, 3],
      ],
    ],
    [
      "documents sent: by their names; unknown fields by their key, objects as JSON",
      "documents-request",
      { utm: { source: "mail" }, documents: [{ name: "EPC", url: "https://x" }, { kind: "plan" }], extra: 1 },
      [
        ["documents", { console: "leads.field.documents" }, ["EPC", '{"kind":"plan"}']],
        ["utm", { key: "utm" }, '{"source":"mail"}'],
        ["extra", { key: "extra" }, 1],
      ],
    ],
    [
      "a stay request: the pets field as that form labels it",
      "stay-request",
      { pets: 2, childAges: [] },
      [["pets", { form: { key: "form.petCount" } }, 2]],
    ],
  ])("%s", (_, kind, payload, expected) => {
    expect(rows(leadPayloadFields(kind, payload))).toEqual(expected);
  });

  it.each([
    [{ contact: CONTACT }, { name: "Ann Peeters", email: "ann@example.be", phone: "0477 12 34 56" }],
    [{ contact: { email: "news@example.be", firstName: null } }, { name: "", email: "news@example.be", phone: "" }],
    [
      { contact: { email: "x@example.be" }, name: "Familie Peeters" },
      { name: "Familie Peeters", email: "x@example.be", phone: "" },
    ],
    [{}, { name: "", email: "", phone: "" }],
  ])("leadContact(%j)", (payload, contact) => {
    expect(leadContact(payload)).toEqual(contact);
  });
});
