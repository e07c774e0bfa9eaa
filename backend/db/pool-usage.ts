import type postgres from "postgres";

/** How many of the pool's connections are taken, and how many queries and transactions wait for one. */
export type PoolUsage = { size: number; inUse: number; waiting: number };

/**
 * postgres.js keeps its pool's queues to itself, so the client is wrapped to count what holds a
 * connection: each query sent outside a transaction (Drizzle sends them through `unsafe`) until it settles,
 * and each transaction (`begin`) until it ends; its own statements run on the connection it holds and are
 * not counted again. Past `size`, the rest wait (or ride a busy connection's pipeline, which is waiting
 * too). Statements written as tagged templates on the client itself (start-up, broadcasts) go uncounted.
 */
export function countPoolUsage(client: postgres.Sql, size: number): { client: postgres.Sql; usage: () => PoolUsage } {
  let holding = 0;
  const release = () => void (holding -= 1);

  const counted = new Proxy(client, {
    get(target, property, receiver) {
      if (property === "begin")
        return (...args: unknown[]) => {
          holding += 1;
          return (target.begin as (...a: unknown[]) => Promise<unknown>)(...args).finally(release);
        };
      if (property === "unsafe") return (...args: Parameters<typeof target.unsafe>) => countWhenSent(target.unsafe(...args));
      return Reflect.get(target, property, receiver);
    },
  });

  // A postgres.js query is sent when first awaited (`then`), after `.values()` and such have marked it.
  function countWhenSent<Query extends PromiseLike<unknown>>(query: Query): Query {
    const then = query.then;
    let sent = false;
    Object.defineProperty(query, "then", {
      configurable: true,
      value(this: Query, onFulfilled?: (value: unknown) => unknown, onRejected?: (reason: unknown) => unknown) {
        if (sent) return then.call(this, onFulfilled, onRejected);
        sent = true;
        holding += 1;
        return then.call(
          this,
          (value) => {
            release();
            return onFulfilled ? onFulfilled(value) : value;
          },
          (reason) => {
            release();
            if (onRejected) return onRejected(reason);
            throw reason;
          },
        );
      },
    });
    return query;
  }

  return {
    client: counted,
    usage: () => ({ size, inUse: Math.min(holding, size), waiting: Math.max(holding - size, 0) }),
  };
}
