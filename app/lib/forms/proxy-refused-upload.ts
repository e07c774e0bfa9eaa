import type { SubmissionResult } from "@conform-to/react";
import { PHOTO_LARGER_THAN_SERVER_ACCEPTS } from "./photo-upload";

/** The upload form's answer when the proxy refused its photo: the message beside the Photo field, the rest as typed. */
export const photoRefusedByProxy: SubmissionResult<string[]> = {
  status: "error",
  error: { photo: [PHOTO_LARGER_THAN_SERVER_ACCEPTS] },
  state: { validated: { photo: true } },
};

const isMultipart = (request: Request) => request.headers.get("Content-Type")?.startsWith("multipart/form-data") ?? false;

/**
 * A photo upload's route action in the browser. With JavaScript, Remix posts the form by fetch and decodes
 * the answer; a proxy in front of the store that refuses the body as too large (nginx answers 413 beyond
 * `client_max_body_size`, 1 MB unless set) answers a page of its own, which Remix cannot decode, and the
 * page would fail as "Something went wrong". Runs `serverAction`, and answers `refused()` instead when a
 * multipart post was answered 413 and could not be read. (Without JavaScript the proxy's page is shown.)
 */
export async function unlessProxyRefusedUpload<T, Refusal>(
  { request, serverAction }: { request: Request; serverAction: () => Promise<T> },
  refused: () => Refusal,
): Promise<T | Refusal> {
  if (!isMultipart(request)) return serverAction();
  const fetchBefore = window.fetch;
  let postStatus: number | undefined;
  const watching: typeof window.fetch = async (input, init) => {
    const response = await fetchBefore(input, init);
    if (init?.method?.toUpperCase() === "POST") postStatus = response.status;
    return response;
  };
  window.fetch = watching;
  try {
    return await serverAction();
  } catch (error) {
    if (postStatus === 413) return refused();
    throw error;
  } finally {
    if (window.fetch === watching) window.fetch = fetchBefore;
  }
}
