/**
 * What would break a real deploy, or the live app in its first hour, that the production config
 * and the client build settings show before anything is uploaded. Each problem is one line.
 */
import { siteOriginSchema } from "../../contract/site-origin.ts";
import {
  declaredNames,
  NOT_IN_PRODUCTION,
  SECRETS,
  type WorkerConfig,
} from "./production-config.ts";

export interface Findings {
  problems: string[];
  warnings: string[];
}

export interface ConfigCheckInput {
  config: WorkerConfig;
  /** Names of the worker's generated Env type (what the code can read). */
  envTypeNames: string[];
  /** The VITE_ variables the production client build sees. */
  clientEnv: Record<string, string | undefined>;
  /** Contact addresses the public text pages show until an admin edits them. */
  defaultContactEmails: string[];
}

const D1_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ACCOUNT_ID = /^[0-9a-f]{32}$/i;
/** Values the committed config or an example ships with, never a real setting. */
const PLACEHOLDER = /^(your-|replace-with|change-?me|todo\b|xxx)|\bexample\b|^0{8}-/i;
const EMAIL = /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/;
/** Reserved for documentation (RFC 2606): nobody receives mail there. */
const EXAMPLE_DOMAIN = /@(example\.(com|org|net)|[^@]*\.example|[^@]*\.test|[^@]*\.invalid)$/i;
const VIDEO_PROVIDERS = ["cloudflare", "local"];
const PLACES_PROVIDERS = ["", "census"];

const str = (value: unknown) => (typeof value === "string" ? value.trim() : "");

export function checkProductionConfig(input: ConfigCheckInput): Findings {
  const { config, clientEnv } = input;
  const problems: string[] = [];
  const warnings: string[] = [];
  const vars = (config.vars ?? {}) as Record<string, unknown>;
  const declared = declaredNames(config);
  const where = "[env.production]";
  /** Names a specific check has already reported (each problem once). */
  const reported = new Set<string>();

  for (const db of config.d1_databases ?? []) {
    const id = str(db.database_id);
    if (!D1_ID.test(id) || PLACEHOLDER.test(id)) {
      problems.push(
        `${where} D1 database ${db.binding}: database_id "${id}" is a placeholder; npm run setup:production creates the database and writes its id`,
      );
    }
  }

  // Settings with a check of their own below are left to it (one line per problem).
  const checkedBelow = ["FIREBASE_PROJECT_ID", "ADMIN_EMAILS", "SITE_ORIGIN"];
  if (str(vars.VIDEO_PROVIDER) === "cloudflare") checkedBelow.push("CLOUDFLARE_ACCOUNT_ID");
  for (const [name, value] of Object.entries(vars)) {
    if (checkedBelow.includes(name)) continue;
    if (PLACEHOLDER.test(str(value))) {
      problems.push(`${where} var ${name} = "${str(value)}" is a placeholder`);
    }
  }

  const projectId = str(vars.FIREBASE_PROJECT_ID);
  if (!projectId || PLACEHOLDER.test(projectId) || projectId.startsWith("demo-")) {
    problems.push(
      `${where} FIREBASE_PROJECT_ID "${projectId}" is ${projectId.startsWith("demo-") ? "an emulator-only demo- project" : "a placeholder"}: set your Firebase project id, or no sign-in will work`,
    );
  }

  const admins = str(vars.ADMIN_EMAILS)
    .split(",")
    .map((email) => email.trim())
    .filter(Boolean);
  const realAdmins = admins.filter((email) => EMAIL.test(email) && !EXAMPLE_DOMAIN.test(email));
  if (realAdmins.length === 0) {
    problems.push(
      `${where} ADMIN_EMAILS is ${admins.length ? `"${admins.join(",")}" (no real address)` : "empty"}: nobody could open the admin screens`,
    );
  }
  for (const email of admins.filter((email) => !realAdmins.includes(email))) {
    if (realAdmins.length) problems.push(`${where} ADMIN_EMAILS: "${email}" is not a real address`);
  }

  if (str(vars.FIREBASE_APP_CHECK) === "enforce") {
    if (!/^\d+$/.test(str(vars.FIREBASE_PROJECT_NUMBER))) {
      problems.push(
        `${where} FIREBASE_APP_CHECK=enforce needs FIREBASE_PROJECT_NUMBER (digits), or every write is refused`,
      );
    }
    if (!clientEnv.VITE_FIREBASE_APP_CHECK_SITE_KEY?.trim()) {
      problems.push(
        "FIREBASE_APP_CHECK=enforce needs the build variable VITE_FIREBASE_APP_CHECK_SITE_KEY, or every write is refused",
      );
    }
  }

  const video = str(vars.VIDEO_PROVIDER);
  if (!VIDEO_PROVIDERS.includes(video)) {
    problems.push(`${where} VIDEO_PROVIDER "${video}" is not one of ${VIDEO_PROVIDERS.join(", ")}`);
  } else if (video === "cloudflare") {
    const account = str(vars.CLOUDFLARE_ACCOUNT_ID);
    if (!ACCOUNT_ID.test(account)) {
      problems.push(
        `${where} VIDEO_PROVIDER=cloudflare needs the var CLOUDFLARE_ACCOUNT_ID (32 hex characters, got "${account}"), or every video upload fails`,
      );
    }
    if (!declared.secrets.has("CLOUDFLARE_STREAM_API_TOKEN")) {
      reported.add("CLOUDFLARE_STREAM_API_TOKEN");
      problems.push(
        `${where} VIDEO_PROVIDER=cloudflare needs CLOUDFLARE_STREAM_API_TOKEN in [env.production.secrets] required, so no deploy goes live without it`,
      );
    }
  }

  const places = str(vars.PLACES_PROVIDER).toLowerCase();
  if (!PLACES_PROVIDERS.includes(places)) {
    problems.push(
      `${where} PLACES_PROVIDER "${places}" is not a provider: "census" (keyless), or empty for the offline gazetteer; Google Places is used when the GOOGLE_PLACES_API_KEY secret is put`,
    );
  } else if (places === "" && !declared.secrets.has("GOOGLE_PLACES_API_KEY")) {
    warnings.push(
      `${where} PLACES_PROVIDER is empty: unless the GOOGLE_PLACES_API_KEY secret is put, street addresses land at their town centre`,
    );
  }

  // Without it the workers.dev address and the custom domain would both be indexed, each naming
  // itself canonical (docs/seo.md, One host).
  const siteOrigin = str(vars.SITE_ORIGIN);
  const parsedOrigin = siteOriginSchema.safeParse(siteOrigin);
  if (!siteOrigin || PLACEHOLDER.test(siteOrigin)) {
    problems.push(
      `${where} SITE_ORIGIN ${siteOrigin ? `"${siteOrigin}" is a placeholder` : "is empty"}: set the https origin the site is known by (your own domain, e.g. "https://lilights.app"), or search engines index every host the worker answers on`,
    );
  } else if (!parsedOrigin.success) {
    problems.push(`${where} ${parsedOrigin.error.issues.map((issue) => issue.message).join("; ")}`);
  }

  const mapStyle = str(vars.MAP_STYLE_URL);
  if (mapStyle && mapStyle !== "offline" && !/^https:\/\//.test(mapStyle)) {
    problems.push(`${where} MAP_STYLE_URL "${mapStyle}" is not an https URL (or "offline")`);
  }

  const secretNames = new Set([...declared.secrets, ...SECRETS.map((secret) => secret.name)]);
  for (const name of declared.vars) {
    if (secretNames.has(name)) {
      problems.push(
        `${where} ${name} is declared both as a var and as a secret: Cloudflare refuses a secret whose name a var uses; remove it from [env.production.vars]`,
      );
    }
  }

  for (const name of input.envTypeNames) {
    if (!declared.all.has(name) && !(name in NOT_IN_PRODUCTION) && !reported.has(name)) {
      problems.push(
        `${where} lacks ${name}, which the worker reads (worker-configuration.d.ts): declare the binding, var or secret`,
      );
    }
  }

  for (const name of [
    "VITE_FIREBASE_API_KEY",
    "VITE_FIREBASE_AUTH_DOMAIN",
    "VITE_FIREBASE_PROJECT_ID",
  ]) {
    if (!clientEnv[name]?.trim()) {
      problems.push(
        `build variable ${name} is not set (environment or .env.production): the app would sign in against the local Auth Emulator`,
      );
    }
  }
  const clientProject = clientEnv.VITE_FIREBASE_PROJECT_ID?.trim();
  if (clientProject && projectId && clientProject !== projectId) {
    problems.push(
      `build variable VITE_FIREBASE_PROJECT_ID "${clientProject}" differs from FIREBASE_PROJECT_ID "${projectId}": the worker would refuse every sign-in`,
    );
  }
  if (clientEnv.VITE_AUTH_EMULATOR_URL?.trim()) {
    problems.push("build variable VITE_AUTH_EMULATOR_URL is set: production must use Firebase");
  }

  const placeholders = input.defaultContactEmails.filter((email) => EXAMPLE_DOMAIN.test(email));
  if (placeholders.length) {
    warnings.push(
      `the privacy, terms and contact pages show ${placeholders.join(", ")} until an admin saves real addresses (Admin > Site content)`,
    );
  }

  return { problems, warnings };
}
