import argon2 from "argon2";
import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { ownerProperties, owners, properties } from "#db/schema.ts";

/**
 * Owner accounts. No public sign-up: accounts come from `npm run owner` (scripts/owner.ts) and the
 * sample. Passwords are hashed with argon2id (the library's defaults: 64 MiB, 3 passes).
 */
export type Owner = { id: number; email: string; name: string; locale: string };

/**
 * A hash of no one's password: an unknown e-mail is checked against it, so it costs as much time
 * as a wrong password and the answer's timing does not tell which e-mails have an account.
 */
let decoyHash: Promise<string> | null = null;
const decoy = () => (decoyHash ??= argon2.hash("no account has this password", { type: argon2.argon2id }));

/**
 * Whether a password is the one of a stored hash; without a hash (no account, no password yet) it
 * is checked against the decoy, so every refusal costs the same time. Owners and staff alike.
 */
export async function passwordMatches(hash: string | null, password: string): Promise<boolean> {
  try {
    return (await argon2.verify(hash ?? (await decoy()), password)) && hash !== null;
  } catch {
    return false;
  }
}

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

/**
 * The owner whose e-mail and password these are, or null: unknown e-mail, wrong password and a
 * disabled account alike. A disabled account's password is still checked, so its answer takes the
 * same time as any refusal and tells nobody that the account exists (docs/decisions/0015).
 */
export async function verifyCredentials(db: Database, email: string, password: string): Promise<Owner | null> {
  const [row] = await db.select().from(owners).where(eq(owners.email, email.toLowerCase()));
  const valid = await passwordMatches(row?.passwordHash ?? null, password);
  if (!row?.passwordHash || !valid || row.disabledAt !== null) return null;
  return { id: row.id, email: row.email, name: row.name, locale: row.locale };
}

export async function findOwner(db: Database, id: number): Promise<Owner | null> {
  const [row] = await db
    .select({ id: owners.id, email: owners.email, name: owners.name, locale: owners.locale })
    .from(owners)
    .where(eq(owners.id, id));
  return row ?? null;
}

export async function findOwnerByEmail(db: Database, email: string): Promise<Owner | null> {
  const [row] = await db
    .select({ id: owners.id, email: owners.email, name: owners.name, locale: owners.locale })
    .from(owners)
    .where(eq(owners.email, email.toLowerCase()));
  return row ?? null;
}

/** The ids of an owner's properties, in order. */
export async function ownedPropertyIds(db: Database, ownerId: number): Promise<number[]> {
  const rows = await db
    .select({ id: ownerProperties.propertyId })
    .from(ownerProperties)
    .where(eq(ownerProperties.ownerId, ownerId))
    .orderBy(asc(ownerProperties.propertyId));
  return rows.map((row) => row.id);
}

export type NewOwner = {
  email: string;
  name: string;
  locale: string;
  password?: string | null;
  propertyIds: readonly number[];
};

/**
 * Creates an owner (or adds properties to an existing one with that e-mail) and links the
 * properties; they must exist in the catalogue. Returns the owner and whether it is new.
 */
export async function createOwner(
  db: Database,
  input: NewOwner,
): Promise<{ owner: Owner; created: boolean; unknownPropertyIds: number[] }> {
  const email = input.email.trim().toLowerCase();
  const known = input.propertyIds.length
    ? (
        await db
          .select({ id: properties.id })
          .from(properties)
          .where(inArray(properties.id, [...input.propertyIds]))
      ).map((row) => row.id)
    : [];
  const unknownPropertyIds = input.propertyIds.filter((id) => !known.includes(id));
  if (unknownPropertyIds.length)
    return { owner: { id: 0, email, name: input.name, locale: input.locale }, created: false, unknownPropertyIds };
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(owners)
      .values({ email, name: input.name, locale: input.locale, passwordHash })
      .onConflictDoNothing({ target: owners.email })
      .returning({ id: owners.id, email: owners.email, name: owners.name, locale: owners.locale });
    const [owner] = inserted
      ? [inserted]
      : await tx
          .select({ id: owners.id, email: owners.email, name: owners.name, locale: owners.locale })
          .from(owners)
          .where(eq(owners.email, email));
    if (known.length)
      await tx
        .insert(ownerProperties)
        .values(known.map((propertyId) => ({ ownerId: owner!.id, propertyId })))
        .onConflictDoNothing();
    return { owner: owner!, created: Boolean(inserted), unknownPropertyIds: [] };
  });
}

export async function listOwners(
  db: Database,
): Promise<(Owner & { propertyIds: number[]; hasPassword: boolean; disabled: boolean })[]> {
  const rows = await db.select().from(owners).orderBy(asc(owners.id));
  const links = await db.select().from(ownerProperties);
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: row.name,
    locale: row.locale,
    hasPassword: row.passwordHash !== null,
    disabled: row.disabledAt !== null,
    propertyIds: links
      .filter((link) => link.ownerId === row.id)
      .map((link) => link.propertyId)
      .sort((a, b) => a - b),
  }));
}
