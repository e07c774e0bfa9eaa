import { z } from "zod";

/** The largest version a row reaches (PostgreSQL's integer): a larger one is refused as input, never sent to the database. */
export const MAX_VERSION = 2_147_483_647;

/** The version of a row the operator saw, sent back with a change so a stale one answers 409. */
export const versionField = (message: string, min = 1) =>
  z.coerce.number({ invalid_type_error: message, required_error: message }).int(message).min(min, message).max(MAX_VERSION, message);
