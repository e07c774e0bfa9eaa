import { useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";

/** A thin bar at the top of the screen, shown only when a client navigation takes longer than 150 ms. */
export function NavigationProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), 150);
    return () => clearTimeout(timer);
  }, [busy]);

  // Fixed and transform-only: it never moves the page (no layout shift) and costs no layout work.
  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-x-0 top-0 z-50 h-0.5">
      <div
        className="h-full origin-left bg-brand-500"
        style={{
          opacity: visible ? 1 : 0,
          transform: `scaleX(${visible ? 0.85 : 0})`,
          transition: visible ? "transform 6s cubic-bezier(0.1, 0.7, 0.2, 1), opacity 150ms" : "none",
        }}
      />
    </div>
  );
}
