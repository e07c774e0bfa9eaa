import { and, asc, count, eq, ne } from "drizzle-orm";
import type { VerifiedUser } from "../auth/verifier";
import type { Database } from "../db/client";
import { addresses, users } from "../db/schema";
import type { AddressParts } from "../../contract/addresses";
import { MAX_ADDRESSES_PER_USER } from "../../contract/limits";
import { ADDRESS_BOOK_FULL, ADDRESS_NOT_FOUND, SIGN_IN_REQUIRED } from "../../contract/messages";
import { newId } from "../lib/ids";
import { StoreError } from "./errors";
import type { Language } from "../../contract/languages";

const PROFILE_NOT_FOUND = "Profile not found";

export type Address = typeof addresses.$inferSelect;
export type User = typeof users.$inferSelect;
export type Profile = User & { addresses: Address[] };

export type AddressInput = AddressParts & { isDefault?: boolean };

/** A user's row, created on their first call from what the token tells (name and email when present). */
export async function ensureUserRow(db: Database, user: VerifiedUser): Promise<void> {
  await db
    .insert(users)
    .values({ id: user.userId, name: user.name?.trim().slice(0, 100) ?? "", email: user.email?.trim() ?? "" })
    .onConflictDoNothing({ target: users.id });
}

/** Serialises one user's changes (addresses, cart, orders) so two requests cannot interleave. */
export async function lockUser(tx: Database, userId: string): Promise<User> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
  if (!row) throw new StoreError("unauthenticated", SIGN_IN_REQUIRED);
  return row;
}

export async function listAddresses(db: Database, userId: string): Promise<Address[]> {
  return db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.createdAt), asc(addresses.id));
}

export async function addAddress(db: Database, userId: string, input: AddressInput): Promise<Address> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [{ saved }] = await tx.select({ saved: count() }).from(addresses).where(eq(addresses.userId, userId));
    if (saved >= MAX_ADDRESSES_PER_USER) throw new StoreError("conflict", ADDRESS_BOOK_FULL);
    const isDefault = saved === 0 || input.isDefault === true;
    if (isDefault)
      await tx
        .update(addresses)
        .set({ isDefault: false, updatedAt: new Date() })
        .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
    const [row] = await tx
      .insert(addresses)
      .values({
        id: newId(),
        userId,
        street: input.street,
        city: input.city,
        state: input.state,
        country: input.country,
        postalCode: input.postalCode,
        isDefault,
      })
      .returning();
    return row;
  });
}

export async function setDefaultAddress(db: Database, userId: string, addressId: string): Promise<Address[]> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [target] = await tx
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
    if (!target) throw new StoreError("not-found", ADDRESS_NOT_FOUND);
    const now = new Date();
    await tx
      .update(addresses)
      .set({ isDefault: false, updatedAt: now })
      .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true), ne(addresses.id, addressId)));
    if (!target.isDefault) await tx.update(addresses).set({ isDefault: true, updatedAt: now }).where(eq(addresses.id, addressId));
    return listAddresses(tx, userId);
  });
}

export async function findAddress(db: Database, userId: string, addressId: string) {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
  return row;
}

async function withAddresses(db: Database, user: User): Promise<Profile> {
  return { ...user, addresses: await listAddresses(db, user.id) };
}

export async function getProfile(db: Database, userId: string): Promise<Profile> {
  // Both at once (checkout reads the profile before every order): one round trip, not two.
  const [[row], addresses] = await Promise.all([db.select().from(users).where(eq(users.id, userId)), listAddresses(db, userId)]);
  if (!row) throw new StoreError("not-found", PROFILE_NOT_FOUND);
  return { ...row, addresses };
}

/** `phone: undefined` keeps the saved number, `null` clears it. */
export async function updateProfile(db: Database, userId: string, changes: { name: string; phone?: string | null }): Promise<Profile> {
  const [row] = await db
    .update(users)
    .set({ name: changes.name, ...(changes.phone !== undefined && { phone: changes.phone }), updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new StoreError("not-found", PROFILE_NOT_FOUND);
  return withAddresses(db, row);
}

/** The storefront language the shopper chose (null when never chosen); the local verifier reads it with the session instead. */
export async function savedLanguage(db: Database, userId: string): Promise<string | null> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language ?? null;
}

export async function saveLanguage(db: Database, userId: string, language: Language): Promise<void> {
  await db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, userId));
}
