/** Sign-in or sign-up that brings the visitor back to `returnTo` (a path on this site) afterwards. */
export function accountUrl(form: "/sign-in" | "/sign-up", returnTo: string): string {
  return `${form}?redirect_url=${encodeURIComponent(returnTo)}`;
}
