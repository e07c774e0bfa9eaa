/**
 * The request bodies of /admin/products/{id}/photos, apart from contract/product-photos.ts so the
 * shop's pages, which render photos, do not bring zod into the shopper's scripts.
 */
import { z } from "zod";
import { ALT_TEXT_TOO_LONG, ENTER_ALT_TEXT, MAX_ALT_TEXT_LENGTH, photoMoves } from "./product-photos";

export const altTextSchema = z
  .string({ required_error: ENTER_ALT_TEXT, invalid_type_error: ENTER_ALT_TEXT })
  .trim()
  .min(1, ENTER_ALT_TEXT)
  .max(MAX_ALT_TEXT_LENGTH, ALT_TEXT_TOO_LONG);

/** `POST /admin/products/{id}/photos/{photoId}`: a new description (the upload's `alt` too). */
export const photoAltBody = z.object({ alt: altTextSchema });
/** `POST /admin/products/{id}/photos/{photoId}/move`: one place earlier or later. */
export const photoMoveBody = z.object({ direction: z.enum(photoMoves, { errorMap: () => ({ message: "Choose earlier or later" }) }) });
