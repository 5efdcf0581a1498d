import { useStoreLayoutData } from "~/hooks/use-store-layout";
import { ALL_BACKEND_FEATURES, type BackendFeatures } from "~/lib/magento/backend-features";

/**
 * The backend's features from the store layout's data, for components that hide what the backend
 * lacks. Outside the layout (or before it knows) everything shows; the backend then refuses.
 */
export function useBackendFeatures(): BackendFeatures {
  return useStoreLayoutData()?.shell.features ?? ALL_BACKEND_FEATURES;
}
