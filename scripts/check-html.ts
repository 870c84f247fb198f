/**
 * html-validate over the HTML users get: the pages the build prerendered (dist/client/*.html)
 * and the pages the worker builds (the landing, a house page and the popular tours list, fetched
 * from the running browser-test server). Rules are .htmlvalidate.json: everything recommended except style
 * (attribute spelling React chooses, inline style). Exit 1 on any finding.
 *
 *   node scripts/check-html.ts [client build dir]   after the browser tests' build, with their
 *                                                   server up (default dir: dist/client)
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { HtmlValidate, type Report } from "html-validate";
import { APP_URL } from "../e2e/ports.ts";
import { ROOT } from "./lib/services.ts";

const CLIENT_DIR = path.resolve(ROOT, process.argv[2] ?? "dist/client");
const config = JSON.parse(readFileSync(path.join(ROOT, ".htmlvalidate.json"), "utf8"));
const validator = new HtmlValidate(config);

/**
 * The worker's pages: the landing, the page of the first house the API lists, and the popular
 * tours list (its first paint is written in the worker, decision 363).
 */
async function workerPages(): Promise<{ name: string; html: string }[]> {
  const list = (await (await fetch(`${APP_URL}/api/houses?limit=1`)).json()) as {
    houses: { id: number }[];
  };
  const house = list.houses[0];
  if (!house) throw new Error("no house to render: the browser-test server has no demo data");
  const paths = ["/", `/house/${house.id}`, "/tours/popular"];
  return Promise.all(
    paths.map(async (pagePath) => {
      const response = await fetch(`${APP_URL}${pagePath}`, { headers: { Accept: "text/html" } });
      if (!response.ok) throw new Error(`${pagePath}: ${response.status}`);
      return { name: `worker ${pagePath}`, html: await response.text() };
    }),
  );
}

/** Every .html file of the client build (the prerendered pages and the shells). */
function prerenderedPages() {
  return readdirSync(CLIENT_DIR, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".html"))
    .map((name) => ({
      name: path.relative(ROOT, path.join(CLIENT_DIR, name)),
      html: readFileSync(path.join(CLIENT_DIR, name), "utf8"),
    }));
}

function print(name: string, report: Report) {
  for (const result of report.results) {
    for (const message of result.messages) {
      console.error(
        `${name}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`,
      );
    }
  }
}

const pages = [...prerenderedPages(), ...(await workerPages())];
let problems = 0;
for (const page of pages) {
  const report = await validator.validateString(page.html, page.name);
  if (!report.valid) {
    print(page.name, report);
    problems += report.errorCount + report.warningCount;
  }
}
console.log(`html-validate: ${pages.length} pages, ${problems} problem(s)`);
process.exit(problems === 0 ? 0 : 1);
