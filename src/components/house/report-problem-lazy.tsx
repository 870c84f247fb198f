import type { HouseContent } from "@contract/house";
import { useRef } from "react";
import { PartLoadError } from "@/components/layout/part-load-error";
import { lazyModule } from "@/lib/lazy-module";
import { useLazyModuleWhenNear } from "@/lib/lazy-module-when-near";

const reportProblemModule = lazyModule(() => import("./report-problem"));

/**
 * "Report a problem" (report-problem.tsx), at the end of the house page, loads as it nears the
 * screen or once the page has settled: few visitors use it, and the page's first JavaScript and
 * its load stay without it.
 */
export function LazyReportProblem({ house }: { house: HouseContent }) {
  const place = useRef<HTMLDivElement>(null);
  const [module, failed] = useLazyModuleWhenNear(reportProblemModule, place);
  if (module) return <module.ReportProblem house={house} />;
  if (failed) return <PartLoadError title="Report a problem could not load." />;
  return <div ref={place} />;
}
