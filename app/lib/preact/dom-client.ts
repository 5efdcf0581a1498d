import { hydrate, render, unmountComponentAtNode } from "preact/compat";
import { options, type ComponentChild, type VNode } from "preact";
import { useLayoutEffect, type PropsWithChildren } from "preact/compat";
import { whileHydrating } from "./react";

/**
 * `react-dom/client` in the browser build (vite.config.ts maps it here; the server keeps React).
 *
 * Remix hydrates the whole `document`: its root `Layout` renders `<html><head>…</head><body>…`.
 * Preact renders into an element's children, so hydrating `document` means hydrating
 * `<html>`'s children with a tree whose root is another `<html>`: Preact found no `<html>` among
 * `<head>` and `<body>`, created one and appended it, a second head and body on the page. Here
 * the tree's `<html>` becomes the element hydrated into: its children are matched with the
 * server's `<head>` and `<body>`, and its attributes (lang, dir) are kept on the real one.
 */
export function hydrateRoot(container: Element | Document, children: ComponentChild) {
  const root = container instanceof Document ? adoptDocumentElement() : container;
  whileHydrating(() => hydrate(children, root));
  return createRoot(root);
}

/** `createRoot` as `react-dom/client` has it, over Preact's `render`. */
export function createRoot(container: Element | DocumentFragment) {
  return {
    render: (children: ComponentChild) => render(children, container),
    unmount: () => unmountComponentAtNode(container),
  };
}

/** The document's own `<html>`, with every `<html>` of the app rendered as its children. */
function adoptDocumentElement(): HTMLElement {
  const previousVNodeHook = options.vnode;
  options.vnode = (vnode: VNode) => {
    if (vnode.type === "html") (vnode as VNode<DocumentElementProps>).type = DocumentElement;
    previousVNodeHook?.(vnode);
  };
  return document.documentElement;
}

type DocumentElementProps = PropsWithChildren<Record<string, unknown>>;

/** Renders `<html>`'s children in place and keeps its attributes (`lang`, `dir`) on the real one. */
function DocumentElement({ children, ...attributes }: DocumentElementProps) {
  useLayoutEffect(() => {
    for (const [name, value] of Object.entries(attributes)) {
      if (typeof value === "string") document.documentElement.setAttribute(name, value);
    }
  });
  return children;
}
