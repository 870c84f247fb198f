/**
 * A part of a prerendered page below the fold that React hydrates only when it is needed: when it
 * comes within 200 px of the viewport, when the visitor touches, clicks or focuses into it, or
 * once the page has settled (src/lib/after-page-settles.ts). Until then it is the server's HTML,
 * painted and readable, and costs no rendering while the first screen starts (hydrating the whole
 * landing at once, and rendering it again as each first answer arrived, was most of its
 * main-thread work on a phone; docs/performance-log.md).
 *
 * How: the part is a Suspense boundary whose content suspends on a promise while React hydrates
 * it, so React leaves the server's HTML in place and hydrates the boundary when the promise
 * resolves. A tap inside resolves it first (the listener is on the document, ahead of React's),
 * so React hydrates the part synchronously and the tap lands. Rendered in the browser without a
 * server's HTML (the app's own navigation), it renders at once.
 *
 * The wrapped component takes no props and the wrapper is memoized: an update that reached the
 * boundary before it hydrated would make React drop the server's HTML and render it anew.
 */
import {
  type ComponentType,
  memo,
  type ReactNode,
  Suspense,
  use,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { afterPageSettles } from "@/lib/after-page-settles";
import { RendersPrerenderedHtml } from "@/lib/queries/site-content";

/** A promise React's `use` reads synchronously once `release` has run (its status is set). */
type Gate = Promise<void> & { released: boolean; release(): void };

function createGate(): Gate {
  let resolve = () => {};
  const gate = new Promise<void>((done) => {
    resolve = done;
  }) as Gate;
  gate.released = false;
  gate.release = () => {
    gate.released = true;
    Object.assign(gate, { status: "fulfilled", value: undefined });
    resolve();
  };
  return gate;
}

const subscribe = () => () => {};

/** True while React renders prerendered HTML: the build's prerender, then hydration. */
function useRendersPrerenderedHtml() {
  return useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
}

function HeldUntilReleased({ gate, children }: { gate: Gate; children: ReactNode }) {
  const asPrerendered = useRendersPrerenderedHtml();
  // The build's prerender (a server render) renders everything.
  if (asPrerendered && !import.meta.env.SSR) use(gate);
  // While hydrating, the part renders what the build rendered (built-in texts, loading states),
  // whatever has arrived meanwhile; it renders the answers right after.
  return <RendersPrerenderedHtml value={asPrerendered}>{children}</RendersPrerenderedHtml>;
}

/**
 * How near the viewport a part hydrates: close enough that it is live before the visitor sees it,
 * not so far that the first screen on a phone (the landing's hero is taller than one) takes the
 * section after it along.
 */
const NEAR = "200px 0px";
const INTERACTIONS = ["pointerdown", "keydown", "focusin"] as const;

export function hydrateWhenNear(Part: ComponentType) {
  function HydratedWhenNear() {
    const [gate] = useState(createGate);
    const ref = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const element = ref.current;
      if (!element || gate.released) return;
      const onInteraction = (event: Event) => {
        if (event.target instanceof Node && element.contains(event.target)) gate.release();
      };
      for (const type of INTERACTIONS) document.addEventListener(type, onInteraction, true);
      const observer =
        typeof IntersectionObserver === "undefined"
          ? undefined
          : new IntersectionObserver(
              (entries) => {
                if (entries.some((entry) => entry.isIntersecting)) gate.release();
              },
              { rootMargin: NEAR },
            );
      observer?.observe(element);
      afterPageSettles(gate.release);
      void gate.then(() => {
        observer?.disconnect();
        for (const type of INTERACTIONS) document.removeEventListener(type, onInteraction, true);
      });
      return () => {
        observer?.disconnect();
        for (const type of INTERACTIONS) document.removeEventListener(type, onInteraction, true);
      };
    }, [gate]);
    return (
      <div ref={ref}>
        <Suspense fallback={null}>
          <HeldUntilReleased gate={gate}>
            <Part />
          </HeldUntilReleased>
        </Suspense>
      </div>
    );
  }
  HydratedWhenNear.displayName = `HydrateWhenNear(${Part.displayName ?? Part.name})`;
  return memo(HydratedWhenNear);
}
