/**
 * Counts what React renders in the page, commit by commit, through the hook React's DevTools
 * extension uses (`__REACT_DEVTOOLS_GLOBAL_HOOK__`): React DOM calls it on every commit, in a
 * production build too. A component counts when React ran it in that commit (its fiber carries
 * React's PerformedWork flag); a part React skipped is not walked.
 */
import type { Page } from "@playwright/test";

export interface Commit {
  /** Components React ran in the commit. */
  rendered: number;
}

declare global {
  interface Window {
    __reactCommits?: Commit[];
  }
}

/** Installs the hook before any script of the page runs; read the commits with `commitsOf`. */
export async function recordReactRenders(page: Page) {
  await page.addInitScript(() => {
    // React's fiber flags (react-reconciler's ReactFiberFlags): set on a fiber whose component ran.
    const PERFORMED_WORK = 1;
    type Fiber = {
      tag: number;
      flags: number;
      subtreeFlags: number;
      child: Fiber | null;
      sibling: Fiber | null;
      type: unknown;
    };
    const commits: Commit[] = [];
    window.__reactCommits = commits;
    const countRendered = (first: Fiber | null): number => {
      let count = 0;
      for (let fiber = first; fiber; fiber = fiber.sibling) {
        if (fiber.flags & PERFORMED_WORK && typeof fiber.type !== "string") count++;
        if (fiber.subtreeFlags & PERFORMED_WORK) count += countRendered(fiber.child);
      }
      return count;
    };
    Object.defineProperty(window, "__REACT_DEVTOOLS_GLOBAL_HOOK__", {
      value: {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        checkDCE: () => {},
        onScheduleFiberRoot: () => {},
        onCommitFiberUnmount: () => {},
        onPostCommitFiberRoot: () => {},
        onCommitFiberRoot: (_renderer: number, root: { current: Fiber }) => {
          commits.push({ rendered: countRendered(root.current.child) });
        },
      },
    });
  });
}

export function commitsOf(page: Page): Promise<Commit[]> {
  return page.evaluate(() => window.__reactCommits ?? []);
}
