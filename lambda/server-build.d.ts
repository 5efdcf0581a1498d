/**
 * The Remix server build (build/server/index.js), as lambda/handler.ts imports it: the Lambda
 * bundle (scripts/build-lambda.mjs) aliases this name to that file, so typechecking needs no build.
 */
declare module "virtual:remix/server-build" {
  import type { ServerBuild } from "@remix-run/server-runtime";

  export const assets: ServerBuild["assets"];
  export const assetsBuildDirectory: ServerBuild["assetsBuildDirectory"];
  export const basename: ServerBuild["basename"];
  export const entry: ServerBuild["entry"];
  export const future: ServerBuild["future"];
  export const isSpaMode: ServerBuild["isSpaMode"];
  export const mode: ServerBuild["mode"];
  export const publicPath: ServerBuild["publicPath"];
  export const routes: ServerBuild["routes"];
}
