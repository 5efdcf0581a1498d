import { useLocation } from "@remix-run/react";
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from "react";
import { drawerHref, readDrawerState, type DrawerState } from "~/components/navigation/drawer-state";

interface DrawerContextValue {
  state: DrawerState;
  show(state: DrawerState): void;
}

const DrawerContext = createContext<DrawerContextValue | null>(null);

/** Drawer state: read from the URL on every navigation, switched in place by DrawerLinks with JS. */
export function DrawerProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const fromUrl = useMemo(() => readDrawerState(location.search), [location.search]);
  const [state, setState] = useState(fromUrl);
  useEffect(() => setState(fromUrl), [fromUrl, location.key]);
  const value = useMemo(() => ({ state, show: setState }), [state]);
  return <DrawerContext.Provider value={value}>{children}</DrawerContext.Provider>;
}

export function useDrawer(): DrawerContextValue {
  const value = useContext(DrawerContext);
  if (!value) throw new Error("useDrawer must be used inside DrawerProvider");
  return value;
}

type DrawerLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: DrawerState };

/**
 * A real link to this page with the drawer in another state (works without JS); with JS a plain
 * click switches the drawer without a round trip.
 */
export function DrawerLink({ to, onClick, children, ...rest }: DrawerLinkProps) {
  const location = useLocation();
  const { show } = useDrawer();
  const handleClick = useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
        return;
      }
      event.preventDefault();
      show(to);
    },
    [onClick, show, to],
  );
  return (
    <a href={drawerHref(location, to)} rel="nofollow" onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}
