import { and, asc, between, count, desc, eq, gt, ilike, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import type { Database } from "#db/client.server.ts";
import { ownerProperties, owners, passwordResetTokens, properties, sessions, type PropertyTexts } from "#db/schema.ts";
import { isLocale, type Locale } from "#app/i18n/locales.ts";
import { searchKey } from "#app/lib/search-key.ts";
import { idPrefixRanges } from "#app/services/listings/suggest.server.ts";
import { recordAudit, type Actor } from "#app/services/staff/audit.server.ts";
import { queueResetMail, withdrawResetTokens } from "./password-reset.server.ts";
import { endOwnerSessions, SESSION_IDLE_MINUTES } from "./sessions.server.ts";

/**
 * The owners as the agency's staff keep them in the console (decision 0051, issue "Owners"):
 * create an account, link and unlink the properties of the catalogue, mail the password link,
 * disable and enable the account. Each change is written with its audit entry (`owner.*`, subject
 * `owner:{id}`) in one transaction. The portal's own rules stay where they are
 * (docs/decisions/0015): a disabled account logs in nowhere (accounts.server.ts), has no session
 * (sessions.server.ts) and no live password link (password-reset.server.ts).
 */
export type LinkedProperty = {
  id: number;
  reference: string;
  title: string;
  city: string;
  published: boolean;
  /** False when the catalogue no longer holds it (the link stays until someone removes it). */
  inCatalogue: boolean;
};

export type ConsoleOwner = {
  id: number;
  email: string;
  name: string;
  locale: string;
  hasPassword: boolean;
  disabledAt: Date | null;
  createdAt: Date;
  properties: LinkedProperty[];
};

export type OwnerDetails = ConsoleOwner & {
  openSessions: number;
  /** The newest password link: when it was made, until when it works, whether it still does. */
  lastLink: { createdAt: Date; expiresAt: Date; live: boolean } | null;
};

export type PropertyChoice = Omit<LinkedProperty, "inCatalogue"> & { linked: boolean; otherOwners: string[] };

/** The list shows this many owners at most; a search finds the others. */
export const OWNER_LIST_LIMIT = 200;
/** The property search shows this many matches at most. */
export const PROPERTY_CHOICES = 20;

const subject = (id: number) => `owner:${id}`;

/** A `like` pattern matching `text` anywhere, its wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A listing's title in `locale`, else in another language, else its type and city (as the cards do). */
function titleOf(texts: Partial<Record<Locale, PropertyTexts>>, city: string, locale: Locale): string {
  const own = texts[locale]?.title;
  if (own) return own;
  const any = Object.values(texts).find((t) => t?.title)?.title;
  return any ?? `${texts[locale]?.typeDescription ?? ""} ${city}`.trim();
}

const propertyColumns = {
  id: properties.id,
  reference: properties.reference,
  texts: properties.texts,
  city: properties.city,
  published: properties.published,
};

type PropertyRow = {
  id: number;
  reference: string | null;
  texts: Partial<Record<Locale, PropertyTexts>>;
  city: string;
  published: boolean;
};

function shownProperty(row: PropertyRow, locale: Locale): Omit<LinkedProperty, "inCatalogue"> {
  return {
    id: row.id,
    reference: row.reference ?? String(row.id),
    title: titleOf(row.texts, row.city, locale),
    city: row.city,
    published: row.published,
  };
}

/** The properties linked to each of `ownerIds`, in id order, read in `locale`. */
async function linkedProperties(
  db: Database,
  ownerIds: readonly number[],
  locale: Locale,
): Promise<Map<number, LinkedProperty[]>> {
  const byOwner = new Map<number, LinkedProperty[]>(ownerIds.map((id) => [id, []]));
  if (ownerIds.length === 0) return byOwner;
  const rows = await db
    .select({ ownerId: ownerProperties.ownerId, propertyId: ownerProperties.propertyId, property: propertyColumns })
    .from(ownerProperties)
    .leftJoin(properties, eq(properties.id, ownerProperties.propertyId))
    .where(inArray(ownerProperties.ownerId, [...ownerIds]))
    .orderBy(asc(ownerProperties.propertyId));
  for (const row of rows)
    byOwner.get(row.ownerId)?.push(
      row.property
        ? { ...shownProperty(row.property, locale), inCatalogue: true }
        : {
            id: row.propertyId,
            reference: String(row.propertyId),
            title: "",
            city: "",
            published: false,
            inCatalogue: false,
          },
    );
  return byOwner;
}

const ownerColumns = {
  id: owners.id,
  email: owners.email,
  name: owners.name,
  locale: owners.locale,
  hasPassword: sql<boolean>`${owners.passwordHash} is not null`.mapWith(Boolean),
  disabledAt: owners.disabledAt,
  createdAt: owners.createdAt,
};

/** The owners by name, those whose name or e-mail contains `q` when one is typed; `more`: the list was cut. */
export async function listConsoleOwners(
  db: Database,
  q: string,
  locale: Locale,
): Promise<{ owners: ConsoleOwner[]; more: boolean }> {
  const rows = await db
    .select(ownerColumns)
    .from(owners)
    .where(q ? or(ilike(owners.name, containing(q)), ilike(owners.email, containing(q))) : undefined)
    .orderBy(asc(sql`lower(${owners.name})`), asc(owners.id))
    .limit(OWNER_LIST_LIMIT + 1);
  const shown = rows.slice(0, OWNER_LIST_LIMIT);
  const linked = await linkedProperties(
    db,
    shown.map((row) => row.id),
    locale,
  );
  return {
    owners: shown.map((row) => ({ ...row, properties: linked.get(row.id) ?? [] })),
    more: rows.length > OWNER_LIST_LIMIT,
  };
}

/** Who an owner is (name, e-mail, language) and whether the account is disabled, or null. */
export async function ownerSummary(
  db: Database,
  id: number,
): Promise<{ id: number; name: string; email: string; locale: string; disabledAt: Date | null } | null> {
  const [row] = await db
    .select({
      id: owners.id,
      name: owners.name,
      email: owners.email,
      locale: owners.locale,
      disabledAt: owners.disabledAt,
    })
    .from(owners)
    .where(eq(owners.id, id));
  return row ?? null;
}

/** One owner as the console shows them, or null. */
export async function ownerDetails(
  db: Database,
  id: number,
  locale: Locale,
  now = new Date(),
): Promise<OwnerDetails | null> {
  const [row] = await db.select(ownerColumns).from(owners).where(eq(owners.id, id));
  if (!row) return null;
  const idleLimit = new Date(now.getTime() - SESSION_IDLE_MINUTES * 60_000);
  const [linked, [open], [link]] = await Promise.all([
    linkedProperties(db, [id], locale),
    db
      .select({ n: count() })
      .from(sessions)
      .where(and(eq(sessions.ownerId, id), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, idleLimit))),
    db
      .select({
        createdAt: passwordResetTokens.createdAt,
        expiresAt: passwordResetTokens.expiresAt,
        usedAt: passwordResetTokens.usedAt,
      })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.ownerId, id))
      .orderBy(desc(passwordResetTokens.createdAt))
      .limit(1),
  ]);
  return {
    ...row,
    properties: linked.get(id) ?? [],
    openSessions: open?.n ?? 0,
    lastLink: link
      ? {
          createdAt: link.createdAt,
          expiresAt: link.expiresAt,
          live: link.usedAt === null && link.expiresAt > now && row.disabledAt === null,
        }
      : null,
  };
}

/** Accented letters and their plain forms: searchKey's rule (app/lib/search-key.ts) in SQL, as the list search has it. */
const ACCENTED = "àáâãäåèéêëìíîïòóôõöùúûüýÿçñ";
const PLAIN = "aaaaaaeeeeiiiiooooouuuuyycn";
/** A listing's titles in every language, written as searchKey writes the typed words. */
const titleSearchText = sql`regexp_replace(translate(lower(${sql.join(
  (["nl", "fr", "en", "de"] as const).map(
    (code) => sql`coalesce(${properties.texts} -> ${sql.raw(`'${code}'`)} ->> 'title', '')`,
  ),
  sql` || ' ' || `,
)}), ${ACCENTED}, ${PLAIN}), '[^a-z0-9]+', ' ', 'g')`;

/**
 * The catalogue's properties (published or not: an owner's house may be off the site) matching a
 * typed reference or title: the provider's reference containing the text, the id starting with
 * it (the quick search's rule, suggest.server.ts), or every word in one of the titles. Each says
 * whether it is already linked to `ownerId` and to whom else.
 */
export async function findCatalogueProperties(
  db: Database,
  q: string,
  ownerId: number,
  locale: Locale,
): Promise<{ choices: PropertyChoice[]; more: boolean }> {
  const words = searchKey(q).split(" ").filter(Boolean);
  if (words.length === 0) return { choices: [], more: false };
  const matches: SQL[] = [
    ilike(properties.reference, containing(q)),
    and(...words.map((word) => sql`${titleSearchText} like ${containing(word)}`))!,
    ...idPrefixRanges(q).map(([low, high]) => between(properties.id, low, high)),
  ];
  const rows = await db
    .select(propertyColumns)
    .from(properties)
    .where(or(...matches))
    .orderBy(desc(properties.published), asc(properties.id))
    .limit(PROPERTY_CHOICES + 1);
  const shown = rows.slice(0, PROPERTY_CHOICES);
  const links = shown.length
    ? await db
        .select({ propertyId: ownerProperties.propertyId, ownerId: owners.id, name: owners.name })
        .from(ownerProperties)
        .innerJoin(owners, eq(owners.id, ownerProperties.ownerId))
        .where(
          inArray(
            ownerProperties.propertyId,
            shown.map((row) => row.id),
          ),
        )
        .orderBy(asc(owners.name))
    : [];
  return {
    choices: shown.map((row) => {
      const of = links.filter((link) => link.propertyId === row.id);
      return {
        ...shownProperty(row, locale),
        linked: of.some((link) => link.ownerId === ownerId),
        otherOwners: of.filter((link) => link.ownerId !== ownerId).map((link) => link.name),
      };
    }),
    more: rows.length > PROPERTY_CHOICES,
  };
}

export type NewConsoleOwner = { name: string; email: string; locale: Locale };

/** A new owner without password (the password link comes next); `taken`: that e-mail has an account. */
export async function createConsoleOwner(
  db: Database,
  actor: Actor,
  input: NewConsoleOwner,
): Promise<{ kind: "created"; id: number } | { kind: "taken" }> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(owners)
      .values({ email: input.email, name: input.name, locale: input.locale })
      .onConflictDoNothing({ target: owners.email })
      .returning({ id: owners.id });
    if (!created) return { kind: "taken" as const };
    await recordAudit(tx, actor, "owner.create", subject(created.id), { after: input });
    return { kind: "created" as const, id: created.id };
  });
}

/** Name and language; the audit entry holds the fields that changed. False: no such owner. */
export async function updateConsoleOwner(
  db: Database,
  actor: Actor,
  id: number,
  input: { name: string; locale: Locale },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ name: owners.name, locale: owners.locale })
      .from(owners)
      .where(eq(owners.id, id))
      .for("update");
    if (!before) return false;
    const changed = (["name", "locale"] as const).filter((field) => before[field] !== input[field]);
    if (changed.length === 0) return true;
    await tx
      .update(owners)
      .set({ name: input.name, locale: input.locale, updatedAt: new Date() })
      .where(eq(owners.id, id));
    await recordAudit(tx, actor, "owner.update", subject(id), {
      before: Object.fromEntries(changed.map((field) => [field, before[field]])),
      after: Object.fromEntries(changed.map((field) => [field, input[field]])),
    });
    return true;
  });
}

export type LinkOutcome = "linked" | "already" | "unknown-property" | "not-found";

/** Links a property of the catalogue to the owner. */
export async function linkOwnerProperty(
  db: Database,
  actor: Actor,
  ownerId: number,
  propertyId: number,
): Promise<LinkOutcome> {
  return db.transaction(async (tx) => {
    const [owner] = await tx.select({ id: owners.id }).from(owners).where(eq(owners.id, ownerId));
    if (!owner) return "not-found";
    const [property] = await tx
      .select({ id: properties.id, reference: properties.reference })
      .from(properties)
      .where(eq(properties.id, propertyId));
    if (!property) return "unknown-property";
    const [linked] = await tx
      .insert(ownerProperties)
      .values({ ownerId, propertyId })
      .onConflictDoNothing()
      .returning({ propertyId: ownerProperties.propertyId });
    if (!linked) return "already";
    await recordAudit(tx, actor, "owner.link", subject(ownerId), {
      after: { propertyId, reference: property.reference },
    });
    return "linked";
  });
}

/** Removes a property from the owner's (the property itself stays in the catalogue). False: it was not theirs. */
export async function unlinkOwnerProperty(
  db: Database,
  actor: Actor,
  ownerId: number,
  propertyId: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(ownerProperties)
      .where(and(eq(ownerProperties.ownerId, ownerId), eq(ownerProperties.propertyId, propertyId)))
      .returning({ propertyId: ownerProperties.propertyId });
    if (!removed) return false;
    await recordAudit(tx, actor, "owner.unlink", subject(ownerId), { before: { propertyId } });
    return true;
  });
}

/**
 * Mails the owner, in their language, a new one-hour link to choose their password: the portal's
 * own "forgot password" mail (queueResetMail), which spends the owner's older links. The audit
 * entry says to which address it went, never the link.
 */
export async function sendOwnerPasswordLink(
  context: Pick<AppLoadContext, "db" | "config" | "content">,
  actor: Actor,
  ownerId: number,
  now = new Date(),
): Promise<{ kind: "sent"; email: string } | { kind: "disabled" } | { kind: "not-found" }> {
  return context.db.transaction(async (tx) => {
    const [owner] = await tx
      .select({
        id: owners.id,
        email: owners.email,
        name: owners.name,
        locale: owners.locale,
        disabledAt: owners.disabledAt,
      })
      .from(owners)
      .where(eq(owners.id, ownerId))
      .for("update");
    if (!owner) return { kind: "not-found" as const };
    if (owner.disabledAt) return { kind: "disabled" as const };
    const locale: Locale = isLocale(owner.locale) ? owner.locale : "nl";
    await queueResetMail(tx, context, owner, locale, now);
    await recordAudit(tx, actor, "owner.password-link", subject(ownerId), { after: { to: owner.email, locale } });
    return { kind: "sent" as const, email: owner.email };
  });
}

/**
 * Disables the account (it logs in nowhere, its sessions end now, its password links die) or
 * enables it again (the owner then logs in with their password, or asks for a new link).
 * `unchanged`: it already was so.
 */
export async function setOwnerDisabled(
  db: Database,
  actor: Actor,
  ownerId: number,
  disabled: boolean,
  now = new Date(),
): Promise<"changed" | "unchanged" | "not-found"> {
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(owners)
      .set({ disabledAt: disabled ? now : null, updatedAt: now })
      .where(and(eq(owners.id, ownerId), disabled ? isNull(owners.disabledAt) : sql`${owners.disabledAt} is not null`))
      .returning({ id: owners.id });
    if (!changed) {
      const [exists] = await tx.select({ id: owners.id }).from(owners).where(eq(owners.id, ownerId));
      return exists ? "unchanged" : "not-found";
    }
    if (disabled) {
      await endOwnerSessions(tx, ownerId);
      await withdrawResetTokens(tx, ownerId, now);
    }
    await recordAudit(tx, actor, disabled ? "owner.disable" : "owner.enable", subject(ownerId), {
      before: { disabled: !disabled },
      after: { disabled },
    });
    return "changed";
  });
}
