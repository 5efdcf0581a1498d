import { fork, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { HttpEvent, HttpResult } from "../lambda/events";
import { bundleLambdaIfStale, LAMBDA_DIR } from "../scripts/build-lambda.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
export const LAMBDA_BUNDLE = path.join(ROOT, LAMBDA_DIR, "handler.mjs");

export interface LambdaInstance {
  /** How long importing the function took (the settings, the build, the static file list). */
  importMs: number;
  /** Invokes the handler with `event` as API Gateway would, and gives its result. */
  invoke(event: HttpEvent): Promise<HttpResult>;
  stop(): Promise<void>;
}

/**
 * The built function (build/lambda, bundled again first when older than its sources: `npm run
 * build` empties build/) started in a process of its own with `env` as its whole environment, as a
 * new Lambda instance is. Rejects with the function's own message when its start fails.
 */
export async function startLambdaInstance(env: Record<string, string>): Promise<LambdaInstance> {
  await bundleLambdaIfStale();
  const environment: Record<string, string | undefined> = { PATH: process.env.PATH, HOME: process.env.HOME, ...env };
  const child = fork(fileURLToPath(new URL("./lambda-runtime.mjs", import.meta.url)), [LAMBDA_BUNDLE], {
    env: environment as NodeJS.ProcessEnv,
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const pending = new Map<number, { resolve: (result: HttpResult) => void; reject: (error: Error) => void }>();
  let next = 0;

  const importMs = await new Promise<number>((resolve, reject) => {
    child.once("message", (message: { type: string; importMs?: number; message?: string }) => {
      if (message.type === "ready") resolve(message.importMs!);
      else reject(new Error(message.message));
    });
    child.once("exit", (code) => reject(new Error(`the function's process exited (${code}) before starting:\n${output}`)));
  });
  child.on("message", (message: { id: number; result?: HttpResult; error?: string }) => {
    const call = pending.get(message.id);
    pending.delete(message.id);
    if (message.error !== undefined) call?.reject(new Error(`the function failed: ${message.error}\n${output}`));
    else call?.resolve(message.result!);
  });

  return {
    importMs,
    invoke(event) {
      const id = next++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        child.send({ id, event });
      });
    },
    stop: () => stopChild(child),
  };
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}
