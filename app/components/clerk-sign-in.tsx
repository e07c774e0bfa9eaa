import { SignIn } from "@clerk/remix";

export default function ClerkSignIn({ redirectTo }: { redirectTo: string }) {
  return <SignIn routing="path" path="/sign-in" signUpUrl="/sign-up" forceRedirectUrl={redirectTo} />;
}
