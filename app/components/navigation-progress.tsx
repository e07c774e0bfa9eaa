import { useNavigation } from "@remix-run/react";

/**
 * A thin bar at the top of the screen on client navigations. It appears only when one takes longer
 * than 150 ms: the delay is the transition's own, so no timer runs. Fixed and transform-only, it
 * never moves the page (no layout shift).
 */
export function NavigationProgress() {
  const busy = useNavigation().state !== "idle";
  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-x-0 top-0 z-50 h-0.5">
      <div
        className="h-full origin-left bg-brand-500"
        style={
          busy
            ? { opacity: 1, transform: "scaleX(.85)", transition: "opacity 0s 150ms, transform 6s cubic-bezier(.1,.7,.2,1) 150ms" }
            : { opacity: 0, transform: "scaleX(0)" }
        }
      />
    </div>
  );
}
