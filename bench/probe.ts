/**
 * `npm run probe`: the hardening probes of issue 15, re-runnable. Builds (unless `--no-build`),
 * starts production servers on 127.0.0.1 (a fresh embedded shop with the write limit off, one with
 * the default limits, one whose backend accepts connections and never answers), attacks them the way
 * a bot or a bad network would, stops them and prints one JSON summary on stdout:
 *
 * - fuzz: odd POSTs (JSON, XML, text, no type, multipart without a boundary, broken and huge forms)
 *   to every form route; how many answered 5xx (goal 0);
 * - rateLimit: writes and card submissions with a new X-Forwarded-For each time; how many got
 *   through beyond the limit (goal 0);
 * - lockout: wrong passwords on the sign-in form and through generateCustomerToken until refused;
 *   whether the right password then still signs in;
 * - hungBackend: the slowest answer of pages and posts when the backend never answers;
 * - aliasAttack: 1,000 aliases of a product search on /graphql, and the longest /healthz answer
 *   meanwhile (how long the event loop froze);
 * - thaiPages: NUL bytes and invalid UTF-8 on Thai pages (goal 0);
 * - slowClients: sockets sending a header line every 2 s, still open after 20 s.
 *
 * Everything targets 127.0.0.1 and stops by itself (a few minutes). Progress goes to stderr.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { freePort, killAllStartedServers, startServer, type RunningServer } from "./server";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const log = (message: string) => process.stderr.write(`[probe] ${message}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const DEMO = { email: "somchai@example.com", password: "Baansuan#2026" };
const FORM_ROUTES = [
  "cart",
  "checkout",
  "sign-in",
  "sign-out",
  "create-account",
  "forgot-password",
  "customer/account/createPassword",
  "account-information",
  "address-book",
  "communications",
  "gift-cards",
  "saved-payments",
  "wishlist",
];

interface Shop {
  url: string;
  server: RunningServer;
  dataDir: string;
}

async function startShop(name: string, env: Record<string, string>): Promise<Shop> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `probe-${name}-`));
  const server = await startServer({
    command: process.execPath,
    args: ["--import", "tsx", "server.ts"],
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      SESSION_SECRET: randomBytes(32).toString("hex"),
      ...env,
    },
    healthUrl: `http://127.0.0.1:${port}/healthz`,
    timeoutMs: 120_000,
  });
  log(`${name} shop on http://127.0.0.1:${port}`);
  return { url: `http://127.0.0.1:${port}`, server, dataDir };
}

async function stopShop(shop: Shop): Promise<void> {
  await shop.server.stop();
  rmSync(shop.dataDir, { recursive: true, force: true });
}

async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await run();
  return { ms: Math.round(performance.now() - started), value };
}

/** The odd bodies a fuzzer sends a form route: content type and body, each a function of the round. */
function oddPost(round: number): { contentType?: string; body: string | Blob } {
  const junk = randomBytes(16 + (round % 200)).toString("base64");
  const cases: Array<() => { contentType?: string; body: string | Blob }> = [
    () => ({ contentType: "application/json", body: JSON.stringify({ intent: "add", sku: junk, quantity: round }) }),
    () => ({ contentType: "application/json", body: "{not json" }),
    () => ({ contentType: "text/plain", body: `intent=add&sku=${junk}` }),
    () => ({ contentType: "application/xml", body: `<?xml version="1.0"?><a>${junk}</a>` }),
    () => ({ body: `intent=add&sku=${junk}` }),
    () => ({ contentType: "multipart/form-data", body: `--x\r\nContent-Disposition: form-data; name="intent"\r\n\r\nadd\r\n--x--` }),
    () => ({ contentType: "multipart/form-data; boundary=zz", body: `garbage ${junk}` }),
    () => ({ contentType: "application/x-www-form-urlencoded", body: `intent=%zz&sku=%E0%B8&quantity=${"9".repeat(400)}` }),
    () => ({ contentType: "application/x-www-form-urlencoded", body: Array.from({ length: 300 }, (_, i) => `intent=${i}&email=${junk}`).join("&") }),
    () => ({ contentType: "application/x-www-form-urlencoded", body: `intent=${["add", "update", "remove", "apply-coupon", "place-order", "save", "delete", "check", "redeem"][round % 9]}&${junk}=1` }),
    () => ({ contentType: "application/x-www-form-urlencoded", body: new Blob([crypto.getRandomValues(new Uint8Array(64))]) }),
    () => ({ contentType: "application/x-www-form-urlencoded", body: `email=${"a".repeat(5000)}@x.co&password=${junk}` }),
    () => ({ contentType: "application/octet-stream", body: new Blob([crypto.getRandomValues(new Uint8Array(256))]) }),
    () => ({ contentType: "application/x-www-form-urlencoded; charset=utf-16", body: `intent=add` }),
  ];
  return cases[round % cases.length]!();
}

async function fuzz(shop: Shop, total: number) {
  const statuses = new Map<number, number>();
  const fiveHundreds: string[] = [];
  let sent = 0;
  const worker = async () => {
    while (sent < total) {
      const round = sent++;
      const route = FORM_ROUTES[round % FORM_ROUTES.length];
      const store = round % 2 ? "en" : "th";
      const { contentType, body } = oddPost(Math.floor(round / FORM_ROUTES.length));
      const headers: Record<string, string> = {};
      if (contentType) headers["Content-Type"] = contentType;
      let status = 0;
      try {
        const response = await fetch(`${shop.url}/${store}/${route}${round % 7 === 0 ? "?index&_data=routes%2F%24store.cart" : ""}`, {
          method: "POST",
          headers,
          body,
          redirect: "manual",
        });
        status = response.status;
        await response.arrayBuffer();
      } catch {
        status = -1;
      }
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status >= 500 && fiveHundreds.length < 10) fiveHundreds.push(`${status} ${route} ${contentType ?? "(no type)"}`);
    }
  };
  const { ms } = await timed(() => Promise.all(Array.from({ length: 8 }, worker)));
  return {
    sent: total,
    fiveXX: [...statuses].filter(([status]) => status >= 500).reduce((sum, [, count]) => sum + count, 0),
    failedToAnswer: statuses.get(-1) ?? 0,
    statuses: Object.fromEntries([...statuses].sort(([a], [b]) => a - b)),
    examples: fiveHundreds,
    seconds: Math.round(ms / 100) / 10,
  };
}

async function rateLimitBypass(shop: Shop) {
  const post = async (url: string, body: string, address: string) => {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": address },
      body,
      redirect: "manual",
    });
    await response.arrayBuffer();
    return response.status;
  };
  // Cards first: every card submission is also a write, and the write limit must not hide the card limit.
  let cardsAccepted = 0;
  for (let i = 0; i < 40; i++) {
    const status = await post(`${shop.url}/gateway/tokens`, "number=4000000000000002&exp_month=12&exp_year=2030&cvc=123", `198.51.100.${i}`);
    if (status !== 429) cardsAccepted++;
  }
  let writesAccepted = 0;
  for (let i = 0; i < 200; i++) {
    if ((await post(`${shop.url}/th/cart`, "intent=add&sku=NOPE&quantity=1", `203.0.113.${i % 250}`)) !== 429) writesAccepted++;
  }
  return {
    // The card posts above count as writes too.
    writes: { sent: 200, limit: 120, accepted: writesAccepted, bypasses: Math.max(0, writesAccepted + cardsAccepted - 120) },
    cards: { sent: 40, limit: 20, accepted: cardsAccepted, bypasses: Math.max(0, cardsAccepted - 20) },
  };
}

async function lockout(shop: Shop) {
  const form = async (password: string) => {
    const response = await fetch(`${shop.url}/en/sign-in`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: DEMO.email, password }),
      redirect: "manual",
    });
    const text = await response.text();
    return { status: response.status, throttled: response.status === 429 || /Too many failed sign-in attempts/.test(text) };
  };
  let formFailures = 0;
  while (formFailures < 40 && !(await form(`wrong-${formFailures}`)).throttled) formFailures++;
  const formRightPassword = await form(DEMO.password);

  const token = async (email: string, password: string) => {
    const response = await fetch(`${shop.url}/graphql`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Store: "en" },
      body: JSON.stringify({ query: "mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }", variables: { e: email, p: password } }),
    });
    return (await response.json()) as { data?: { generateCustomerToken?: { token?: string } | null }; errors?: Array<{ message: string }> };
  };
  // Another demo account (the form's attempts above count against somchai's).
  const victim = { email: `probe-${Date.now()}@example.com`, password: "Baansuan#2026" };
  await fetch(`${shop.url}/graphql`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Store: "en" },
    body: JSON.stringify({
      query: `mutation { createCustomerV2(input: { firstname: "Probe", lastname: "Test", email: "${victim.email}", password: "${victim.password}" }) { customer { email } } }`,
    }),
  });
  const messages = new Map<string, number>();
  for (let i = 0; i < 30; i++) {
    const answer = await token(victim.email, `wrong-${i}`);
    const message = answer.errors?.[0]?.message ?? "(signed in)";
    messages.set(message, (messages.get(message) ?? 0) + 1);
  }
  const graphqlRightPassword = await token(victim.email, victim.password);
  return {
    signInForm: { failuresBeforeRefused: formFailures, rightPasswordThen: formRightPassword.throttled ? "refused" : `answered ${formRightPassword.status}` },
    generateCustomerToken: {
      wrongPasswords: 30,
      messages: Object.fromEntries(messages),
      rightPasswordThen: graphqlRightPassword.data?.generateCustomerToken?.token ? "signed in" : (graphqlRightPassword.errors?.[0]?.message ?? "refused"),
    },
  };
}

async function hungBackend(timeoutMs: number) {
  const port = await freePort();
  const sockets = new Set<net.Socket>();
  const blackHole = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("error", () => undefined);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => blackHole.listen(port, "127.0.0.1", resolve));
  const shop = await startShop("hung", { MAGENTO_URL: `http://127.0.0.1:${port}`, MAGENTO_TIMEOUT_MS: String(timeoutMs) });
  try {
    const answers: Array<{ what: string; status: number; ms: number }> = [];
    const ask = async (what: string, init?: RequestInit) => {
      const [method, pathname] = what.split(" ") as [string, string];
      const { ms, value } = await timed(async () => {
        const response = await fetch(`${shop.url}${pathname}`, { method, redirect: "manual", ...init });
        await response.arrayBuffer();
        return response.status;
      });
      answers.push({ what, status: value, ms });
    };
    const form = { "Content-Type": "application/x-www-form-urlencoded" };
    await ask("GET /th");
    await ask("GET /th");
    await ask("GET /en/clothing/women.html");
    await ask("GET /th/cart");
    await ask("POST /th/cart", { headers: form, body: "intent=add&sku=X&quantity=1" });
    await ask("POST /en/sign-in", { headers: form, body: "email=a%40b.co&password=secret-123" });
    return { timeoutMs, slowestMs: Math.max(...answers.map((answer) => answer.ms)), answers };
  } finally {
    await stopShop(shop);
    for (const socket of sockets) socket.destroy();
    blackHole.close();
  }
}

async function aliasAttack(shop: Shop) {
  // Compact, so that it fits under a body cap and reaches the GraphQL limits themselves (~50 KB).
  const query = `{${Array.from({ length: 1000 }, (_, i) => `a${i}:products(search:"shirt"){total_count}`).join(" ")}}`;
  let longestHealthMs = 0;
  let attacking = true;
  const pinger = (async () => {
    while (attacking) {
      const { ms } = await timed(async () => (await fetch(`${shop.url}/healthz`)).arrayBuffer());
      longestHealthMs = Math.max(longestHealthMs, ms);
      await sleep(5);
    }
  })();
  await sleep(50);
  const { ms, value } = await timed(async () => {
    const response = await fetch(`${shop.url}/graphql`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Store: "en" },
      body: JSON.stringify({ query }),
    });
    const body = (await response.json().catch(() => null)) as { errors?: Array<{ message: string }> } | null;
    return { status: response.status, error: body?.errors?.[0]?.message ?? null };
  });
  attacking = false;
  await pinger;
  return { aliases: 1000, answeredMs: ms, status: value.status, error: value.error, longestHealthzMs: longestHealthMs };
}

async function thaiPages(shop: Shop) {
  const pages = ["/th", "/th/clothing/women.html", "/th/organic-cotton-t-shirt.html", "/th/search.html?query=%E0%B8%9C%E0%B9%89%E0%B8%B2", "/th/blog", "/th/sign-in", "/th/cart", "/th/create-account"];
  const found: Record<string, { nul: number; validUtf8: boolean; status: number }> = {};
  for (const page of pages) {
    const response = await fetch(`${shop.url}${page}`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    let validUtf8 = true;
    try {
      new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    } catch {
      validUtf8 = false;
    }
    found[page] = { nul: bytes.filter((byte) => byte === 0).length, validUtf8, status: response.status };
  }
  return { pages: found, nulBytes: Object.values(found).reduce((sum, page) => sum + page.nul, 0) };
}

async function slowClients(shop: Shop, count: number, seconds: number) {
  const { port } = new URL(shop.url);
  const sockets: net.Socket[] = [];
  let closed = 0;
  for (let i = 0; i < count; i++) {
    const socket = net.connect(Number(port), "127.0.0.1");
    socket.on("error", () => undefined);
    socket.on("close", () => closed++);
    socket.write("GET /th HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    sockets.push(socket);
  }
  const drip = setInterval(() => {
    for (const socket of sockets) if (!socket.destroyed) socket.write(`X-Drip-${Date.now()}: 1\r\n`);
  }, 2_000);
  await sleep(seconds * 1000);
  clearInterval(drip);
  const normal = await fetch(`${shop.url}/healthz`).then((response) => response.status);
  const closedByServer = closed;
  for (const socket of sockets) socket.destroy();
  return { sockets: count, afterSeconds: seconds, stillOpen: count - closedByServer, closedByServer, normalRequestMeanwhile: normal };
}

async function main() {
  const build = !process.argv.includes("--no-build");
  if (build) {
    log("building: npm run build");
    await new Promise<void>((resolve, reject) => {
      const child = spawn("npm", ["run", "build"], { cwd: ROOT, stdio: ["ignore", process.stderr, process.stderr] });
      child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`npm run build failed (${code})`))));
    });
  }
  const summary: Record<string, unknown> = { date: new Date().toISOString(), node: process.version, cpus: os.cpus().length };

  const open = await startShop("open", { RATE_LIMIT_WRITES_PER_MINUTE: "0", RATE_LIMIT_CARDS_PER_HOUR: "0" });
  try {
    log("Thai pages");
    summary.thaiPages = await thaiPages(open);
    log("fuzz: 10,000 odd posts");
    summary.fuzz = await fuzz(open, 10_000);
    log("lockout");
    summary.lockout = await lockout(open);
    log("alias attack");
    summary.aliasAttack = await aliasAttack(open);
    log("slow clients: 300 sockets for 20 s");
    summary.slowClients = await slowClients(open, 300, 20);
  } finally {
    await stopShop(open);
  }

  const limited = await startShop("limited", {});
  try {
    log("rate limits with a new X-Forwarded-For each time");
    summary.rateLimit = await rateLimitBypass(limited);
  } finally {
    await stopShop(limited);
  }

  log("a backend that never answers (MAGENTO_TIMEOUT_MS=2000)");
  summary.hungBackend = await hungBackend(2_000);

  process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
}

main().catch((error: unknown) => {
  killAllStartedServers();
  log(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
