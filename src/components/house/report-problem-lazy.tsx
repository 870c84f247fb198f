import type { HouseContent } from "@contract/house";
import { useEffect, useState } from "react";

type ReportModule = typeof import("./report-problem");

/** Kept once loaded, so the next house page renders it at once. */
let loaded: ReportModule | null = null;

/**
 * "Report a problem" (report-problem.tsx) loads after the house page renders: few visitors use
 * it, and the page's first JavaScript is held at its size. No React.lazy, for the reason
 * src/components/auth/lazy-auth-dialog.tsx gives (Suspense reveals on a timer).
 */
export function LazyReportProblem({ house }: { house: HouseContent }) {
  const [module, setModule] = useState(() => loaded);
  useEffect(() => {
    if (module) return;
    let current = true;
    void import("./report-problem").then((imported) => {
      loaded = imported;
      if (current) setModule(imported);
    });
    return () => {
      current = false;
    };
  }, [module]);
  return module ? <module.ReportProblem house={house} /> : null;
}
