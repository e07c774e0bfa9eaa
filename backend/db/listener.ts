import { randomBytes } from "node:crypto";
import { createConnection, type Socket } from "node:net";
import { performance } from "node:perf_hooks";
import postgres from "postgres";
import { describeErrorForLog } from "../../contract/server/redact";
import { BROADCAST_CHANNEL, BROADCAST_HEARD_CHANNEL, decodeBroadcast, LISTENER_APPLICATION_NAME } from "./broadcast";
import { HEARTBEAT_INTERVAL_MS, type Hearing } from "./hearing";
import { log } from "../../contract/server/log";

export type NotifyHandlers = Record<string, (payload: string) => void>;

/** Seconds before the next connection attempt after `retries` failures in a row: 0.1, 0.2, 0.4, … at most 1. */
export function reconnectDelaySeconds(retries: number): number {
  return Math.min(0.1 * 2 ** retries, 1) * (0.5 + Math.random() / 2);
}

/** A connected socket to the database, or an error within `timeoutSeconds`. */
function openSocket(options: { host: string[]; port: number[]; path?: string }, timeoutSeconds: number): Promise<Socket> {
  const socket = options.path ? createConnection(options.path) : createConnection(options.port[0], options.host[0]);
  return new Promise((resolve, reject) => {
    const fail = (error: Error) => {
      clearTimeout(timer);
      socket.destroy();
      reject(error);
    };
    const timer = setTimeout(() => fail(new Error("connecting to the database timed out")), timeoutSeconds * 1000);
    socket.once("error", fail);
    socket.once("connect", () => {
      clearTimeout(timer);
      socket.removeListener("error", fail);
      resolve(socket);
    });
  });
}

export type PostgresListener = {
  /** Connects, listens, and keeps doing so until `stop`; resolves once the first connection listens (or throws). */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Whether a connection is listening now. */
  readonly connected: boolean;
};

/**
 * One connection of this process's own (`LISTENER_APPLICATION_NAME` in `pg_stat_activity`) that
 * hears `handlers`' channels and the broadcasts (`backend/db/broadcast.ts`), confirming each, and
 * keeps `hearing` (`backend/db/hearing.ts`) with a heartbeat it sends itself on a channel of its own.
 *
 * A client of its own per attempt: postgres.js re-listens after a loss but does not say it lost one
 * (announcements are missed in between), and a client left with a queued query reconnects at once,
 * again and again, while the database drops connections. A lost client is ended, and the next one
 * made after a growing pause. Every error is caught here and logged when the state changes.
 */
export function createPostgresListener(
  url: string,
  settings: { connect_timeout: number; onnotice: () => void },
  { handlers, hearing, onBroadcastHeard }: { handlers: NotifyHandlers; hearing: Hearing; onBroadcastHeard: (id: string) => void },
): PostgresListener {
  const heartbeatChannel = `cookware_heartbeat_${randomBytes(8).toString("hex")}`;
  let listening: postgres.Sql | undefined;
  let closing = false;
  let retries = 0;
  let retrying = false;
  let reported: "hearing" | "not hearing" = "hearing";
  let heartbeatTimer: NodeJS.Timeout | undefined;

  const report = (message: string) => log().warn(`[backend] ${message}`);

  const onNotify = (listener: postgres.Sql, heardOn: string, payload: string) => {
    if (heardOn === heartbeatChannel) return hearing.heardUpTo(Number(payload));
    if (heardOn === BROADCAST_HEARD_CHANNEL) return onBroadcastHeard(payload);
    if (heardOn !== BROADCAST_CHANNEL) return Object.hasOwn(handlers, heardOn) && handlers[heardOn](payload);
    const message = decodeBroadcast(payload);
    if (!message) return;
    if (Object.hasOwn(handlers, message.channel)) handlers[message.channel](message.payload);
    // Confirmed over this connection: a confirmation means this listener is still the live one.
    listener`select pg_notify(${BROADCAST_HEARD_CHANNEL}, ${message.id})`.catch(() => {});
  };

  const connectListener = async () => {
    let sockets = 0;
    const listener: postgres.Sql = postgres(url, {
      ...settings,
      max: 1,
      idle_timeout: 0,
      max_lifetime: null,
      // Nothing this connection sends or reads is an array: no type query at each (re)connection.
      fetch_types: false,
      connection: { application_name: LISTENER_APPLICATION_NAME },
      onclose: () => {
        if (listening !== listener) return;
        hearing.lost();
        abandon(listener);
      },
      ...{
        // postgres.js's own listen() hands notifications over this option; its types leave it out.
        onnotify: (heardOn: string, payload: string) => onNotify(listener, heardOn, payload),
        // One socket per client: postgres.js would reconnect a client whose first query waits,
        // with no pause and without calling onclose, for as long as connections are dropped.
        // (postgres.js fails the client's queries with this error, each of which is caught.)
        socket: (options: { host: string[]; port: number[]; path?: string }) =>
          sockets++ > 0 ? Promise.reject(new Error("the listening connection was lost")) : openSocket(options, settings.connect_timeout),
      },
    });
    listening = listener;
    try {
      for (const channel of [...Object.keys(handlers), BROADCAST_CHANNEL, BROADCAST_HEARD_CHANNEL, heartbeatChannel])
        await listener.unsafe(`listen "${channel.replaceAll('"', '""')}"`);
    } catch (error) {
      // Refused or dropped before it listened: this client is done; another comes after a pause.
      abandon(listener);
      throw error;
    }
    retries = 0;
    sendHeartbeat(listener);
  };

  /** A lost or refused client is ended, and the next one made after a pause. */
  const abandon = (listener: postgres.Sql) => {
    if (listening === listener) listening = undefined;
    listener.end({ timeout: 0 }).catch(() => {});
    if (!closing) void retry();
  };

  const retry = async () => {
    if (retrying) return;
    retrying = true;
    try {
      while (!closing) {
        await new Promise((resolve) => setTimeout(resolve, reconnectDelaySeconds(retries++) * 1000));
        if (closing) return;
        try {
          return await connectListener();
        } catch (error) {
          if (retries === 1) report(`listening again failed (trying every second): ${describeErrorForLog(error)}`);
        }
      }
    } finally {
      retrying = false;
    }
  };

  // At most one heartbeat waits at a time: a stalled connection does not pile them up.
  const outstanding = new WeakSet<postgres.Sql>();
  const sendHeartbeat = (listener: postgres.Sql) => {
    if (outstanding.has(listener)) return;
    outstanding.add(listener);
    listener`select pg_notify(${heartbeatChannel}, ${String(performance.now())})`
      .catch(() => {})
      .finally(() => outstanding.delete(listener));
  };

  const tick = () => {
    if (listening) sendHeartbeat(listening);
    const state = hearing.current ? "hearing" : "not hearing";
    if (state === reported) return;
    reported = state;
    report(
      state === "hearing"
        ? "hearing the database's announcements again: kept reads are answered from memory"
        : "not hearing the database's announcements: every read goes to the database until they are heard again",
    );
  };

  return {
    async start() {
      heartbeatTimer ??= setInterval(tick, HEARTBEAT_INTERVAL_MS).unref();
      await connectListener();
    },
    async stop() {
      closing = true;
      clearInterval(heartbeatTimer);
      hearing.lost();
      await listening?.end({ timeout: 1 }).catch(() => {});
    },
    get connected() {
      return listening !== undefined;
    },
  };
}
