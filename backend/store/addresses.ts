import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { addresses } from "../db/schema";
import { ADDRESS_NOT_FOUND } from "../../contract/messages";
import { StoreError } from "./errors";
import { findAddress, listAddresses, lockUser, type Address, type AddressInput } from "./users";

/** The shopper's own address, read inside their lock; another shopper's id is simply not found. */
async function ownAddress(tx: Database, userId: string, addressId: string): Promise<Address> {
  const row = await findAddress(tx, userId, addressId);
  if (!row) throw new StoreError("not-found", ADDRESS_NOT_FOUND);
  return row;
}

/**
 * Rewrites a saved address. `isDefault: true` makes it the default; anything else keeps its flag,
 * because a shopper with addresses always has exactly one default. Orders keep their own copy.
 */
export async function updateAddress(db: Database, userId: string, addressId: string, input: AddressInput): Promise<Address> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const target = await ownAddress(tx, userId, addressId);
    const now = new Date();
    const makeDefault = input.isDefault === true && !target.isDefault;
    if (makeDefault)
      await tx
        .update(addresses)
        .set({ isDefault: false, updatedAt: now })
        .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
    const [row] = await tx
      .update(addresses)
      .set({
        street: input.street,
        city: input.city,
        state: input.state,
        country: input.country,
        postalCode: input.postalCode,
        isDefault: target.isDefault || makeDefault,
        updatedAt: now,
      })
      .where(eq(addresses.id, addressId))
      .returning();
    return row;
  });
}

/**
 * Deletes a saved address and answers the ones left. Deleting the default makes the most recently
 * created remaining address the default, in the same transaction and under the shopper's lock, so
 * concurrent calls never leave two defaults or none.
 */
export async function deleteAddress(db: Database, userId: string, addressId: string): Promise<Address[]> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const target = await ownAddress(tx, userId, addressId);
    await tx.delete(addresses).where(eq(addresses.id, addressId));
    if (target.isDefault) {
      const [newest] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(desc(addresses.createdAt), desc(addresses.id))
        .limit(1);
      if (newest) await tx.update(addresses).set({ isDefault: true, updatedAt: new Date() }).where(eq(addresses.id, newest.id));
    }
    return listAddresses(tx, userId);
  });
}
