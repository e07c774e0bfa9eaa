import { mediaPath } from "../../../contract/product-photos";
import { backendFetch } from "./client.server";

/** `GET /media/{file}`: a photo's file as the backend answers it (bytes, type, cache headers), or its 304/404. */
export function fetchMediaFile(file: string, ifNoneMatch: string | null): Promise<Response> {
  return backendFetch(mediaPath(encodeURIComponent(file)), { headers: ifNoneMatch ? { "If-None-Match": ifNoneMatch } : {} });
}
