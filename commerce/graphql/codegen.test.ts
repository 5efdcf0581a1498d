import { readFileSync } from "node:fs";
import path from "node:path";
import { generate } from "@graphql-codegen/cli";
import { describe, expect, it } from "vitest";
import config from "./codegen";

describe("the engine's generated schema types", () => {
  it("match the SDL in commerce/schema/ (run `npm run engine:codegen` and commit the result)", async () => {
    const outputs = (await generate({ ...config, silent: true }, false)) as { filename: string; content: string }[];
    expect(outputs.length).toBeGreaterThan(0);
    for (const output of outputs) {
      const committed = readFileSync(path.resolve(output.filename), "utf8");
      expect(committed, `${output.filename} is stale`).toBe(output.content);
    }
  });
});
