/**
 * A 401 (an expired session) signs out, says so and offers sign-in again (decision 001); a Log out
 * under way is not an expired session, so nothing says "You are logged out" on its way to /.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const toast = vi.fn();
const openAuthDialog = vi.fn();
vi.mock("./use-toast", () => ({ toast }));
vi.mock("./auth-dialog", () => ({ openAuthDialog }));
vi.mock("./firebase-loader", () => ({
  hasPersistedFirebaseUser: () => false,
  isFirebaseLoaded: () => false,
  isFirebaseRequested: () => false,
  loadFirebase: () => Promise.resolve({ auth: {}, signOut: () => Promise.resolve() }),
  persistedSession: () => null,
}));

const { api, handleUnauthorized, setSigningOut, UnauthorizedError } = await import("./api");

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify({ message: "Unauthorized" }), { status: 401 })),
  );
});

afterEach(() => {
  vi.runAllTimers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setSigningOut(false);
  toast.mockClear();
  openAuthDialog.mockClear();
});

describe("handleUnauthorized", () => {
  it("says the session ended and opens sign-in again", async () => {
    await expect(api("GET /api/favorites")).rejects.toBeInstanceOf(UnauthorizedError);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Unauthorized" }));
    vi.advanceTimersByTime(500);
    expect(openAuthDialog).toHaveBeenCalledWith("signin", { stayOnPage: true });
  });

  it("says nothing while Log out is under way, for a screen's own check or a 401", async () => {
    setSigningOut(true);
    handleUnauthorized();
    await expect(api("GET /api/favorites")).rejects.toBeInstanceOf(UnauthorizedError);
    vi.advanceTimersByTime(500);
    expect(toast).not.toHaveBeenCalled();
    expect(openAuthDialog).not.toHaveBeenCalled();
  });

  it("is back once a Log out failed", () => {
    setSigningOut(true);
    setSigningOut(false);
    handleUnauthorized();
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Unauthorized" }));
  });
});
