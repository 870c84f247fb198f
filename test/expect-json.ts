/**
 * Reads an API answer through the contract's schema, so a field renamed on either side fails
 * the test. Beyond the schema's own rules, any field the answer carries that the schema does not
 * describe fails too (zod would silently drop it): the contract must describe the whole answer.
 */
import type { z } from "zod";

function undescribedFields(raw: unknown, parsed: unknown, path: string, out: string[]) {
  if (Array.isArray(raw) && Array.isArray(parsed)) {
    raw.forEach((item, i) => {
      undescribedFields(item, parsed[i], `${path}[${i}]`, out);
    });
    return;
  }
  if (raw && typeof raw === "object" && parsed && typeof parsed === "object") {
    for (const [key, value] of Object.entries(raw)) {
      if (!(key in parsed)) out.push(`${path}.${key}`);
      else
        undescribedFields(value, (parsed as Record<string, unknown>)[key], `${path}.${key}`, out);
    }
  }
}

export async function expectJson<S extends z.ZodType>(
  response: Response,
  schema: S,
): Promise<z.output<S>> {
  const text = await response.text();
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new Error(`${response.status} answer is not JSON: ${text.slice(0, 200)}`);
  }
  const result = schema.safeParse(raw);
  if (!result.success) {
    throw new Error(
      `${response.status} answer does not match the contract: ${JSON.stringify(result.error.issues)}\n${text.slice(0, 500)}`,
    );
  }
  const extra: string[] = [];
  undescribedFields(raw, result.data, "answer", extra);
  if (extra.length) {
    throw new Error(`${response.status} answer has fields the contract lacks: ${extra.join(", ")}`);
  }
  return result.data;
}
