/**
 * The GitHub workflows are valid (checked against GitHub's workflow schema by action-validator)
 * and do what the README and docs/deploy.md promise: CI installs from the lockfile and runs every
 * test; a push to main runs the deploy check, migrates the production database and deploys, with
 * every secret it reads documented.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { validateWorkflow } from "@action-validator/core";
import { describe, expect, it } from "vitest";
import { CHROMIUM_PACKAGE } from "../../e2e/chromium.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const WORKFLOWS = path.join(ROOT, ".github/workflows");
const read = (file: string) => readFileSync(path.join(WORKFLOWS, file), "utf8");

/** The `run:` commands of a workflow, in order. */
const runCommands = (workflow: string) =>
  [...workflow.matchAll(/^\s+run: (.+)$/gm)].map((m) => m[1]!.trim());

describe("GitHub workflows", () => {
  const files = readdirSync(WORKFLOWS).filter((file) => /\.ya?ml$/.test(file));

  it("are ci.yml and deploy.yml", () => {
    expect(files.sort()).toEqual(["ci.yml", "deploy.yml"]);
  });

  it.each(files)("%s passes the workflow validator", (file) => {
    expect(validateWorkflow(read(file)).errors).toEqual([]);
  });

  it("the validator catches a broken workflow", () => {
    const broken = "on: push\njobs:\n  test:\n    runs-on: ubuntu-latest\n    stepz: []\n";
    expect(validateWorkflow(broken).errors).not.toEqual([]);
  });

  it("CI installs from the lockfile and runs every test, with the browser tests' Chromium", () => {
    const commands = runCommands(read("ci.yml"));
    expect(commands).toEqual(
      expect.arrayContaining([expect.stringMatching(/^npm ci\b/), "npm test"]),
    );
    const installsBrowser = new RegExp(`apt-get install .*\\b${CHROMIUM_PACKAGE}\\b`);
    expect(commands.some((command) => installsBrowser.test(command))).toBe(true);
    expect(commands.findIndex((c) => c.startsWith("npm ci"))).toBeLessThan(
      commands.indexOf("npm test"),
    );
  });

  it("a push to main checks, migrates and deploys, in that order", () => {
    const workflow = read("deploy.yml");
    expect(workflow).toMatch(/on:\n\s+push:\n\s+branches: \[main\]/);
    const commands = runCommands(workflow);
    const order = [
      /^npm ci\b/,
      /^npm run deploy:check\b/,
      /^npx wrangler d1 migrations apply DB --remote --env production\b/,
      /^npx wrangler deploy\b/,
    ].map((step) => commands.findIndex((command) => step.test(command)));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it("every secret the deploy reads is documented in docs/deploy.md", () => {
    const secrets = [...read("deploy.yml").matchAll(/\$\{\{\s*secrets\.([A-Z0-9_]+)\s*\}\}/g)].map(
      (m) => m[1]!,
    );
    expect(secrets).toEqual(
      expect.arrayContaining([
        "CLOUDFLARE_API_TOKEN",
        "CLOUDFLARE_ACCOUNT_ID",
        "VITE_FIREBASE_API_KEY",
      ]),
    );
    const doc = readFileSync(path.join(ROOT, "docs/deploy.md"), "utf8");
    expect(secrets.filter((name) => !doc.includes(`\`${name}\``))).toEqual([]);
  });
});
