import { consolePaths } from "#app/lib/console-paths.ts";
import { dateTimeFormat } from "#app/lib/intl-formats.ts";
import type { ConsoleLocale } from "#app/domain/staff.ts";
import type { ConsoleKey, ConsoleTranslator } from "#app/i18n/console/texts.ts";
import type { Locale } from "#app/i18n/locales.ts";
import type { SiteContent } from "./load-content.server.ts";
import { enabledLocales } from "./languages.ts";
import {
  applyPatch,
  fieldValue,
  formValues,
  parseField,
  patchOf,
  sameValue,
  type ContentField,
  type FieldValue,
  type Patch,
} from "./content-overrides-fields.ts";
import { contentSections, type ContentSection, type FieldGroup } from "./content-overrides-sections.ts";
import type { OverrideRow } from "./content-overrides.server.ts";
import { previewPath } from "./content-preview.server.ts";
import type { ContentFieldView, ContentIndexView, ContentSectionView } from "./content-overrides-view.ts";

/**
 * What the console's content pages show and read (decision 0052): the list of sections with what
 * is published over the files and what waits as a draft, one section's form, and the values a
 * posted form holds. Texts in the person's console language; dates in Brussels time.
 */
function when(locale: ConsoleLocale, date: Date | null): string {
  return date
    ? dateTimeFormat(`${locale}-BE`, { dateStyle: "short", timeStyle: "short", timeZone: "Europe/Brussels" }).format(
        date,
      )
    : "";
}

/** The title of a section, in the console's words. */
export function sectionTitle(section: ContentSection, t: ConsoleTranslator): string {
  if (section.kind === "page") return t("content.section.page", { name: section.name });
  if (section.kind === "article") return t("content.section.article", { name: section.name });
  return t(`content.section.${section.kind}`);
}

/** The fields of `section` that differ from the files under a patch. */
function differing(files: SiteContent, section: ContentSection, patch: Patch | null): number {
  if (!patch) return 0;
  const patched = applyPatch(files, section.fields, patch);
  return section.fields.filter((field) => !sameValue(fieldValue(patched, field), fieldValue(files, field))).length;
}

export function contentIndexView(
  files: SiteContent,
  rows: readonly OverrideRow[],
  t: ConsoleTranslator,
  locale: ConsoleLocale,
): ContentIndexView {
  const byId = new Map(rows.map((row) => [row.section, row]));
  const rowOf = (section: ContentSection) => {
    const row = byId.get(section.id);
    const overridden = differing(files, section, row?.published ?? null);
    return {
      id: section.id,
      // Pages and articles are listed under their own heading: their names say enough.
      name: section.kind === "page" || section.kind === "article" ? section.name : sectionTitle(section, t),
      href: consolePaths.contentSection(section.id),
      overridden,
      published:
        row?.published && overridden > 0
          ? t("content.by", { when: when(locale, row.publishedAt), who: row.publishedBy ?? "" })
          : null,
      draft: row?.draft ? t("content.by", { when: when(locale, row.draftAt), who: row.draftBy ?? "" }) : null,
    };
  };
  const sections = contentSections(files);
  const of = (kinds: ContentSection["kind"][]) => sections.filter((section) => kinds.includes(section.kind)).map(rowOf);
  return {
    groups: [
      { id: "site", title: t("content.list.site"), rows: of(["popup", "banner", "menu", "footer", "site-info"]) },
      { id: "pages", title: t("content.list.pages"), rows: of(["page"]) },
      { id: "articles", title: t("content.list.articles"), rows: of(["article"]) },
    ],
  };
}

/** A value in words, for the "in the files" hint of a changed field. */
function valueText(field: ContentField, value: FieldValue, t: ConsoleTranslator): string | null {
  if (field.kind === "checkbox") return t(value === true ? "content.option.yes" : "content.option.no");
  if (field.kind === "select") {
    const option = field.options?.find((choice) => choice.value === value);
    return option ? ("label" in option ? t(option.label) : option.text) : String(value);
  }
  if (field.kind === "link" || field.kind === "social") return null;
  const text = String(value);
  return text.length > 140 ? `${text.slice(0, 139)}…` : text;
}

function fieldLabel(field: ContentField, group: FieldGroup | undefined, t: ConsoleTranslator): string {
  if (!field.lang) return t(field.label);
  const language = t(`content.language.${field.lang}`);
  // In a group named like the field ("Title"), the language says it all; in a language's group, the field's name.
  if (group?.lang === field.lang) return t(field.label);
  return group?.legend === field.label ? language : `${t(field.label)} (${language})`;
}

function fieldView(
  field: ContentField,
  group: FieldGroup | undefined,
  shown: FieldValue,
  file: FieldValue,
  t: ConsoleTranslator,
): ContentFieldView {
  const changed = !sameValue(shown, file);
  const fileText = changed ? valueText(field, file, t) : null;
  return {
    key: field.key,
    kind: field.kind,
    label: fieldLabel(field, group, t),
    ...(field.input ? { input: field.input } : {}),
    ...(field.options
      ? {
          options: [
            ...(field.kind === "link" ? [{ value: "", label: t("content.link.none") }] : []),
            ...field.options.map((option) => ({
              value: option.value,
              label: "label" in option ? t(option.label) : option.text,
            })),
            ...(field.kind === "link" ? [{ value: "url", label: t("content.link.url") }] : []),
          ],
        }
      : {}),
    changed,
    fileText:
      fileText === null ? null : fileText === "" ? t("content.fileEmpty") : t("content.fileValue", { value: fileText }),
  };
}

export function contentSectionView(
  files: SiteContent,
  section: ContentSection,
  row: OverrideRow | null,
  t: ConsoleTranslator,
  locale: ConsoleLocale,
): ContentSectionView {
  const shown = applyPatch(files, section.fields, row?.draft ?? row?.published ?? {});
  const values: Record<string, string> = {};
  for (const field of section.fields) Object.assign(values, formValues(field, fieldValue(shown, field)));
  const groupsById = new Map(section.groups.map((group) => [group.id, group]));
  const count = differing(files, section, row?.published ?? null);
  return {
    id: section.id,
    href: consolePaths.contentSection(section.id),
    title: sectionTitle(section, t),
    groups: section.groups.map((group) => ({
      id: group.id,
      legend: `${t(group.legend)}${group.name ? ` ${group.name}` : ""}${group.lang ? ` (${t(`content.language.${group.lang}`)})` : ""}`,
      hint: group.hint ? t(group.hint) : null,
      foldable: group.lang !== undefined,
      fields: section.fields
        .filter((field) => field.group === group.id)
        .map((field) =>
          fieldView(field, groupsById.get(group.id), fieldValue(shown, field), fieldValue(files, field), t),
        ),
    })),
    values,
    published:
      row?.published && count > 0 ? { count, when: when(locale, row.publishedAt), who: row.publishedBy ?? "" } : null,
    draft: row?.draft ? { when: when(locale, row.draftAt), who: row.draftBy ?? "" } : null,
    previews: enabledLocales(files).map((lang: Locale) => ({
      lang,
      label: t("content.previewIn", { language: t(`content.language.${lang}`) }),
      href: previewPath(section.previewPath(lang)),
    })),
    revision: `${row?.draftAt?.getTime() ?? 0}-${row?.publishedAt?.getTime() ?? 0}`,
  };
}

export type SectionForm =
  { ok: true; patch: Patch } | { ok: false; errors: Record<string, ConsoleKey>; values: Record<string, string> };

/** The patch a posted form makes of `section` (the fields that differ from the files), or each field's error with what was typed. */
export function readSectionForm(files: SiteContent, section: ContentSection, form: FormData): SectionForm {
  const read = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : null;
  };
  const values: Record<string, FieldValue> = {};
  const errors: Record<string, ConsoleKey> = {};
  for (const field of section.fields) {
    const parsed = parseField(field, read);
    if ("error" in parsed) errors[field.key] = parsed.error;
    else values[field.key] = parsed.value;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors, values: typedValues(section, form) };
  return { ok: true, patch: patchOf(files, section.fields, values) };
}

/** Every input's text as it was posted, to show the form again as the person left it. */
export function typedValues(section: ContentSection, form: FormData): Record<string, string> {
  const typed: Record<string, string> = {};
  for (const field of section.fields)
    for (const name of Object.keys(formValues(field, fieldValue({}, field)))) {
      const value = form.get(name);
      typed[name] = typeof value === "string" ? value : "";
    }
  return typed;
}
