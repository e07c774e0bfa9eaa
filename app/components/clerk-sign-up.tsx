import { SignUp } from "@clerk/remix";

export default function ClerkSignUp({ redirectTo }: { redirectTo: string }) {
  return <SignUp routing="path" path="/sign-up" signInUrl="/sign-in" forceRedirectUrl={redirectTo} />;
}
