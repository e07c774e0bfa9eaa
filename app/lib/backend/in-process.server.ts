/**
 * The one door from the storefront into backend/: with BACKEND_URL unset, the backend runs in
 * this process and its fetch handler answers the storefront's requests without a socket. Its
 * settings are validated with the storefront's at start-up, since this process reads them.
 */
export { closeBackend as closeInProcessBackend, getBackend as inProcessBackend } from "../../../backend/index";
export { backendEnvSchema as backendSettingsSchema } from "../../../backend/env";
