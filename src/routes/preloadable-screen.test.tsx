/**
 * A screen loaded ahead renders in the first commit; React.lazy on its own would show the
 * fallback first even with the module in, and hold the screen back for its fallback throttle.
 */
import { act, cleanup, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { preloadableScreen, Screen } from "./preloadable-screen";

function Greeting() {
  return <p>Hello from the screen</p>;
}

function inSuspense(node: React.ReactNode) {
  return <Suspense fallback={<p>Loading...</p>}>{node}</Suspense>;
}

describe("a preloadable screen", () => {
  afterEach(cleanup);

  it("renders at once when its code was loaded ahead", async () => {
    const home = preloadableScreen(async () => ({ default: Greeting }));
    await home.preload();
    render(inSuspense(<Screen of={home} />));
    expect(screen.getByText("Hello from the screen")).toBeTruthy();
    expect(screen.queryByText("Loading...")).toBeNull();
  });

  it("suspends like React.lazy when it was not, then shows the screen", async () => {
    let arrive = (_: { default: typeof Greeting }) => {};
    const home = preloadableScreen(
      () =>
        new Promise((resolve) => {
          arrive = resolve;
        }),
    );
    render(inSuspense(<Screen of={home} />));
    expect(screen.getByText("Loading...")).toBeTruthy();
    await act(async () => arrive({ default: Greeting }));
    expect(await screen.findByText("Hello from the screen")).toBeTruthy();
  });

  it("loads once however often it is asked, and again after a failed download", async () => {
    let calls = 0;
    let fail = true;
    const home = preloadableScreen(async () => {
      calls++;
      if (fail) throw new Error("offline");
      return { default: Greeting };
    });
    await expect(home.preload()).rejects.toThrow("offline");
    fail = false;
    await Promise.all([home.preload(), home.preload()]);
    expect(calls).toBe(2);
    expect(home.loaded()).toBe(Greeting);
  });
});
