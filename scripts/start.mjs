// `npm start`: one command for a newcomer. Builds the storefront when the build is missing or older
// than its sources, then starts the server; the embedded engine creates and seeds its database on
// first start.
import { spawn } from "node:child_process";
import { buildIfStale } from "./build-if-stale.mjs";

if (!buildIfStale()) process.exit(1);

const server = spawn(process.execPath, ["--import", "tsx", "server.ts"], { stdio: "inherit", env: process.env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
