import { eq } from "drizzle-orm";
import { hashPassword } from "../../auth/password";
import type { Database } from "../client";
import { localAccounts, users } from "../schema";

export type DemoAccount = { id: string; name: string; email: string; password: string };

/**
 * Creates a documented demo account (user row and local sign-in) and then `furnish`'s extras, in one
 * transaction; does nothing when the account exists, so a changed password or data survive restarts.
 * Several instances starting at once create it once.
 */
export async function seedDemoAccount(
  db: Database,
  account: DemoAccount,
  furnish: (tx: Database) => Promise<void> = async () => {},
): Promise<boolean> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.id, account.id));
  if (existing) return false;
  const passwordHash = await hashPassword(account.password);
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(users)
      .values({ id: account.id, name: account.name, email: account.email })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (inserted.length === 0) return false;
    await tx.insert(localAccounts).values({ userId: account.id, email: account.email, passwordHash }).onConflictDoNothing();
    await furnish(tx);
    return true;
  });
}
