import { Link, useFetcher, useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/translation/use-translation";
import { useHydrated } from "~/components/catalog/form-enhancements";
import { Icon } from "~/components/icons/Icon";
import { storeHref } from "~/lib/store-view";
import { useStoreCode, useStoreLayoutData } from "~/hooks/use-store-layout";
import type { AddToWishlistResult } from "~/lib/wishlist/types";

/** What is saved: the sku shown, and on a configurable's page its parent and the chosen option uids. */
export interface WishlistProductRef {
  sku: string;
  name: string;
  parentSku?: string | null;
  selectedOptions?: readonly string[];
}

/**
 * "Add to Favorites": a POST form to `/{store}/wishlist` (`intent=add`) carrying the product and
 * the page to come back to. Without JS the action answers 303 back here with a flash (guests: the
 * sign-in message with a link back). With JS a fetcher sends it (`respond=json`): no reload, the
 * button says the product is saved and the message appears under it. Hidden when the store has
 * wish lists turned off. `look`: a full button on the product page, a heart on a tile.
 */
export function AddToWishlistForm({ product, look = "button" }: { product: WishlistProductRef; look?: "button" | "heart" }) {
  const storeCode = useStoreCode();
  const { t } = useTranslation();
  const layout = useStoreLayoutData();
  const location = useLocation();
  const hydrated = useHydrated();
  const fetcher = useFetcher<AddToWishlistResult>();
  if (layout && !layout.shell.config.wishlistEnabled) return null;
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const busy = fetcher.state !== "idle";
  const saved = result?.ok === true;
  const label = busy ? t("wishlist.adding") : saved ? t("wishlist.saved") : t("wishlist.add");
  const messageId = `wishlist-add-${look}-${product.sku}`;
  return (
    <fetcher.Form method="post" action={storeHref(storeCode, "/wishlist")} className={`add-to-wishlist add-to-wishlist--${look}`}>
      <input type="hidden" name="intent" value="add" />
      {hydrated ? <input type="hidden" name="respond" value="json" /> : null}
      <input type="hidden" name="return_to" value={`${location.pathname}${location.search}`} />
      <input type="hidden" name="sku" value={product.sku} />
      {product.parentSku && product.parentSku !== product.sku ? <input type="hidden" name="parent_sku" value={product.parentSku} /> : null}
      {(product.selectedOptions ?? []).map((uid) => (
        <input key={uid} type="hidden" name="selected_options" value={uid} />
      ))}
      <button
        type="submit"
        className={look === "heart" ? "add-to-wishlist__heart" : "button button--secondary add-to-wishlist__button"}
        disabled={busy}
        aria-describedby={result ? messageId : undefined}
        data-saved={saved || undefined}
      >
        <Icon name="heart" size={look === "heart" ? 22 : 20} />
        {look === "heart" ? (
          <span className="visually-hidden">
            {label}: {product.name}
          </span>
        ) : (
          <span>{label}</span>
        )}
      </button>
      {result ? (
        <p id={messageId} className={`add-to-wishlist__message add-to-wishlist__message--${result.message.type}`} role={result.ok ? "status" : "alert"}>
          {t(result.message.key, result.message.values)}
          {result.message.link ? (
            <>
              {" "}
              <Link to={result.message.link.href}>{t(result.message.link.key)}</Link>
            </>
          ) : null}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
