// @ts-check
// Request bodies, bounded before Remix reads them. Every body has the small limit, whatever its path,
// until the app says the request may send a larger one (an operator's photo upload: decided from its
// cookie, before a byte of the body is read). Bytes are counted as Remix reads them, never kept here;
// a body past its limit is refused with 413, one that takes too long with 408, and past
// `maxLargeBodies` larger bodies at once the next is told to come back (503, Retry-After).
import { Readable } from "node:stream";

/** @import { Request, Response } from "express" */

// Our largest form (a long cart, a contact message) is tens of KB.
export const MAX_BODY_BYTES = 256 * 1024;
// What is read and thrown away past the limit, so the 413 reaches a client still sending; beyond
// it the connection is closed.
const MAX_DRAINED_BYTES = 16 * MAX_BODY_BYTES;
const RETRY_AFTER_SECONDS = 5;
const TOO_LARGE = "This form is too large to send.";
const TOO_MANY_UPLOADS = "Too many uploads are arriving at once. Please try again in a moment.";
const TOO_SLOW = "The upload took too long to arrive. Please try again.";

/**
 * @typedef {object} BodyRules
 * @property {(request: Request) => Promise<number | undefined>} largerLimitFor this request's larger limit, if it may send one
 * @property {number} maxLargeBodies larger bodies one process receives at once
 * @property {number} timeoutMs how long a body may take to arrive
 */

/**
 * What the request handler is given: the request whose stream is the counted body, whether the body
 * was refused (the refusal is answered here, so the handler's answer is dropped) and whether it
 * arrived whole (an answer sent before then closes the connection, so the rest is not waited for).
 * @typedef {{ request: Request, refused: () => boolean, complete: () => boolean }} BoundedBody
 */

/**
 * @param {Response} response
 * @param {number} status
 * @param {string} message
 * @param {{ close: boolean, retryAfter?: number }} options
 */
function answer(response, status, message, { close, retryAfter }) {
  if (response.headersSent) return void response.destroy();
  if (close) response.set("Connection", "close");
  if (retryAfter) response.set("Retry-After", String(retryAfter));
  response.status(status).type("text/plain").send(message);
}

/** @param {Request} request */
const hasBody = (request) =>
  request.get("transfer-encoding") !== undefined || (request.get("content-length") !== undefined && request.get("content-length") !== "0");

/** @param {BodyRules} rules */
export function createBodyLimiter({ largerLimitFor, maxLargeBodies, timeoutMs }) {
  let largeBodies = 0;

  /**
   * @param {Request} request
   * @param {Response} response
   * @param {(body: BoundedBody) => void} proceed
   */
  return async function limitBody(request, response, proceed) {
    if (!hasBody(request)) return proceed({ request, refused: () => false, complete: () => true });
    const larger = await largerLimitFor(request).catch(() => undefined);
    if (larger !== undefined) {
      if (largeBodies >= maxLargeBodies) {
        return answer(response, 503, TOO_MANY_UPLOADS, { close: true, retryAfter: RETRY_AFTER_SECONDS });
      }
      largeBodies += 1;
      response.once("close", () => (largeBodies -= 1));
    }
    const limit = larger ?? MAX_BODY_BYTES;
    const declared = request.get("content-length");
    if (declared !== undefined && !(Number(declared) <= limit)) return answer(response, 413, TOO_LARGE, { close: true });
    proceed(countedBody(request, response, limit, timeoutMs));
  };
}

/**
 * The request with a stream of its own that passes its body's chunks on as they are read, counting
 * them: past `limit` the stream fails (so whatever reads it gets no form) and the 413 is answered
 * once the rest is drained; past `timeoutMs` it fails and 408 is answered.
 * @param {Request} request
 * @param {Response} response
 * @param {number} limit
 * @param {number} timeoutMs
 * @returns {BoundedBody}
 */
function countedBody(request, response, limit, timeoutMs) {
  /** @type {"none" | "draining" | "answered"} */
  let refusal = "none";
  let complete = false;
  /** @param {number} status @param {string} message @param {boolean} close */
  const refuse = (status, message, close) => {
    if (refusal === "answered") return;
    refusal = "answered";
    clearTimeout(timer);
    // The app answered before the body was read (a sign-in redirect): nothing to tell, stop reading.
    if (response.writableEnded) return void request.destroy();
    answer(response, status, message, { close });
  };
  /** @param {number} received */
  const drainThenRefuse = (received) => {
    refusal = "draining";
    const drain = (/** @type {Buffer} */ chunk) => {
      received += chunk.length;
      if (received <= limit + MAX_DRAINED_BYTES) return;
      request.off("data", drain).off("end", drained).pause();
      refuse(413, TOO_LARGE, true);
    };
    const drained = () => refuse(413, TOO_LARGE, false);
    request.on("data", drain).once("end", drained);
  };
  async function* chunks() {
    let received = 0;
    // Not destroyed when the reader stops early: the 413 still has to be sent on its socket.
    for await (const chunk of request.iterator({ destroyOnReturn: false })) {
      received += chunk.length;
      if (received > limit) {
        drainThenRefuse(received);
        throw new Error(TOO_LARGE);
      }
      yield chunk;
    }
    complete = true;
    clearTimeout(timer);
  }
  const stream = Readable.from(chunks(), { objectMode: false });
  const timer = setTimeout(() => {
    stream.destroy(new Error(TOO_SLOW));
    refuse(408, TOO_SLOW, true);
  }, timeoutMs);
  response.once("close", () => clearTimeout(timer));
  // The same request to everything but its stream, which is now the counted one.
  const counted = /** @type {Request} */ (Object.setPrototypeOf(stream, request));
  return { request: counted, refused: () => refusal !== "none", complete: () => complete };
}
