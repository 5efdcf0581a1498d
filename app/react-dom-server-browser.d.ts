/**
 * `react-dom/server.browser` is React's Web Streams server renderer (the one entry.server.tsx uses on
 * every host); @types/react-dom types it only under `react-dom/server`.
 */
declare module "react-dom/server.browser" {
  export { renderToReadableStream } from "react-dom/server";
}
