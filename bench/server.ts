import type { ChildProcess } from "node:child_process";
import { spawn } from "node:child_process";
import net from "node:net";

import { getRaw } from "./http";

export interface StartOptions {
  command: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Full URL that answers 200 once the server is ready. */
  healthUrl: string;
  /** Default 60 s. */
  timeoutMs?: number;
  /** Called with each piece of the server's output (stdout and stderr), from its start. */
  onOutput?: (chunk: string) => void;
  /** Copy the server's output to this process's stderr as it comes (otherwise only kept for errors). */
  forwardOutput?: boolean;
}

export interface RunningServer {
  pid: number;
  child: ChildProcess;
  /** The last lines the server wrote to stdout and stderr. */
  outputTail(): string;
  stop(timeoutMs?: number): Promise<void>;
}

export class ServerStartError extends Error {
  constructor(
    message: string,
    readonly outputTail: string,
  ) {
    super(outputTail ? `${message}\n--- server output (tail) ---\n${outputTail}` : message);
    this.name = "ServerStartError";
  }
}

/** Keeps the last `maxLines` lines of a stream of text chunks. */
export class LineTail {
  private lines: string[] = [];
  private partial = "";

  constructor(private readonly maxLines = 60) {}

  push(chunk: string): void {
    const parts = (this.partial + chunk).split("\n");
    this.partial = parts.pop() ?? "";
    this.lines.push(...parts);
    if (this.lines.length > this.maxLines) this.lines.splice(0, this.lines.length - this.maxLines);
  }

  toString(): string {
    return [...this.lines, ...(this.partial ? [this.partial] : [])].slice(-this.maxLines).join("\n");
  }
}

/** A port nobody listens on right now, on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === "object") resolve(address.port);
        else reject(new Error("could not get a free port"));
      });
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (hasExited(child)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.off("exit", onExit);
      resolve(false);
    }, timeoutMs);
    const onExit = () => {
      clearTimeout(timer);
      resolve(true);
    };
    child.once("exit", onExit);
  });
}

/** Every server this process started and has not stopped yet, for the emergency exit hook. */
const running = new Set<ChildProcess>();

/** Last resort when the bench dies: kill by PID whatever it started (synchronous, no waiting). */
export function killAllStartedServers(): void {
  for (const child of running) {
    if (!hasExited(child) && child.pid !== undefined) {
      try {
        process.kill(child.pid, "SIGKILL");
      } catch {
        // already gone
      }
    }
  }
  running.clear();
}

/**
 * Start a server process and resolve once `healthUrl` answers 200. Rejects with the server's
 * output tail if it exits first or is not healthy within the timeout (and then stops it).
 */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { timeoutMs = 60_000 } = options;
  const tail = new LineTail();
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  if (child.pid === undefined) {
    const error = await new Promise<Error>((resolve) => child.once("error", resolve));
    throw new ServerStartError(`could not start ${options.command}: ${error.message}`, "");
  }
  running.add(child);
  const pid = child.pid;
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding("utf8");
    stream?.on("data", (chunk: string) => {
      tail.push(chunk);
      options.onOutput?.(chunk);
      if (options.forwardOutput) process.stderr.write(chunk);
    });
  }

  const stop = async (stopTimeoutMs = 10_000) => {
    if (!hasExited(child)) {
      try {
        process.kill(pid, "SIGTERM");
      } catch {
        // already gone
      }
      if (!(await waitForExit(child, stopTimeoutMs))) {
        try {
          process.kill(pid, "SIGKILL");
        } catch {
          // already gone
        }
        await waitForExit(child, 5_000);
      }
    }
    running.delete(child);
  };

  const deadline = Date.now() + timeoutMs;
  let lastProblem = "no answer yet";
  while (Date.now() < deadline) {
    if (hasExited(child)) {
      running.delete(child);
      const how = child.exitCode !== null ? `exit code ${child.exitCode}` : `signal ${child.signalCode}`;
      throw new ServerStartError(`server exited before it was healthy (${how})`, tail.toString());
    }
    try {
      const response = await getRaw(options.healthUrl, { timeoutMs: 2_000 });
      if (response.status === 200) return { pid, child, outputTail: () => tail.toString(), stop };
      lastProblem = `${options.healthUrl} answered ${response.status}`;
    } catch (error) {
      lastProblem = (error as Error).message;
    }
    await sleep(200);
  }
  await stop(5_000);
  throw new ServerStartError(
    `server did not become healthy within ${Math.round(timeoutMs / 1000)} s (last: ${lastProblem})`,
    tail.toString(),
  );
}
