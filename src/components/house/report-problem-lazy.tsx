import type { HouseContent } from "@contract/house";
import { useRef } from "react";
import { lazyModule, useLazyModuleWhenNear } from "@/lib/lazy-module";

const reportProblemModule = lazyModule(() => import("./report-problem"));

/**
 * "Report a problem" (report-problem.tsx), at the end of the house page, loads as it nears the
 * screen or once the page has settled: few visitors use it, and the page's first JavaScript and
 * its load stay without it.
 */
export function LazyReportProblem({ house }: { house: HouseContent }) {
  const place = useRef<HTMLDivElement>(null);
  const module = useLazyModuleWhenNear(reportProblemModule, place);
  return module ? <module.ReportProblem house={house} /> : <div ref={place} />;
}
