/**
 * `react-dom/server.browser` is React's Web Streams server renderer (the one entry.server.tsx uses on
 * every host, and the one that renders plain CMS content to HTML once); @types/react-dom types it
 * only under `react-dom/server`.
 */
declare module "react-dom/server.browser" {
  export { renderToReadableStream, renderToStaticMarkup } from "react-dom/server";
}
