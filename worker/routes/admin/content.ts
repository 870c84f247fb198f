import {
  adminContentCreateSchema,
  adminContentQuerySchema,
  adminContentUpdateSchema,
  CONTENT_REQUIRED_MESSAGE,
} from "@contract/admin";
import { contentIdParamSchema } from "@contract/params";
import { HTTPException } from "hono/http-exception";
import {
  createContent,
  deleteContent,
  findContentById,
  findContentByKey,
  listAdminContent,
  updateContent,
} from "../../db/admin-content";
import { factory } from "../../factory";
import { sanitizeHtml } from "../../lib/formats/sanitize-html";
import { describeZodError, validate } from "../../lib/http/validate";
import { forgetPageAnswers } from "../../lib/page-answers";

/** Sanitized content, refused when nothing safe is left of it. */
function cleanContent(content: string) {
  const clean = sanitizeHtml(content).trim();
  if (!clean) {
    throw new HTTPException(400, {
      message: "content: Nothing is left once unsafe HTML is removed",
    });
  }
  return clean;
}

const filled = (value: unknown) => typeof value === "string" && value.trim().length > 0;

export const adminContentRoutes = factory
  .createApp()
  .get("/", validate("query", adminContentQuerySchema), async (c) => {
    const { page } = c.req.valid("query");
    return c.json({ content: await listAdminContent(c.var.db, page) }, 200);
  })
  .post("/", async (c) => {
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    // The single message for any missing field, before format checks.
    if (!body || !["key", "title", "content", "page"].every((field) => filled(body[field]))) {
      throw new HTTPException(400, { message: CONTENT_REQUIRED_MESSAGE });
    }
    const parsed = adminContentCreateSchema.safeParse(body);
    if (!parsed.success) throw new HTTPException(400, { message: describeZodError(parsed.error) });
    const input = { ...parsed.data, content: cleanContent(parsed.data.content) };
    if (await findContentByKey(c.var.db, input.key)) {
      throw new HTTPException(409, {
        message: `A content block with the key "${input.key}" already exists`,
      });
    }
    const created = await createContent(c.var.db, input);
    forgetPageAnswers();
    if (!created) {
      throw new HTTPException(409, {
        message: `A content block with the key "${input.key}" already exists`,
      });
    }
    return c.json({ content: created }, 201);
  })
  .put(
    "/:id{[0-9]+}",
    validate("param", contentIdParamSchema),
    validate("json", adminContentUpdateSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const input = c.req.valid("json");
      const updated = await updateContent(c.var.db, id, {
        ...input,
        content: cleanContent(input.content),
      });
      if (!updated) throw new HTTPException(404, { message: "Content block not found" });
      // The served pages show the edit from their next visit (lib/page-answers.ts).
      forgetPageAnswers();
      return c.json({ content: updated }, 200);
    },
  )
  .delete("/:id{[0-9]+}", validate("param", contentIdParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    if (!(await findContentById(c.var.db, id))) {
      throw new HTTPException(404, { message: "Content block not found" });
    }
    await deleteContent(c.var.db, id);
    forgetPageAnswers();
    return c.json({ success: true }, 200);
  });
