/**
 * docs/decisions/ holds one decision per file, `NNN-title.md` with the heading `# NNN. Title`, and
 * its README.md lists every one: a decision nobody can find from the index is as good as lost,
 * and two files with one number make "decision 061" ambiguous.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const DIRECTORY = path.resolve(import.meta.dirname, "../../docs/decisions");
const files = readdirSync(DIRECTORY).filter((name) => name !== "README.md");
const index = readFileSync(path.join(DIRECTORY, "README.md"), "utf8");

describe("docs/decisions", () => {
  it("names every file NNN-title.md and heads it '# NNN. Title'", () => {
    for (const name of files) {
      expect(name).toMatch(/^\d{3}-[a-z0-9-]+\.md$/);
      const heading = readFileSync(path.join(DIRECTORY, name), "utf8").split("\n")[0];
      expect(heading, name).toMatch(new RegExp(`^# ${name.slice(0, 3)}\\. \\S`));
    }
  });

  it("gives each number to one decision", () => {
    const numbers = files.map((name) => name.slice(0, 3));
    expect(numbers.filter((number, i) => numbers.indexOf(number) !== i)).toEqual([]);
  });

  it("lists every decision in the index, and only those", () => {
    const linked = [...index.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)].map((match) => match[1]);
    expect([...linked].sort()).toEqual([...files].sort());
  });
});
