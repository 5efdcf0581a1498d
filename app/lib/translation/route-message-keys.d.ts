/** Route id → the catalogue keys that route adds to a page (built by `scripts/vite/route-messages-plugin.ts`). */
declare module "virtual:route-message-keys" {
  const keys: Readonly<Record<string, readonly string[]>>;
  export default keys;
}
