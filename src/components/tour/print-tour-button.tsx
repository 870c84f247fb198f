/**
 * "Print": loads the printed tour (tour-print-sheet.tsx, with its QR library) on the first
 * press, then opens the browser's print dialog once the sheet is drawn. Ctrl+P does the same. The
 * browser's own print (its menu) prints the route too: once the page has settled the sheet's code
 * and map load, and the sheet is drawn in the browser's beforeprint event, before it lays out the
 * page.
 */
import { PrinterIcon } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Button } from "@/components/ui/button";
import { afterPageSettles } from "@/lib/after-page-settles";
import { lazyModule, useLazyModule } from "@/lib/lazy-module";
import type { TourPrintSheetProps } from "./tour-print-sheet";

const printSheetModule = lazyModule(() => import("./tour-print-sheet"));

export function PrintTourButton(props: Omit<TourPrintSheetProps, "onReady">) {
  const [sheet, loadSheet, sheetFailed] = useLazyModule(printSheetModule);
  const [mounted, setMounted] = useState(false);
  const [ready, setReady] = useState(false);
  /** The button was pressed before the sheet was drawn: print once it is. */
  const printWhenReady = useRef(false);
  const hasStops = props.stops.length > 0;

  useEffect(() => {
    if (!hasStops) return;
    let current = true;
    afterPageSettles(() => {
      if (!current) return;
      // The shorelines (about 35 KB) only where printing from the browser's menu is likely: a
      // phone prints with the button, which loads them then.
      const finePointer = window.matchMedia("(pointer: fine)").matches;
      void loadSheet().then((module) => (finePointer ? module?.loadPrintMap() : undefined));
    });
    return () => {
      current = false;
    };
  }, [hasStops, loadSheet]);

  useEffect(() => {
    if (!sheet || !hasStops) return;
    // Synchronous: the browser lays the page out for printing right after this event.
    const beforePrint = () => flushSync(() => setMounted(true));
    window.addEventListener("beforeprint", beforePrint);
    return () => window.removeEventListener("beforeprint", beforePrint);
  }, [sheet, hasStops]);

  // The sheet calls this once, when drawn.
  const onReady = useCallback(() => {
    setReady(true);
    if (!printWhenReady.current) return;
    printWhenReady.current = false;
    window.print();
  }, []);

  const print = useCallback(() => {
    if (ready) {
      window.print();
      return;
    }
    printWhenReady.current = true;
    setMounted(true);
    void loadSheet("press");
  }, [ready, loadSheet]);

  // Ctrl+P (Cmd+P) before the sheet's code is here would print the screen: it prints the route
  // the way the button does instead.
  useEffect(() => {
    if (!hasStops) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== "p" || !(event.ctrlKey || event.metaKey)) return;
      if (event.altKey || event.shiftKey) return;
      event.preventDefault();
      print();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [hasStops, print]);

  return (
    <>
      <Button
        variant="outline"
        className="w-full"
        onClick={print}
        // Waiting for the sheet to be drawn; a sheet whose code failed leaves the button to retry.
        disabled={!hasStops}
        busy={mounted && !ready && !sheetFailed}
      >
        <PrinterIcon aria-hidden="true" />
        Print
      </Button>
      {mounted && sheet && <sheet.default {...props} onReady={onReady} />}
    </>
  );
}
