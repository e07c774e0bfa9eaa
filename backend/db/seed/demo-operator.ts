import type { Database } from "../client";
import { seedDemoAccount } from "./demo-account";

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
export function seedDemoOperator(db: Database): Promise<boolean> {
  return seedDemoAccount(db, DEMO_OPERATOR);
}
