// What the console's content pages show (built by ./content-overrides-page.server.ts): a plain
// module, so the components import its types without importing a .server module (decision 0040).
import type { FieldKind } from "./content-overrides-fields.ts";

/** A row of the list of sections. */
export type ContentSectionRow = {
  id: string;
  name: string;
  href: string;
  /** Fields that differ from the files in what visitors see. */
  overridden: number;
  /** "{when}, {who}" of the publication, or null. */
  published: string | null;
  /** "{when}, {who}" of the draft waiting, or null. */
  draft: string | null;
};

export type ContentIndexView = { groups: { id: string; title: string; rows: ContentSectionRow[] }[] };

export type ContentFieldView = {
  key: string;
  kind: FieldKind;
  label: string;
  input?: "email" | "url" | "tel";
  options?: { value: string; label: string }[];
  /** Differs from the files' value in what the form shows. */
  changed: boolean;
  /** The files' value in words, for a changed field that has one. */
  fileText: string | null;
};

export type ContentGroupView = {
  id: string;
  legend: string;
  hint: string | null;
  /** Shown folded (a page's metadata in each language) until opened. */
  foldable: boolean;
  fields: ContentFieldView[];
};

export type ContentSectionView = {
  id: string;
  /** The section's page, where its forms post. */
  href: string;
  title: string;
  groups: ContentGroupView[];
  /** Each input's text: the draft, else what is published, else the files'. */
  values: Record<string, string>;
  /** The publication, when fields differ from the files. */
  published: { count: number; when: string; who: string } | null;
  draft: { when: string; who: string } | null;
  previews: { lang: string; label: string; href: string }[];
  /** Changes when the draft or the publication does: the form is made anew with the new values. */
  revision: string;
};
