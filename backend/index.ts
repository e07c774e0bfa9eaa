/**
 * The backend as one object the storefront can call in-process: the Hono app's fetch handler,
 * created once per process with its database migrated and seeded.
 * PLACEHOLDER until the backend issue lands: only GET /health.
 */
export interface BackendHandle {
  fetch(request: Request): Promise<Response>;
}

let backend: Promise<BackendHandle> | undefined;

export function getBackend(): Promise<BackendHandle> {
  backend ??= Promise.resolve({
    async fetch(request: Request) {
      const url = new URL(request.url);
      if (url.pathname === "/health") return Response.json({ status: "ok" });
      return Response.json({ error: "Not found" }, { status: 404 });
    },
  });
  return backend;
}
