import { useEffect } from "react";

/**
 * With JS, an add to cart anywhere on the page opens the mini cart in the header. The two are far
 * apart in the tree, so the add form announces success as a window event the trigger listens to.
 */
const CART_ADDED = "storefront:cart-added";

export function announceCartAdded(): void {
  window.dispatchEvent(new CustomEvent(CART_ADDED));
}

export function useCartAdded(onAdded: () => void): void {
  useEffect(() => {
    window.addEventListener(CART_ADDED, onAdded);
    return () => window.removeEventListener(CART_ADDED, onAdded);
  }, [onAdded]);
}
