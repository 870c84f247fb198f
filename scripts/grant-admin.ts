/**
 * `npm run admin:grant`: makes the account with one e-mail address an admin, for the case the
 * ADMIN_EMAILS rule cannot cover. That rule grants admin only when the user row is created and
 * only for a verified address (worker/db/users.ts); the app sends no verification e-mail, so an
 * owner who signed up with e-mail and password never qualifies. Signing in with Google under an
 * ADMIN_EMAILS address is the usual way (docs/deploy.md, The first admin); this is the other.
 *
 *   npm run admin:grant -- owner@example.org                  local database (npm start's state)
 *   npm run admin:grant -- owner@example.org --remote         production database
 *
 * Options: --state-dir <dir> (local state, default .wrangler/state), --env <name> (the
 * environment of --remote, default production). The account must have signed in once (its row
 * is written then); an address with no row is refused and nothing changes.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { parseArgs } from "node:util";
import { z } from "zod";
import { ROOT, TOOL_ENV } from "./lib/services.ts";

const USAGE = `Usage: npm run admin:grant -- <e-mail> [--remote] [--env production] [--state-dir .wrangler/state]`;

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    remote: { type: "boolean", default: false },
    env: { type: "string", default: "production" },
    "state-dir": { type: "string", default: ".wrangler/state" },
    help: { type: "boolean", default: false },
  },
});

function fail(message: string): never {
  console.error(`admin:grant: ${message}`);
  process.exit(1);
}

if (options.help) {
  console.log(USAGE);
  process.exit(0);
}
if (positionals.length !== 1) fail(`name one e-mail address\n${USAGE}`);
const parsed = z.email().safeParse(positionals[0]!.trim());
if (!parsed.success) fail(`"${positionals[0]}" is not an e-mail address`);
const email = parsed.data;

const stateDir = path.resolve(ROOT, options["state-dir"]);
/**
 * Always wrangler.toml itself: after a production build wrangler would otherwise follow the
 * Vite plugin's pointer (.wrangler/deploy/config.json) to the built config.
 */
const target = [
  "--config",
  path.join(ROOT, "wrangler.toml"),
  ...(options.remote ? ["--remote", "--env", options.env] : ["--local", "--persist-to", stateDir]),
];
const where = options.remote
  ? `the remote database DB (--env ${options.env})`
  : `the local database under ${stateDir}`;

interface UserRow {
  id: string;
  email: string;
  is_admin: number;
  created_at: number;
}

/** Runs SQL in the target database; the rows of its last statement. */
function execute(sql: string): UserRow[] {
  const result = spawnSync(
    path.join(ROOT, "node_modules/.bin/wrangler"),
    ["d1", "execute", "DB", ...target, "--json", "--command", sql],
    { cwd: ROOT, env: TOOL_ENV, encoding: "utf8" },
  );
  if (result.status !== 0) {
    // With --json wrangler puts its own error in the output, and only warnings on stderr.
    const said = /"text":\s*("(?:[^"\\]|\\.)*")/.exec(result.stdout)?.[1];
    const reason = said ? (JSON.parse(said) as string) : result.stderr || result.stdout;
    fail(`wrangler d1 execute failed (exit ${result.status}):\n${reason}`);
  }
  const answers = JSON.parse(result.stdout) as Array<{ results: UserRow[] }>;
  return answers.at(-1)?.results ?? [];
}

// wrangler's --command takes no bound parameters: the address goes in as an SQL string literal,
// its quotes doubled (an address may hold an apostrophe: o'neil@example.org).
const literal = `'${email.replaceAll("'", "''")}'`;
// Firebase keeps an address's case as typed; people do not.
const matches = `lower(email) = lower(${literal})`;
const columns = "id, email, is_admin, created_at";

const found = execute(`SELECT ${columns} FROM users WHERE ${matches} ORDER BY created_at`);
if (found.length === 0) {
  fail(
    `no account with the e-mail address ${email} in ${where}. The row is written at the account's first sign-in: sign in to the app with that address once, then run this again.`,
  );
}
const granted = execute(
  `UPDATE users SET is_admin = 1, updated_at = unixepoch('subsec') * 1000 WHERE ${matches}; SELECT ${columns} FROM users WHERE ${matches} ORDER BY created_at`,
);
for (const row of granted) {
  const before = found.find((f) => f.id === row.id)?.is_admin ? "was already admin" : "now admin";
  console.log(
    `${row.email} (uid ${row.id}, first signed in ${new Date(row.created_at).toISOString()}): ${before}`,
  );
}
console.log(
  `Check that the uid above is the account you created (Firebase console > Authentication > Users). The admin pages open for it after a page reload.`,
);
