import { afterEach, describe, expect, it, vi } from "vitest";
import { nextTask } from "./next-task";

describe("nextTask", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("resolves after the current task and its microtasks, not within them", async () => {
    let resolved = false;
    const next = nextTask().then(() => {
      resolved = true;
    });
    for (let turn = 0; turn < 50; turn++) await Promise.resolve();
    expect(resolved).toBe(false);
    await next;
    expect(resolved).toBe(true);
  });

  it("resolves while timers are held (a paused page clock)", async () => {
    vi.useFakeTimers();
    await expect(nextTask()).resolves.toBeUndefined();
  });
});
