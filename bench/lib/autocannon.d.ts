// What autocannon 8 offers and @types/autocannon (written for 7.x) leaves out: the raw result of a run made
// with `skipAggregateResult: true`, and `aggregateResult`, which merges such results (bench/lib/load.mjs).
import "autocannon";

declare module "autocannon" {
  /** A run's counts and encoded histograms, before they are summarised into a Result. */
  interface UnaggregatedResult {
    totalCompletedRequests: number;
    totalRequests: number;
    totalBytes: number;
    samples: number;
    errors: number;
    timeouts: number;
    mismatches: number;
    non2xx: number;
    resets: number;
    duration: number;
    start: Date;
    finish: Date;
  }

  /** Merges the results of runs made with `skipAggregateResult: true` into one summary. */
  function aggregateResult(
    results: readonly UnaggregatedResult[],
    opts: Pick<Options, "url"> & Partial<Pick<Options, "title" | "socketPath" | "connections" | "pipelining" | "workers">>,
  ): Result;
}
