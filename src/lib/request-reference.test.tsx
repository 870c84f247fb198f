/**
 * Error toasts show the failed request's reference (the start of its X-Request-Id) on a line of
 * their own, under texts that stay exactly as they were. The network is the only stand-in here.
 */
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "../components/ui/toaster";
import { ApiError, api } from "./api";
import { dismissToast, toast } from "./use-toast";

const REQUEST_ID = "8f1e2d3c4b5a6978-EWR";

function failWith(status: number, requestId: string | null) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => {
      const headers = new Headers({ "Content-Type": "application/json" });
      if (requestId) headers.set("X-Request-Id", requestId);
      return new Response(JSON.stringify({ message: "Failed to update favorites" }), {
        status,
        headers,
      });
    }),
  );
}

async function failedCall() {
  return api("GET /api/map-config").catch((error: unknown) => error);
}

afterEach(() => {
  act(() => dismissToast());
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("error toast reference", () => {
  it("the failed call's error carries its request id, and its error toast shows the reference", async () => {
    render(<Toaster />);
    failWith(500, REQUEST_ID);
    const error = await failedCall();
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).requestId).toBe(REQUEST_ID);
    act(() => {
      toast({ title: "Error", description: "Failed to update favorites", variant: "destructive" });
    });
    // The product's text stays exactly as it is; the reference is its own line.
    expect(screen.getAllByText("Failed to update favorites", { exact: true })[0]).toBeTruthy();
    expect(screen.getAllByText("Reference 8f1e2d3c", { exact: true })[0]).toBeTruthy();
  });

  it("is shown once, never on a success toast, and not for a failure that is long past", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    render(<Toaster />);
    failWith(400, REQUEST_ID);
    await failedCall();
    act(() => {
      toast({ title: "Saved", description: "Review updated successfully", variant: "success" });
    });
    expect(screen.queryByText(/^Reference/)).toBeNull();

    act(() => {
      toast({ title: "Error", description: "First", variant: "destructive" });
    });
    expect(screen.getAllByText("Reference 8f1e2d3c")[0]).toBeTruthy();
    act(() => {
      toast({ title: "Error", description: "Second", variant: "destructive" });
    });
    expect(screen.queryByText(/^Reference/)).toBeNull();

    await failedCall();
    vi.setSystemTime(Date.now() + 60_000);
    act(() => {
      toast({ title: "Error", description: "Could not copy the link", variant: "destructive" });
    });
    expect(screen.queryByText(/^Reference/)).toBeNull();
  });
});
