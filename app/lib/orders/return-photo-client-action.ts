import type { ClientActionFunctionArgs } from "@remix-run/react";
import { photoRefusedByProxy, unlessProxyRefusedUpload } from "../forms/proxy-refused-upload";
import { ADD_RETURN_PHOTO } from "./return-photo-intents";

/** The order page's action in the browser: a return photo a proxy refused as too large is told beside its field. */
export const returnPhotoClientAction = (args: ClientActionFunctionArgs) =>
  unlessProxyRefusedUpload(args, () => ({ intent: ADD_RETURN_PHOTO, result: photoRefusedByProxy, banner: null }));
