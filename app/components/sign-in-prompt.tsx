import { Link } from "@remix-run/react";

/** What a signed-out visitor sees on a page that needs an account. */
export function SignInPrompt({ signInUrl }: { signInUrl: string }) {
  return (
    <div className="page">
      <div className="card mx-auto max-w-lg text-center">
        <h1 className="font-display text-2xl font-bold">Please sign in</h1>
        <p className="mt-3 text-muted">Sign in to see our cookware, your cart and your orders.</p>
        <Link to={signInUrl} className="btn-primary mt-6">
          Sign in
        </Link>
        <p className="mt-4 text-sm text-muted">
          New here?{" "}
          <Link to="/sign-up" className="font-medium text-brand-700 underline">
            Create an account
          </Link>
        </p>
      </div>
    </div>
  );
}
