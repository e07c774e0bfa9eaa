import { Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { requestId } from "hono/request-id";
import { MAX_PHOTO_UPLOAD_BODY_BYTES, PHOTO_TOO_LARGE, PHOTO_UPLOAD_PATH_PATTERN } from "../contract/product-photos";
import { RETURN_PHOTO_UPLOAD_PATTERN } from "../contract/order-lifecycle/return-photos";
import { sessionSecret } from "../contract/server/session-secret";
import { databaseSignInThrottle, type SignInThrottle } from "./auth/sign-in-throttle";
import type { TokenVerifier } from "./auth/verifier";
import type { Database } from "./db/client";
import type { Mailer } from "./email/mailer";
import { createEmailDelivery, type EmailDelivery } from "./email/outbox";
import type { Messenger } from "./messages/messenger";
import { createMessenger } from "./messages/settings";
import { orderLinkRoutes } from "./routes/order-links";
import { backendEnv, courierTrackingUrlsOf, type CourierTrackingUrls } from "./env";
import type { AppEnv } from "./http/context";
import { errorResponse, handleError } from "./http/errors";
import { createIdentify } from "./http/identity";
import { keepJsonTexts } from "./http/kept-json-answers";
import type { SessionCache } from "./auth/session-cache";
import { createRateLimiter, type RateLimiter } from "./rate-limit";
import { createHearing, type Hearing } from "./db/hearing";
import { createCatalogueCache, type CatalogueCache } from "./store/catalogue-cache";
import { createReviewerCache, type ReviewerCache } from "./store/reviewer-cache";
import { createProductCache, type ProductCache } from "./store/product-cache";
import { createSettingsReader, type SettingsReader } from "./store/settings-cache";
import { adminRoutes } from "./routes/admin-orders";
import { authRoutes } from "./routes/auth";
import { cartRoutes } from "./routes/cart";
import { emailRoutes } from "./routes/email";
import { healthRoutes } from "./routes/health";
import { REDIS_NOT_CONFIGURED, type RedisState } from "./redis-connection";
import { mediaRoutes } from "./routes/media";
import { newsletterRoutes } from "./routes/newsletter";
import { orderRoutes } from "./routes/orders";
import { productRoutes } from "./routes/products";
import { settingsRoutes } from "./routes/settings";
import { reviewRoutes } from "./routes/reviews";
import type { RouteDeps } from "./routes/shared";
import { userRoutes } from "./routes/users";

export const MAX_BODY_BYTES = 64 * 1024;

export interface BackendDeps {
  db: Database;
  verifyToken: TokenVerifier;
  mailer: Mailer;
  /** PUBLIC_CATALOGUE: product reads without a token. */
  publicCatalogue: boolean;
  /** Sends queued mail after commit; made from `mailer` and `messenger` when not given. */
  emailDelivery?: EmailDelivery;
  /** Sends shoppers' order messages; MESSAGE_TRANSPORT's when not given. */
  messenger?: Messenger;
  /** Where contact messages go; CONTACT_INBOX when not given. */
  contactInbox?: string;
  /** The local identity provider's /auth routes; off in Clerk mode. */
  localSignIn?: boolean;
  /** Where rate limits are counted; the database when not given. */
  rateLimiter?: RateLimiter;
  /** Where failed sign-ins are counted; the database when not given. */
  signInThrottle?: SignInThrottle;
  /** SIGN_UP_LIMIT_PER_HOUR when not given. */
  signUpLimitPerHour?: number;
  /** Whether this process proves it hears the database's announcements, when it listens (/health says "degraded" while it cannot). */
  hearing?: Hearing;
  /** Redis's state when REDIS_URL is set (/health says "degraded" while it fails); not configured when not given. */
  redisState?: () => RedisState;
  /** Listing pages kept between requests; when not given, every listing is read from the database. */
  catalogueCache?: CatalogueCache;
  /** Checks the storefront's signature on a sign-up's address; the session secret when not given. */
  clientAddressSecret?: () => string;
  /** Where links in emails point; SITE_URL when not given (and, without it, the origin the storefront signs). */
  siteUrl?: string;
  /** The courier tracking page templates; COURIER_TRACKING_URL_* (or their defaults) when not given. */
  courierTrackingUrls?: CourierTrackingUrls;
  /** LOW_STOCK_THRESHOLD when not given: the default until the operator sets one at /admin/settings. */
  lowStockThreshold?: number;
  /** The settings kept between requests (answering only while the process hears their announcements); read every time when not given. */
  settingsReader?: SettingsReader;
  /** The session reads `verifyToken` keeps between requests, told of each write a request made. */
  sessionCache?: SessionCache;
  /** Awaited once a write ended a user's sessions: every process has then forgotten what it kept of them. */
  sessionsEnded?: (userId: string) => Promise<void>;
  /** The product reads kept between requests (answering only while the process hears the catalogue's announcements); none when not given. */
  productCache?: ProductCache;
  /** Whether shoppers may review products, kept like the products (answering only while the process hears their orders' announcements); none when not given. */
  reviewerCache?: ReviewerCache;
  /** Which database `db` is on, for `/admin/system`; DATABASE_URL's when not given. */
  driver?: "pglite" | "postgres";
}

/** The storefront's API (catalogue, cart, account, orders, contact, local sign-in) and the back office's (/admin) as one Hono app. */
export function createBackendApp(deps: BackendDeps) {
  const messenger = deps.messenger ?? createMessenger(backendEnv());
  const routeDeps: RouteDeps = {
    db: deps.db,
    identify: createIdentify(deps.verifyToken, deps.db, deps.sessionCache),
    emailDelivery: deps.emailDelivery ?? createEmailDelivery(deps.db, deps.mailer, messenger),
    rateLimiter: deps.rateLimiter ?? createRateLimiter(deps.db),
    contactInbox: deps.contactInbox ?? backendEnv().CONTACT_INBOX,
    publicCatalogue: deps.publicCatalogue,
    catalogueCache: deps.catalogueCache ?? createCatalogueCache(0, createHearing()),
    productCache: deps.productCache ?? createProductCache(createHearing()),
    reviewerCache: deps.reviewerCache ?? createReviewerCache(createHearing()),
    courierTrackingUrls: deps.courierTrackingUrls ?? courierTrackingUrlsOf(backendEnv()),
    settings:
      deps.settingsReader ??
      createSettingsReader(deps.db, { lowStockThreshold: deps.lowStockThreshold ?? backendEnv().LOW_STOCK_THRESHOLD }, createHearing()),
    orderLinks: {
      siteUrl: deps.siteUrl ?? backendEnv().SITE_URL,
      secret: deps.clientAddressSecret ?? sessionSecret,
      channel: messenger.channel,
    },
    system: {
      driver: deps.driver ?? (backendEnv().DATABASE_URL ? "postgres" : "pglite"),
      dataDir: backendEnv().DATA_DIR,
      messageChannel: messenger.channel,
      redis: deps.redisState ?? (() => REDIS_NOT_CONFIGURED),
    },
  };

  const app = new Hono<AppEnv>();
  app.use(requestId());
  app.use(keepJsonTexts);
  app.use(forgetKeptReadsAfterWrites([routeDeps.productCache, routeDeps.reviewerCache]));
  const jsonBodyLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => errorResponse(c, 413, "The request is too large (64 KB at most)"),
  });
  // A photo upload alone may be large; it is refused past that before it is read.
  const photoBodyLimit = bodyLimit({
    maxSize: MAX_PHOTO_UPLOAD_BODY_BYTES,
    onError: (c) => errorResponse(c, 413, PHOTO_TOO_LARGE, { photo: PHOTO_TOO_LARGE }),
  });
  const isPhotoUpload = (path: string) => PHOTO_UPLOAD_PATH_PATTERN.test(path) || RETURN_PHOTO_UPLOAD_PATTERN.test(path);
  app.use((c, next) => (isPhotoUpload(c.req.path) ? photoBodyLimit : jsonBodyLimit)(c, next));
  app.onError(handleError);
  app.notFound((c) => errorResponse(c, 404, "Not found"));

  app.route("/health", healthRoutes(deps.db, deps.hearing, deps.redisState));
  if (deps.localSignIn ?? true)
    app.route(
      "/auth",
      authRoutes(deps.db, deps.verifyToken, {
        rateLimiter: routeDeps.rateLimiter,
        signInThrottle: deps.signInThrottle ?? databaseSignInThrottle(deps.db),
        signUpLimitPerHour: deps.signUpLimitPerHour ?? backendEnv().SIGN_UP_LIMIT_PER_HOUR,
        clientAddressSecret: deps.clientAddressSecret ?? sessionSecret,
        emailDelivery: routeDeps.emailDelivery,
        siteUrl: deps.siteUrl ?? backendEnv().SITE_URL,
        sessionsEnded: deps.sessionsEnded,
      }),
    );
  app.route("/products", productRoutes(routeDeps));
  app.route("/reviews", reviewRoutes(routeDeps));
  app.route("/cart", cartRoutes(routeDeps));
  app.route("/users", userRoutes(routeDeps));
  app.route("/orders", orderRoutes(routeDeps));
  app.route("/order-links", orderLinkRoutes(routeDeps));
  app.route("/email", emailRoutes(routeDeps));
  app.route("/newsletter", newsletterRoutes(routeDeps));
  app.route("/admin", adminRoutes(routeDeps));
  app.route("/media", mediaRoutes(routeDeps));
  app.route("/settings", settingsRoutes(routeDeps));
  return app;
}

/**
 * Any write may change products (an order's stock, an operator's edit) or who may review them (an
 * order delivered). The database announces it, but from PostgreSQL the announcement arrives on its
 * own connection a moment later: the next page must not show the state before it, so this process
 * forgets those kept reads at once.
 */
function forgetKeptReadsAfterWrites(caches: { clear(): void }[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    try {
      await next();
    } finally {
      for (const cache of caches) cache.clear();
    }
  };
}

export type BackendApp = ReturnType<typeof createBackendApp>;
