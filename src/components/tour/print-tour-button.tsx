/**
 * "Print": loads the printed tour (tour-print-sheet.tsx, with its QR library) on the first
 * press, then opens the browser's print dialog once the sheet is drawn.
 */
import { PrinterIcon } from "lucide-react";
import { lazy, Suspense, useCallback, useState } from "react";
import { Button } from "@/components/ui/button";
import type { TourPrintSheetProps } from "./tour-print-sheet";

const TourPrintSheet = lazy(() => import("./tour-print-sheet"));

export function PrintTourButton(props: Omit<TourPrintSheetProps, "onReady">) {
  const [mounted, setMounted] = useState(false);
  const [ready, setReady] = useState(false);
  // The sheet calls this once, when drawn: the first press prints then.
  const onReady = useCallback(() => {
    setReady(true);
    window.print();
  }, []);
  return (
    <>
      <Button
        variant="outline"
        className="w-full"
        onClick={() => (ready ? window.print() : setMounted(true))}
        disabled={props.stops.length === 0 || (mounted && !ready)}
      >
        <PrinterIcon aria-hidden="true" />
        Print
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <TourPrintSheet {...props} onReady={onReady} />
        </Suspense>
      )}
    </>
  );
}
