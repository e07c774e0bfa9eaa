import { createBackendApp } from "./app";
import { createTokenVerifier, isClerkMode } from "./auth/index";
import { createSessionCache, IDENTITY_CHANNEL, sessionsEndedEverywhere } from "./auth/session-cache";
import { CATALOGUE_CHANNEL, createProductCache } from "./store/product-cache";
import { createReviewerCache } from "./store/reviewer-cache";
import { createCatalogueCache } from "./store/catalogue-cache";
import { createSettingsReader } from "./store/settings-cache";
import { createHearing } from "./db/hearing";
import { databaseSignInThrottle, redisSignInThrottle } from "./auth/sign-in-throttle";
import { connectDatabase, type DatabaseConnection } from "./db/client";
import { prepareDatabase } from "./db/prepare";
import { createMailer } from "./email/mailer";
import { createEmailDelivery, type EmailDelivery } from "./email/outbox";
import { createMessenger } from "./messages/settings";
import { backendEnv, type BackendEnv } from "./env";
import { describeErrorForLog } from "../contract/server/redact";
import { createRateLimiter, createRedisRateLimiter, pruneRateLimitHits } from "./rate-limit";
import { connectRedis, REDIS_NOT_CONFIGURED, type RedisConnection, type RedisState } from "./redis-connection";
import { log } from "../contract/server/log";
import { startProcessHeartbeat, type ProcessHeartbeat } from "./ops/process-heartbeat";
import { watchBackend } from "./metrics/backend-metrics";
import { startStoreBackups, type StoreBackups } from "./ops/store-backups";

/**
 * The backend as one object the storefront can call in-process: the Hono app's fetch handler,
 * created once per process with its database migrated and seeded.
 */
export interface BackendHandle {
  fetch(request: Request): Promise<Response>;
}

type RunningBackend = {
  handle: BackendHandle;
  connection: DatabaseConnection;
  emailDelivery: EmailDelivery;
  maintenance: NodeJS.Timeout;
  redis?: RedisConnection;
  heartbeat: ProcessHeartbeat;
  backups: StoreBackups;
};

const EMAIL_RETRY_INTERVAL_MS = 60_000;
const MAINTENANCE_INTERVAL_MS = 60 * 60 * 1000;
const RATE_LIMIT_MEMORY_MS = 24 * 60 * 60 * 1000;

let running: Promise<RunningBackend> | undefined;
let redisConnection: RedisConnection | undefined;

/** Redis as this process sees it (REDIS_URL): whether it answers, and the last thing it refused with. */
export function redisState(): RedisState {
  return redisConnection?.state() ?? REDIS_NOT_CONFIGURED;
}

async function startBackend(): Promise<RunningBackend> {
  const env = backendEnv();
  // Before the database opens: on PGlite, `npm run backup` then asks this process for its copy.
  const backups = await startStoreBackups(env);
  try {
    const backend = await startServing(env);
    // Only a store that started takes backups (a copy asked for meanwhile waits until now).
    backups.ready(backend.connection);
    return { ...backend, backups };
  } catch (error) {
    await backups.failed(error);
    throw error;
  }
}

async function startServing(env: BackendEnv): Promise<Omit<RunningBackend, "backups">> {
  // The first start of the embedded database takes a while: say what is happening.
  log().info(`[backend] preparing the ${env.DATABASE_URL ? "PostgreSQL" : `embedded database in ${env.DATA_DIR}`}…`);
  const started = Date.now();
  const connection = await connectDatabase(env);
  try {
    await prepareDatabase(connection, { seedDemo: env.SEED_DEMO });
    log().info(`[backend] database ready (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } catch (error) {
    await connection.close().catch(() => {});
    throw error;
  }
  const { db } = connection;
  const mailer = createMailer(env);
  const messenger = createMessenger(env);
  const emailDelivery = createEmailDelivery(db, mailer, messenger);
  emailDelivery.startPolling(EMAIL_RETRY_INTERVAL_MS);
  emailDelivery.schedule();
  const maintenance = setInterval(() => {
    pruneRateLimitHits(db, RATE_LIMIT_MEMORY_MS).catch((error) =>
      log().warn(`[backend] pruning rate limits failed: ${describeErrorForLog(error)}`),
    );
  }, MAINTENANCE_INTERVAL_MS).unref();

  // REDIS_URL: limits shared through Redis, with the database answering while Redis is away.
  const redis = env.REDIS_URL ? await connectRedis(env.REDIS_URL) : undefined;
  redisConnection = redis;
  const rateLimiter = redis ? createRedisRateLimiter(redis.client, { fallback: createRateLimiter(db) }) : createRateLimiter(db);
  const signInThrottle = redis ? redisSignInThrottle(redis.client, { fallback: databaseSignInThrottle(db) }) : databaseSignInThrottle(db);

  // One hearing for every announced cache: with SESSION_CACHE=false nothing listens, so none answers from memory.
  const hearing = createHearing();
  const sessionCache = createSessionCache({ hearing, maxAgeMs: env.SESSION_CACHE_MAX_AGE_MS });
  const productCache = createProductCache(hearing);
  const reviewerCache = createReviewerCache(hearing);
  const catalogueCache = createCatalogueCache(env.CATALOGUE_CACHE_MS, hearing);
  const settingsReader = createSettingsReader(db, { lowStockThreshold: env.LOW_STOCK_THRESHOLD }, hearing);
  if (env.SESSION_CACHE)
    await connection
      .listen(
        {
          [IDENTITY_CHANNEL]: (userId) => {
            sessionCache.forgetUser(userId);
            reviewerCache.forgetOwner(userId);
          },
          [CATALOGUE_CHANNEL]: (payload) => {
            productCache.forgetOwner(payload);
            catalogueCache.clear();
            settingsReader.heard(payload);
          },
        },
        hearing,
      )
      .catch((error) =>
        log().warn(
          `[backend] not listening for the database's announcements yet (trying again); until then every read goes to the database: ${describeErrorForLog(error)}`,
        ),
      );

  const app = createBackendApp({
    db,
    verifyToken: createTokenVerifier(env, db, sessionCache),
    sessionCache,
    productCache,
    reviewerCache,
    sessionsEnded: sessionsEndedEverywhere(connection),
    mailer,
    messenger,
    publicCatalogue: env.PUBLIC_CATALOGUE,
    emailDelivery,
    contactInbox: env.CONTACT_INBOX,
    localSignIn: !isClerkMode(env),
    rateLimiter,
    signInThrottle,
    signUpLimitPerHour: env.SIGN_UP_LIMIT_PER_HOUR,
    siteUrl: env.SITE_URL,
    catalogueCache,
    settingsReader,
    hearing: env.SESSION_CACHE ? hearing : undefined,
    driver: connection.driver,
    redisState,
  });
  const heartbeat = startProcessHeartbeat(db, env.SESSION_CACHE ? hearing : undefined);
  watchBackend({ connection, hearing: env.SESSION_CACHE ? hearing : undefined, messageKind: messenger.channel });
  return { handle: { fetch: async (request) => app.fetch(request) }, connection, emailDelivery, maintenance, redis, heartbeat };
}

export function getBackend(): Promise<BackendHandle> {
  running ??= startBackend().catch((error) => {
    running = undefined; // let the next request try again
    throw error;
  });
  return running.then((backend) => backend.handle);
}

/** Stops mail delivery and closes the database (shutdown and tests). */
export async function closeBackend(): Promise<void> {
  const stopping = running;
  running = undefined;
  const backend = await stopping?.catch(() => undefined);
  if (!backend) return;
  watchBackend(undefined);
  clearInterval(backend.maintenance);
  await backend.backups.stop();
  await backend.emailDelivery.stop();
  await backend.heartbeat.stop();
  await backend.connection.close();
  await backend.redis?.close();
  if (redisConnection === backend.redis) redisConnection = undefined;
}
