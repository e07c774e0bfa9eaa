// For `npm run bench` only: a page that renders nothing but the root layout, so the bench can
// measure the framework's own ceiling on this machine. It reads no data and changes nothing.
import type { MetaFunction } from "@remix-run/node";

export const meta: MetaFunction = () => [{ title: "Benchmark ceiling" }, { name: "robots", content: "noindex" }];

export default function BenchCeiling() {
  return null;
}
