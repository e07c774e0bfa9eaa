import { getViewer, requireViewer, type AuthArgs, type Viewer } from "../auth/viewer.server";
import { env } from "../env.server";

/**
 * Who may read the catalogue: a signed-in shopper (the default guard), or anyone when the operator
 * set PUBLIC_CATALOGUE=true. Answers the viewer when there is one; without one, product reads go
 * to the backend without a token.
 */
export async function catalogueReader(args: AuthArgs): Promise<Viewer | null> {
  return env().PUBLIC_CATALOGUE ? getViewer(args) : requireViewer(args);
}
