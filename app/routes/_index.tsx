import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { requireStoreView } from "~/lib/store-view.server";

/** `/` has no store view: requireStoreView answers with a 301 to the default one. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStoreView(request, context);
  throw new Response(null, { status: 404 });
}
