import type { Locale } from "#app/i18n/locales.ts";
import type { ConsoleKey } from "#app/i18n/console/texts.ts";

/**
 * The editable fields of the content a manager changes in the console (decision 0052), and the
 * rules that do not need the database: reading a field's value out of the site's content, writing
 * one into a copy of it, reading a posted form, and the patch of what differs from the files.
 *
 * A field is a path into the content (`["popup", "delay"]`) and the kind of value there. A section's
 * change is stored as a patch: field key → value, only for the fields whose value differs from the
 * file's, so a later deploy that changes another field of the files still shows. The schema of the
 * files (app/domain/content.ts) judges every value; these rules only turn form text into values.
 */
export type Path = readonly (string | number)[];

export type LinkValue = { routeKey: string } | { url: string } | null;
export type SocialLink = { network: SocialNetwork; url: string };
export type FieldValue = string | number | boolean | LinkValue | SocialLink[];

/** Field key → value: what a draft or a published change holds for one section. */
export type Patch = Record<string, unknown>;

export const SOCIAL_NETWORKS = ["facebook", "instagram", "linkedin", "youtube", "x", "tiktok", "pinterest"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export type FieldKind =
  /** One line of text. */
  | "text"
  /** Text over several lines. */
  | "textarea"
  /** Simple HTML (footer columns): the tags and links of `simpleHtmlProblem`. */
  | "html"
  | "integer"
  /** A decimal number (coordinates); a comma is read as the decimal point. */
  | "decimal"
  | "checkbox"
  | "select"
  /** A page of the site (by route key), an address, or none. */
  | "link"
  /** The agency's pages on social networks: one address per network, empty for none. */
  | "social";

/** A choice of a select: its console text, or a name from the content (a page's). */
export type FieldOption = { value: string; label: ConsoleKey } | { value: string; text: string };

export type ContentField = {
  /** The form field's name and the patch's key, unique in its section. */
  key: string;
  /** Where the value lives in the site's content. */
  path: Path;
  kind: FieldKind;
  /** What the field is called (with the language's name after it when `lang` is set). */
  label: ConsoleKey;
  lang?: Locale;
  /** The fieldset it is shown in (ContentSection.groups). */
  group: string;
  options?: readonly FieldOption[];
  /** The input's type, for the browser's keyboard and checks. */
  input?: "email" | "url" | "tel";
  /** An optional value of the schema: left empty, the key is removed. */
  optional?: boolean;
  /** What the schema wants, said when it refuses the value. */
  error?: ConsoleKey;
  /** What the value's object is when the file has none (a language's metadata of a page). */
  parent?: Readonly<Record<string, unknown>>;
};

type Tree = Record<string | number, unknown>;

/** The value at `path`, or undefined. */
export function valueAt(root: unknown, path: Path): unknown {
  let node: unknown = root;
  for (const step of path) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Tree)[step];
  }
  return node;
}

/** A copy of `root` with `value` at `path` (undefined removes the key); only the objects along the path are copied. */
export function withValueAt<T>(root: T, path: Path, value: unknown, parent?: Readonly<Record<string, unknown>>): T {
  const [step, ...rest] = path;
  if (step === undefined) return value as T;
  // A missing object on the way is made: the value's own object from `parent`, any other empty.
  const node = (root ?? (rest.length === 0 && parent ? structuredClone(parent) : {})) as Tree;
  const copy = (Array.isArray(node) ? [...node] : { ...node }) as Tree;
  const child = rest.length === 0 ? value : withValueAt(copy[step], rest, value, parent);
  if (child === undefined && !Array.isArray(copy)) delete copy[step];
  else copy[step] = child;
  return copy as T;
}

/** A field's value as the form and the comparisons see it: absent texts are "", absent links null, social links in the networks' order. */
export function fieldValue(root: unknown, field: ContentField): FieldValue {
  return normalize(field, valueAt(root, field.path));
}

function normalize(field: ContentField, raw: unknown): FieldValue {
  switch (field.kind) {
    case "integer":
    case "decimal":
      return typeof raw === "number" ? raw : "";
    case "checkbox":
      return raw === true;
    case "link":
      return raw && typeof raw === "object" ? (raw as LinkValue) : null;
    case "social":
      return Array.isArray(raw)
        ? [...(raw as SocialLink[])].sort(
            (a, b) => SOCIAL_NETWORKS.indexOf(a.network) - SOCIAL_NETWORKS.indexOf(b.network),
          )
        : [];
    default:
      return typeof raw === "string" ? raw : "";
  }
}

export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** A copy of `root` with each field of `patch` written (keys of no field are left out: the file changed since). */
export function applyPatch<T>(root: T, fields: readonly ContentField[], patch: Patch): T {
  let result = root;
  for (const field of fields) {
    if (!(field.key in patch)) continue;
    const value = patch[field.key];
    const removed = field.optional && (value === "" || value === null);
    result = withValueAt(result, field.path, removed ? undefined : value, field.parent);
  }
  return result;
}

/** The fields whose value in `values` differs from the one in `files`: what a section's change stores. */
export function patchOf(
  files: unknown,
  fields: readonly ContentField[],
  values: Readonly<Record<string, FieldValue>>,
): Patch {
  const patch: Patch = {};
  for (const field of fields) {
    const value = values[field.key];
    if (value !== undefined && !sameValue(value, fieldValue(files, field))) patch[field.key] = value;
  }
  return patch;
}

/** The fields of `patch` whose values differ between two contents, with each side's value (the audit's before and after). */
export function changedFields(
  before: unknown,
  after: unknown,
  fields: readonly ContentField[],
): { before: Record<string, FieldValue>; after: Record<string, FieldValue> } {
  const change = { before: {} as Record<string, FieldValue>, after: {} as Record<string, FieldValue> };
  for (const field of fields) {
    const old = fieldValue(before, field);
    const now = fieldValue(after, field);
    if (sameValue(old, now)) continue;
    change.before[field.key] = old;
    change.after[field.key] = now;
  }
  return change;
}

// ---------------------------------------------------------------------------------------------
// Forms

/** The form's text of each input of a field (a link and the social links take several inputs). */
export function formValues(field: ContentField, value: FieldValue): Record<string, string> {
  switch (field.kind) {
    case "checkbox":
      return { [field.key]: value === true ? "on" : "" };
    case "link": {
      const link = value as LinkValue;
      if (!link) return { [field.key]: "", [`${field.key}.url`]: "" };
      return "routeKey" in link
        ? { [field.key]: `page:${link.routeKey}`, [`${field.key}.url`]: "" }
        : { [field.key]: "url", [`${field.key}.url`]: link.url };
    }
    case "social": {
      const links = value as SocialLink[];
      return Object.fromEntries(
        SOCIAL_NETWORKS.map((network) => [
          `${field.key}.${network}`,
          links.find((link) => link.network === network)?.url ?? "",
        ]),
      );
    }
    default:
      return { [field.key]: String(value) };
  }
}

export type ParsedField = { value: FieldValue } | { error: ConsoleKey };

/** A field's value from the posted form (`read` gives an input's text, null when absent). */
export function parseField(field: ContentField, read: (name: string) => string | null): ParsedField {
  const text = read(field.key) ?? "";
  const invalid = { error: field.error ?? ("content.error.invalid" as const) };
  switch (field.kind) {
    case "text":
      return { value: text.replace(/\s*[\r\n]+\s*/g, " ").trim() };
    case "textarea":
      return { value: text.replace(/\r\n?/g, "\n").trim() };
    case "html": {
      const html = text.replace(/\r\n?/g, "\n").trim();
      return simpleHtmlProblem(html) ? { error: "content.error.html" } : { value: html };
    }
    case "integer": {
      const trimmed = text.trim();
      // The schema says what range it takes; this only reads the number.
      return /^-?\d{1,9}$/.test(trimmed) ? { value: Number(trimmed) } : invalid;
    }
    case "decimal": {
      const trimmed = text.trim().replace(",", ".");
      return /^-?\d{1,3}(?:\.\d{1,8})?$/.test(trimmed) ? { value: Number(trimmed) } : invalid;
    }
    case "checkbox":
      return { value: text !== "" };
    case "select":
      return field.options?.some((option) => option.value === text) ? { value: text } : invalid;
    case "link": {
      if (text === "") return { value: null };
      if (text === "url") {
        const url = (read(`${field.key}.url`) ?? "").trim();
        return url === "" ? invalid : { value: { url } };
      }
      const routeKey = text.startsWith("page:") ? text.slice("page:".length) : "";
      return field.options?.some((option) => option.value === text) ? { value: { routeKey } } : invalid;
    }
    case "social":
      return {
        value: SOCIAL_NETWORKS.flatMap((network) => {
          const url = (read(`${field.key}.${network}`) ?? "").trim();
          return url ? [{ network, url }] : [];
        }),
      };
  }
}

// ---------------------------------------------------------------------------------------------
// The schema's refusals, on the fields

/** Each refused field's message: an issue goes to the field whose path is the longest start of the issue's path, else to the form (""). */
export function issuesOnFields(
  fields: readonly ContentField[],
  issues: readonly { path: readonly PropertyKey[] }[],
): Record<string, ConsoleKey> {
  const errors: Record<string, ConsoleKey> = {};
  for (const issue of issues) {
    let best: ContentField | undefined;
    for (const field of fields) {
      const within = field.path.every((step, index) => String(issue.path[index]) === String(step));
      if (within && (!best || field.path.length > best.path.length)) best = field;
    }
    const key = best?.key ?? "";
    errors[key] ??= best ? (best.error ?? "content.error.invalid") : "content.error.form";
  }
  return errors;
}

// ---------------------------------------------------------------------------------------------
// Simple HTML

const ALLOWED_TAGS = new Set(["p", "br", "ul", "ol", "li", "a", "strong", "em", "b", "i", "h2", "h3", "h4", "span"]);
const ALLOWED_ATTRIBUTES = new Set(["href", "title", "target", "rel", "class", "lang"]);
const TAG = /<\/?([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*\/?>/g;
const ATTRIBUTE = /([^\s=>/]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'>]+))?/g;
const SAFE_HREF = /^(?:\/(?!\/)|#|https?:\/\/|mailto:|tel:)/i;

/**
 * Why a footer column's HTML is refused, or null: the files' rule (app/domain/content.ts: p, h2,
 * h3, ul, ol, li, a, strong, em, br, and a few alike), with links to the site's paths, http(s),
 * mailto: and tel: only. The page shows it as it is, so a manager's typo must not bring a script,
 * a style or an event handler onto every page.
 */
export function simpleHtmlProblem(html: string): string | null {
  let rest = html;
  for (const match of html.matchAll(TAG)) {
    const [whole, name = "", attributes = ""] = match;
    if (!ALLOWED_TAGS.has(name.toLowerCase())) return `tag <${name}>`;
    for (const attribute of attributes.matchAll(ATTRIBUTE)) {
      const attributeName = (attribute[1] ?? "").toLowerCase();
      if (!ALLOWED_ATTRIBUTES.has(attributeName)) return `attribute ${attributeName}`;
      const value = (attribute[2] ?? "").replace(/^["']|["']$/g, "").trim();
      if (attributeName === "href" && !SAFE_HREF.test(value)) return `link ${value}`;
    }
    rest = rest.replace(whole, "");
  }
  // Whatever still looks like markup is not one of the tags above (comments, <script, a tag left open).
  return /<[!/?a-zA-Z]/.test(rest) ? "markup" : null;
}
