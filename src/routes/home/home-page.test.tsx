/**
 * An answer re-renders what shows it (src/routes/home/results.tsx): when the house search or the
 * site texts come back, React renders the count line, the cards or the headings again, and not
 * the screen around them (the search form, the filters, the selects). On a phone that re-render
 * of the whole screen was a long task of its own (docs/performance-log.md).
 *
 * bippy listens to React the way React DevTools does, so the test sees which components each
 * commit rendered without touching the app's code. Its hook has to be in place before React
 * loads: the side-effect import stays first (the import sorter does not move code past it).
 */
import "bippy/install-hook-only";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { getDisplayName, instrument, isCompositeFiber, traverseRenderedFibers } from "bippy";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AuthProvider } from "@/lib/auth";
import HomePage from "./home-page";

let rendered = new Set<string>();
instrument({
  onCommitFiberRoot(_renderer, root) {
    traverseRenderedFibers(root, (fiber) => {
      if (isCompositeFiber(fiber)) rendered.add(getDisplayName(fiber.type) ?? "");
    });
  },
});

/** The API as the network sees it: each path's answer waits until the test releases it. */
function holdApi() {
  const waiting = new Map<string, (body: unknown) => void>();
  vi.stubGlobal("fetch", (input: string | URL | Request) => {
    const url = new URL(String(input instanceof Request ? input.url : input), "http://localhost");
    return new Promise<Response>((resolve) => {
      waiting.set(url.pathname, (body) => resolve(Response.json(body)));
    });
  });
  return {
    async release(path: string, body: unknown) {
      await waitFor(() => expect(waiting.has(path), `a request for ${path}`).toBe(true));
      rendered = new Set();
      waiting.get(path)?.(body);
    },
  };
}

/** Parts of the screen that show neither the search's answer nor a site text. */
const SEARCH_FORM = ["HomePage", "SearchBar", "SortSelect", "FeatureFilterSheet", "ViewToggle"];

describe("the home screen", () => {
  beforeEach(() => {
    rendered = new Set();
  });
  afterEach(() => {
    // Unmounted before the test environment goes: a debounced search's pending timer would
    // otherwise fire into a torn-down window.
    cleanup();
    vi.unstubAllGlobals();
  });

  it("renders only what shows an answer when the answer arrives", async () => {
    const api = holdApi();
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <AuthProvider>
          <MemoryRouter>
            <HomePage />
          </MemoryRouter>
        </AuthProvider>
      </QueryClientProvider>,
    );
    // The first render draws everything.
    expect(screen.getByTestId("result-count").textContent).toBe("Searching...");
    expect([...rendered]).toEqual(expect.arrayContaining(SEARCH_FORM));

    await api.release("/api/houses", { houses: [], totalCount: 0 });
    await screen.findByText("0 houses found");
    await screen.findByText("No houses found");
    for (const name of SEARCH_FORM) expect(rendered, `${name} rendered again`).not.toContain(name);
    expect([...rendered]).toEqual(expect.arrayContaining(["ResultCount", "Results"]));

    await api.release("/api/site-content", {
      content: [
        { key: "home.welcome.title", section: "welcome", content: "Lights on the Island" },
        { key: "home.topRated.title", section: "topRated", content: "Brightest this year" },
      ],
    });
    await screen.findByText("Lights on the Island");
    await screen.findByText("Brightest this year");
    for (const name of [...SEARCH_FORM, "ResultCount", "Results"]) {
      expect(rendered, `${name} rendered again`).not.toContain(name);
    }
    expect([...rendered]).toEqual(expect.arrayContaining(["WelcomeHeader", "TopRatedSection"]));
  });
});
