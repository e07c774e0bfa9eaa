import type { RequestIdVariables } from "hono/request-id";
import type { VerifiedUser } from "../auth/verifier";

/** The Hono environment shared by the app and every route module. */
export type AppEnv = {
  Variables: RequestIdVariables & {
    /** Set by `identify`; absent for a visitor on a route that allows one. */
    user: VerifiedUser | undefined;
  };
};
