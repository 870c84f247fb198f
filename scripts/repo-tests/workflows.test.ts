/**
 * The GitHub workflows are valid (checked against GitHub's workflow schema by action-validator)
 * and do what the README and docs/deploy.md promise: CI installs from the lockfile and runs every
 * test; once CI has passed for a push to main, the deploy runs on that same commit (never on the
 * push itself, which would not wait for the tests): the deploy check, the production database's
 * migrations and the deploy, with every secret it reads documented.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { validateWorkflow } from "@action-validator/core";
import { describe, expect, it } from "vitest";
import { CHROMIUM_PACKAGE } from "../../e2e/chromium.ts";
import { PRODUCTION_BUILD_CONFIG } from "../deploy/production-config.ts";

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

  it("deploys only a commit of main whose CI passed, and that same commit", () => {
    const workflow = read("deploy.yml");
    const ciName = /^name: (.+)$/m.exec(read("ci.yml"))?.[1];
    const trigger = workflow.slice(workflow.indexOf("\non:"), workflow.indexOf("\npermissions:"));
    // A push trigger would migrate and deploy a commit whose tests have not run (or failed).
    expect(trigger).not.toMatch(/^\s+(push|pull_request\w*):/m);
    expect(trigger).toMatch(
      new RegExp(
        `workflow_run:\\n\\s+workflows: \\[${ciName}\\]\\n\\s+types: \\[completed\\]\\n\\s+branches: \\[main\\]`,
      ),
    );
    expect(trigger).toMatch(/^\s+workflow_dispatch:/m);
    // The job runs for a passed run of a push only (not a fork's pull request named main)...
    expect(workflow).toMatch(/github\.event\.workflow_run\.conclusion == 'success'/);
    expect(workflow).toMatch(/github\.event\.workflow_run\.event == 'push'/);
    // ...on the commit CI tested, not main's head at the time it starts.
    expect(workflow).toMatch(
      /uses: actions\/checkout@v4\n\s+with:\n\s+ref: \$\{\{ github\.event\.workflow_run\.head_sha \|\| github\.sha \}\}/,
    );
    // One deploy at a time, never cancelled half-way.
    expect(workflow).toMatch(
      /concurrency:\n\s+group: deploy-production\n\s+cancel-in-progress: false/,
    );
  });

  it("the deploy checks, migrates and deploys, in that order", () => {
    const workflow = read("deploy.yml");
    const commands = runCommands(workflow);
    const order = [
      /^npm ci\b/,
      /^npm run deploy:check\b/,
      /^npx wrangler d1 migrations apply DB --remote --env production\b/,
      /^npx wrangler deploy\b/,
    ].map((step) => commands.findIndex((command) => step.test(command)));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // The checked build, by its own config: a bare `wrangler deploy` follows a pointer that any
    // later build moves (deploy-check.test.ts checks the path holds production's config).
    expect(commands.at(-1)).toBe(`npx wrangler deploy --config ${PRODUCTION_BUILD_CONFIG}`);
    // The same command by hand, where the docs give it.
    for (const doc of ["README.md", "docs/deploy.md"]) {
      const text = readFileSync(path.join(ROOT, doc), "utf8");
      expect(text, doc).toContain(`\nnpx wrangler deploy --config ${PRODUCTION_BUILD_CONFIG}\n`);
      expect(text, doc).not.toMatch(/^npx wrangler deploy$/m);
    }
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
