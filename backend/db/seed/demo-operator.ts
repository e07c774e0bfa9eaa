import { eq } from "drizzle-orm";
import { hashPassword } from "../../auth/password";
import type { Database } from "../client";
import { localAccounts, users } from "../schema";

/**
 * The documented demo operator (operator@example.com / cookware-operator). While SEED_DEMO is on,
 * this account is an operator without being listed in OPERATOR_EMAILS (backend/auth/operator-role.ts).
 */
export const DEMO_OPERATOR = {
  id: "user_demo_operator",
  name: "Demo Operator",
  email: "operator@example.com",
  password: "cookware-operator",
} as const;

/** Does nothing when the account exists, so its password can be changed for good. */
export async function seedDemoOperator(db: Database): Promise<boolean> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.id, DEMO_OPERATOR.id));
  if (existing) return false;
  const passwordHash = await hashPassword(DEMO_OPERATOR.password);
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(users)
      .values({ id: DEMO_OPERATOR.id, name: DEMO_OPERATOR.name, email: DEMO_OPERATOR.email })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (inserted.length === 0) return false;
    await tx.insert(localAccounts).values({ userId: DEMO_OPERATOR.id, email: DEMO_OPERATOR.email, passwordHash }).onConflictDoNothing();
    return true;
  });
}
