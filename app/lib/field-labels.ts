import type { MessageKey, MessageParams, Translator } from "#app/i18n/interpolate.ts";

/**
 * The label of each form field by its name, as the forms show it (the same dictionary keys), so the
 * error summary at the top of a form names the field of every error it lists: "First name: This
 * field is required", linked to the field (WCAG 3.3.1). The summary is rendered before the fields,
 * on the server too (without JavaScript), so it cannot read their labels from them: it looks them
 * up here (decision 0037). A test (field-labels.test.ts) checks that every field of every form schema has one.
 */
export type FieldLabel = {
  key: MessageKey;
  params?: MessageParams;
  /** Placeholders filled with other texts (the privacy box's label holds a link's text). */
  texts?: Readonly<Record<string, MessageKey>>;
  /** The section a field sits in, named first where the label alone is ambiguous (the second buyer's first name). */
  section?: MessageKey;
};

/** Fields labelled the same in every form, by name. */
const LABELS: Readonly<Record<string, MessageKey>> = {
  title: "form.title",
  firstName: "form.firstName",
  lastName: "form.lastName",
  email: "form.email",
  phone: "form.phone",
  message: "form.remark",
  remark: "form.remark",
  newsletter: "form.newsletterOptIn",
  // rental application
  adults: "form.adults",
  children: "form.children",
  childAges: "form.childAges",
  pets: "form.pets",
  movingDate: "form.movingDate",
  movingReason: "form.movingReason",
  income1: "form.income1",
  income2: "form.income2",
  // stay request (a holiday home)
  arrival: "form.arrival",
  departure: "form.departure",
  // purchase offer
  amount: "form.amount",
  startDate: "form.startDate",
  endDate: "form.endDate",
  place: "form.place",
  signDate: "form.signDate",
  conditions: "form.conditions",
  // demand register
  goal: "form.goal",
  types: "form.types",
  zones: "form.regions",
  budget: "form.budget",
  priceMin: "form.priceMin",
  priceMax: "form.priceMax",
  bedroomsMin: "form.bedroomsMin",
  bedroomsMax: "form.bedroomsMax",
  bathrooms: "form.bathroomsMin",
  garages: "form.garagesMin",
  parking: "form.parking",
  garden: "form.garden",
  terrace: "form.terrace",
  alertFrequency: "form.alertFrequency",
  // free valuation
  street: "form.street",
  houseNumber: "form.houseNumber",
  box: "form.box",
  zip: "form.zip",
  city: "form.city",
  propertyType: "form.propertyType",
  // property contact, appointment
  request: "form.request",
  timeSlots: "form.contactTimeSlot",
  contactDevice: "form.contactDevice",
  slot: "form.chooseSlot",
  // send to a friend
  friendFirstName: "form.friendFirstName",
  friendLastName: "form.friendLastName",
  friendEmail: "form.friendEmail",
  // testimonial
  name: "testimonial.form.name",
  about: "form.aboutYou",
  poster: "testimonial.form.poster",
  comment: "form.comment",
  website: "form.website",
  image: "form.image",
  // owner portal
  password: "owner.password",
  passwordConfirm: "form.passwordConfirm",
  // the captcha widget
  altcha: "form.captcha",
};

/** Where a form labels a field otherwise than the others do. */
const FORM_LABELS: Readonly<Record<string, Readonly<Record<string, MessageKey>>>> = {
  "site-contact": { message: "form.message" },
  "send-to-friend": { message: "form.friendMessage" },
  "stay-request": { pets: "form.petCount" },
  "owner-login": { email: "owner.email" },
  "password-forgot": { email: "owner.email" },
  "new-password": { password: "owner.newPassword" },
};

/** The second buyer's fields are labelled as the first buyer's, under their own heading. */
const SECOND_BUYER: Readonly<Record<string, MessageKey>> = {
  person2FirstName: "form.firstName",
  person2LastName: "form.lastName",
  person2Email: "form.email",
  person2Phone: "form.phone",
};

/** The label of the field an error belongs to (`field` as the schema's path: `email`, `childAges.1`), or null when unknown. */
export function fieldLabel(formId: string, field: string): FieldLabel | null {
  const childAge = /^childAges\.(\d+)$/.exec(field);
  if (childAge) return { key: "form.childAge", params: { n: Number(childAge[1]) + 1 } };
  if (field === "privacyConsent") return { key: "form.privacyConsent", texts: { privacyLink: "form.privacyLinkText" } };
  const secondBuyer = SECOND_BUYER[field];
  if (secondBuyer) return { key: secondBuyer, section: "form.person2" };
  const key = FORM_LABELS[formId]?.[field] ?? LABELS[field];
  return key ? { key } : null;
}

/** A label's text in the language of `t`. */
function labelText(t: Translator, label: FieldLabel): string {
  const texts = Object.fromEntries(Object.entries(label.texts ?? {}).map(([name, key]) => [name, t(key)]));
  const text = t(label.key, { ...label.params, ...texts });
  return label.section ? `${t(label.section)} – ${text}` : text;
}

/**
 * One line of a form's error summary: "<label>: <message>" (French puts a no-break space before the
 * colon: the dictionaries hold the pattern). `labels` names fields the form labels at run time
 * (the captcha's question); a field without a label keeps its message alone.
 */
export function summaryLine(
  t: Translator,
  formId: string,
  field: string,
  message: string,
  labels: Readonly<Record<string, string>> = {},
): string {
  const known = labels[field];
  const label =
    known ??
    (() => {
      const found = fieldLabel(formId, field);
      return found ? labelText(t, found) : null;
    })();
  return label ? t("validation.summaryLine", { label, message }) : message;
}
