import type { ConsoleKey } from "#app/i18n/console/texts.ts";
import { fieldLabel, type FieldLabel } from "./field-labels.ts";

/**
 * What a visitor sent, read from a lead's payload for the console's lead page: one row per field
 * (nested groups such as the contact, the friend or the second buyer flattened into the names the
 * forms give those fields), labelled as the form labels it (app/lib/field-labels.ts), by the
 * console's own words for what the services add (an appointment's times, a deposit), or else by
 * its key. Empty values are left out: a form's optional field that was left blank.
 */

/** A scalar as the payload stores it, or a list of them. */
export type PayloadValue = string | number | boolean | ReadonlyArray<string | number>;

export type PayloadLabel =
  | { form: FieldLabel }
  | { console: ConsoleKey }
  /** Unknown to the forms and the console: the payload's own key path. */
  | { key: string };

export type PayloadField = {
  /** Where the value sits in the payload ("contact.email", "friend.firstName", "amount"). */
  path: string;
  /** The field's name as its form names it ("email", "friendFirstName", "person2Email"). */
  name: string;
  label: PayloadLabel;
  value: PayloadValue;
};

/** The form whose labels a kind of lead uses (fieldLabel's form id). */
const FORM_OF_KIND: Readonly<Record<string, string>> = {
  "info-request": "property-contact",
  "visit-request": "property-contact",
};

/** How a group's fields are named in their form. */
const GROUP_NAMES: Readonly<Record<string, (key: string) => string>> = {
  contact: (key) => key,
  address: (key) => key,
  friend: (key) => `friend${key.charAt(0).toUpperCase()}${key.slice(1)}`,
  secondBuyer: (key) => `person2${key.charAt(0).toUpperCase()}${key.slice(1)}`,
};

/** What the services store besides the form's fields, in the console's words (those before the forms' own). */
const CONSOLE_LABELS: Readonly<Record<string, ConsoleKey>> = {
  newsletter: "leads.field.newsletter",
  startsAt: "leads.field.startsAt",
  endsAt: "leads.field.endsAt",
  depositPercent: "leads.field.depositPercent",
  monthlyRent: "leads.field.monthlyRent",
  nights: "leads.field.nights",
  amountInWords: "leads.field.amountInWords",
  propertyTypeId: "leads.field.propertyType",
  documents: "leads.field.documents",
  demandId: "leads.field.demandId",
  testimonialId: "leads.field.testimonialId",
  slotId: "leads.field.slotId",
};

function labelOf(formId: string, name: string, path: string): PayloadLabel {
  const own = CONSOLE_LABELS[name];
  if (own) return { console: own };
  const form = fieldLabel(formId, name);
  return form ? { form } : { key: path };
}

/** A list item as text: an object by its name, title or address, else as JSON. */
function itemText(item: unknown): string | number | null {
  if (item === null || item === undefined || item === "") return null;
  if (typeof item === "string" || typeof item === "number") return item;
  if (typeof item === "boolean") return String(item);
  if (typeof item === "object") {
    const record = item as Record<string, unknown>;
    for (const key of ["name", "title", "email", "url"])
      if (typeof record[key] === "string" && record[key]) return record[key] as string;
  }
  return JSON.stringify(item);
}

function valueOf(raw: unknown): PayloadValue | null {
  if (raw === null || raw === undefined) return null;
  if (typeof raw === "string") return raw.trim() === "" ? null : raw;
  if (typeof raw === "number" || typeof raw === "boolean") return raw;
  if (Array.isArray(raw)) {
    const items = raw.map(itemText).filter((item): item is string | number => item !== null);
    return items.length > 0 ? items : null;
  }
  return JSON.stringify(raw);
}

/**
 * The order the fields are listed in: as the forms ask them, the person first, the free text and
 * the newsletter choice last. A jsonb column keeps no key order (PostgreSQL sorts the keys), so
 * the payload's own order cannot be used; fields not named here follow, in the stored order.
 */
const ORDER = [
  "title",
  "firstName",
  "lastName",
  "email",
  "phone",
  "person2FirstName",
  "person2LastName",
  "person2Email",
  "person2Phone",
  "friendFirstName",
  "friendLastName",
  "friendEmail",
  "request",
  "timeSlots",
  "contactDevice",
  "startsAt",
  "endsAt",
  "amount",
  "amountInWords",
  "depositPercent",
  "startDate",
  "endDate",
  "place",
  "signDate",
  "conditions",
  "monthlyRent",
  "arrival",
  "departure",
  "nights",
  "adults",
  "children",
  "childAges",
  "pets",
  "movingDate",
  "movingReason",
  "income1",
  "income2",
  "goal",
  "types",
  "zones",
  "budget",
  "priceMin",
  "priceMax",
  "bedroomsMin",
  "bedroomsMax",
  "bathrooms",
  "garages",
  "parking",
  "garden",
  "terrace",
  "alertFrequency",
  "street",
  "houseNumber",
  "box",
  "zip",
  "city",
  "propertyTypeId",
  "name",
  "about",
  "website",
  "poster",
  "comment",
  "image",
  "documents",
  "message",
  "remark",
  "newsletter",
];

const rank = (name: string) => {
  const index = ORDER.indexOf(name);
  return index === -1 ? ORDER.length : index;
};

/** The payload's fields, in the forms' order (ORDER). */
export function leadPayloadFields(kind: string, payload: Readonly<Record<string, unknown>>): PayloadField[] {
  const formId = FORM_OF_KIND[kind] ?? kind;
  const fields: PayloadField[] = [];
  for (const [key, raw] of Object.entries(payload)) {
    const naming = GROUP_NAMES[key];
    if (naming && raw !== null && typeof raw === "object" && !Array.isArray(raw)) {
      for (const [inner, innerRaw] of Object.entries(raw as Record<string, unknown>)) {
        const value = valueOf(innerRaw);
        if (value === null) continue;
        const name = naming(inner);
        const path = `${key}.${inner}`;
        fields.push({ path, name, label: labelOf(formId, name, path), value });
      }
      continue;
    }
    const value = valueOf(raw);
    if (value === null) continue;
    fields.push({ path: key, name: key, label: labelOf(formId, key, key), value });
  }
  // Array.prototype.sort is stable: fields of the same rank keep the stored order.
  return fields.sort((a, b) => rank(a.name) - rank(b.name));
}

/** The person of a lead as its payload holds them (every form with personal data stores `contact`). */
export function leadContact(payload: Readonly<Record<string, unknown>>): {
  name: string;
  email: string;
  phone: string;
} {
  const contact = (payload.contact ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
  return {
    name: [text(contact.firstName), text(contact.lastName)].filter(Boolean).join(" ") || text(payload.name),
    email: text(contact.email),
    phone: text(contact.phone),
  };
}
