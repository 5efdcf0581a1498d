import { useEffect, useState } from "react";
import { readSavedPages, type SavedPage } from "~/lib/pwa/read-saved-pages";

/**
 * The store view's pages saved for offline use, read once the page runs in the browser; null until
 * then (on the server, without JavaScript, and while the cache is read).
 */
export function useSavedPages(storeCode: string, storeName: string): SavedPage[] | null {
  const [pages, setPages] = useState<SavedPage[] | null>(null);
  useEffect(() => {
    let shown = true;
    void readSavedPages({ storeCode, storeName }).then((found) => {
      if (shown) setPages(found);
    });
    return () => {
      shown = false;
    };
  }, [storeCode, storeName]);
  return pages;
}
