import { Heart } from "lucide-react";
import { useState } from "react";
import { Form, useFetcher, useLocation, useNavigate } from "react-router";
import { useOptionalUser } from "#app/components/accounts/use-optional-user.ts";
import { showToast } from "#app/components/toasts/toast-store.ts";
import { useFetcherToast } from "#app/components/toasts/use-fetcher-toast.ts";
import { enhancedFields } from "#app/components/web/enhanced-submission.tsx";
import { signInPath } from "#app/domain/accounts/sign-in-path.ts";
import type { WishlistActionResult } from "#app/domain/accounts/wishlist.ts";

interface WishlistButtonProps {
  productId: number;
  productName: string;
  initiallyInWishlist: boolean;
  className?: string;
}

const WISHLIST_ACTION = "/wishlist";

function askToSignIn() {
  showToast({
    title: "Effettua l'accesso",
    description: "Accedi per salvare i prodotti nella tua lista dei desideri.",
    variant: "info",
  });
}

/**
 * The heart that adds a product to the wishlist or takes it out (the server
 * toggles: docs/product/buying.md#wishlist). With JavaScript it posts in the background and shows the
 * new state at once; without, the form posts to /wishlist, which redirects back.
 */
export function WishlistButton({
  productId,
  productName,
  initiallyInWishlist,
  className = "",
}: WishlistButtonProps) {
  const user = useOptionalUser();
  const location = useLocation();
  const navigate = useNavigate();
  const fetcher = useFetcher<WishlistActionResult>();
  const currentPath = `${location.pathname}${location.search}`;

  const [inWishlist, setInWishlist] = useState(initiallyInWishlist);
  // A fresh value from the page's loader (after a revalidation) wins over the local one.
  const [syncedInitial, setSyncedInitial] = useState(initiallyInWishlist);
  if (syncedInitial !== initiallyInWishlist) {
    setSyncedInitial(initiallyInWishlist);
    setInWishlist(initiallyInWishlist);
  }

  // The answer is adopted while rendering, so the heart never flips back for a frame.
  const result = fetcher.data;
  const [adoptedResult, setAdoptedResult] = useState(result);
  if (result !== adoptedResult) {
    setAdoptedResult(result);
    if (result?.ok && result.intent === "toggle") setInWishlist(result.inWishlist);
  }

  useFetcherToast(
    fetcher,
    (answer) =>
      answer.ok || answer.needsLogin
        ? null
        : { title: "Errore", description: answer.error, variant: "destructive" },
    (answer) => {
      if (answer.ok || !answer.needsLogin) return;
      askToSignIn();
      navigate(signInPath(currentPath));
    },
  );

  // While the request runs the heart already shows the state it is heading to.
  const shownInWishlist = fetcher.state === "submitting" ? !inWishlist : inWishlist;
  const label = shownInWishlist
    ? `Rimuovi "${productName}" dalla lista dei desideri`
    : `Aggiungi "${productName}" alla lista dei desideri`;

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!user) {
      askToSignIn();
      navigate(signInPath(currentPath));
      return;
    }
    // A second click before the answer would toggle back on the server while the heart disagrees.
    if (fetcher.state !== "idle") return;
    fetcher.submit(enhancedFields({ intent: "toggle", productId: String(productId) }), {
      method: "post",
      action: WISHLIST_ACTION,
    });
  }

  return (
    <Form method="post" action={WISHLIST_ACTION} onSubmit={handleSubmit} className="inline-flex">
      <input type="hidden" name="intent" value="toggle" />
      <input type="hidden" name="productId" value={productId} />
      {/* Where the plain post (no JavaScript) is redirected back to. */}
      <input type="hidden" name="redirectTo" value={currentPath} />
      <button
        type="submit"
        aria-pressed={shownInWishlist}
        aria-label={label}
        title={label}
        className={`inline-flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white/95 shadow-sm hover:border-red-700 hover:bg-red-50 ${
          shownInWishlist ? "text-red-700" : "text-slate-700 hover:text-red-700"
        } ${className}`}
      >
        <Heart aria-hidden="true" className="size-5" fill={shownInWishlist ? "currentColor" : "none"} />
      </button>
    </Form>
  );
}
