/**
 * A big body the worker refuses without reading it all never breaks the next request: on the
 * local servers (Vite's bridge to workerd, in `vite dev` and `vite preview` alike) the request
 * after a refused 3 MB body, on the same kept-alive connection, was often a 500 HTML page
 * "fetch failed" (decision 382).
 */
import http from "node:http";
import { expect, test } from "./fixtures";
import { APP_URL, idTokenFor } from "./support";

/** Demo house 1 (seed/demo.sql): a page the worker answers itself. */
const QUINN_PATH = "/house/freeport/10-washington-ave";

interface Answer {
  status: number;
  contentType: string;
  body: string;
  /** The client's port of the connection the answer came on. */
  localPort: number | undefined;
}

function send(
  agent: http.Agent,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Answer> {
  const url = new URL(path, APP_URL);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method,
        agent,
        headers: body ? { ...headers, "Content-Length": String(Buffer.byteLength(body)) } : headers,
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          text += chunk;
        });
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            contentType: response.headers["content-type"] ?? "",
            body: text.slice(0, 200),
            localPort: request.socket?.localPort,
          }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    if (body) request.write(body);
    request.end();
  });
}

test("after a refused 3 MB body the next request on the same connection is answered", async ({
  account,
}) => {
  test.setTimeout(120_000);
  const token = await idTokenFor(account.email, account.password);
  const big = JSON.stringify({ name: "x".repeat(3 * 1024 * 1024), stopIds: [] });
  // One connection, kept alive: every request goes on the same socket while it stays open.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const json = { "Content-Type": "application/json", Authorization: `Bearer ${token}` };
  const refusals: Array<[string, Record<string, string>]> = [
    // Refused before the body is read: no Upload-Length (tus).
    ["/api/video-uploads", json],
    // Refused before the body is read: no token.
    ["/api/tours", { "Content-Type": "application/json" }],
    // Read and refused (the name is too long), or refused as a body too large.
    ["/api/tours", json],
    // A page: no POST there.
    [QUINN_PATH, json],
  ];
  const seen: string[] = [];
  try {
    // A few rounds: the broken next request came often, not every time.
    for (let round = 0; round < 5; round++) {
      for (const [path, headers] of refusals) {
        const refused = await send(agent, "POST", path, headers, big);
        expect(refused.status, `${path}: ${refused.body}`).toBeGreaterThanOrEqual(400);
        expect(refused.status, `${path}: ${refused.body}`).toBeLessThan(500);
        const next = await send(agent, "GET", "/api/health");
        seen.push(
          `${path} -> ${refused.status}, next: ${next.status} ${next.contentType.split(";")[0]}` +
            `${next.localPort === refused.localPort ? "" : " (new connection)"}`,
        );
      }
    }
  } finally {
    agent.destroy();
  }
  expect(seen).toEqual(seen.map((line) => line.replace(/next: .*$/, "next: 200 application/json")));
});
