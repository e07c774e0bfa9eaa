import { useNavigation } from "@remix-run/react";
import { useStrings } from "~/lib/i18n/use-strings";

const PRODUCT_PAGE = /^\/products\/[^/]+\/?$/i;

/** Shown while a client navigation to a product page waits for its data. */
export function ProductLoadingNotice() {
  const navigation = useNavigation();
  const t = useStrings("layout");
  const loadingProduct = navigation.state === "loading" && !navigation.formMethod && PRODUCT_PAGE.test(navigation.location.pathname);
  if (!loadingProduct) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 top-20 z-50 flex justify-center px-4">
      <p role="status" className="rounded-md bg-ink px-4 py-2 text-sm font-semibold text-white shadow-lg">
        {t.loadingProduct}
      </p>
    </div>
  );
}
