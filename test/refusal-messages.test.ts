/**
 * A refusal names its field once (decision 381): a schema message that already starts with its
 * field's name is not prefixed with it again ("imageData: imageData is required").
 */
import { describe, it } from "vitest";
import { z } from "zod";
import { describeZodError } from "../worker/lib/http/validate";
import { api, json, newCaller, signedIn } from "./factories";

describe("field names in 400 messages", () => {
  it("an empty imageData is refused naming the field once", async ({ expect }) => {
    const user = await signedIn(newCaller());
    const res = await api("/api/upload-image", {
      method: "POST",
      token: user.token,
      body: { imageData: "", contentType: "image/png" },
    });
    expect(res.status).toBe(400);
    expect((await json(res)).message).toBe("imageData is required");
  });

  it("a message is prefixed with its field only when it does not start with it", ({ expect }) => {
    const schema = z.object({
      plan: z.enum(["a", "b"], { message: 'plan: Use "a" or "b"' }),
      imageData: z.string().min(1, "imageData is required"),
      title: z.string().min(3, "Title must be at least 3 characters"),
      stops: z.array(z.object({ houseId: z.number({ message: "Pick a house" }) })),
      planet: z.string({ message: "plan is not planet" }),
    });
    const result = schema.safeParse({
      plan: "c",
      imageData: "",
      title: "x",
      stops: [{ houseId: "1" }],
      planet: 1,
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(describeZodError(result.error).split("; ")).toEqual([
      'plan: Use "a" or "b"',
      "imageData is required",
      "title: Title must be at least 3 characters",
      "stops.0.houseId: Pick a house",
      "planet: plan is not planet",
    ]);
  });
});
