import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation, useRouteError } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AddressBook } from "~/components/profile/address-book";
import { BackLink } from "~/components/profile/back-link";
import { PersonalInformation } from "~/components/profile/personal-information";
import type { Address } from "~/lib/account/addresses";
import { requireViewer, type Viewer } from "~/lib/auth/viewer.server";
import { BackendError, backendJson, isBackendUnavailable, UNAVAILABLE_MESSAGE } from "~/lib/backend/client.server";
import { formatShortDate } from "~/lib/site/dates";
import { assertSameOrigin } from "~/lib/security/same-origin.server";
import { ProfileAddressSchema } from "~/lib/schemas/address";
import { ProfileSchema } from "~/lib/schemas/profile";
import { flashHeaders } from "~/lib/auth/session.server";
import { readForm } from "~/lib/forms/form-data.server";

// Keeps this page's own Cache-Control (no-store) on the HTML document, not only on data requests.
export { cacheControlHeaders as headers } from "~/lib/site/cache-headers";

export const meta: MetaFunction = () => [{ title: "My Profile — Cookware.pk" }, { name: "robots", content: "noindex" }];

type Profile = { name: string; email: string; phone: string | null; addresses: Address[]; createdAt: string; updatedAt: string };

const banners = {
  load: "Failed to load profile data",
  update: "Failed to update profile",
  addAddress: "Failed to add address",
  setDefault: "Failed to set default address",
} as const;

type Banner = { text: string; detail?: string };

export async function loader(args: LoaderFunctionArgs) {
  const viewer = await requireViewer(args, { redirectToSignIn: true });
  const url = new URL(args.request.url);
  const view = { editing: url.searchParams.get("edit") === "1", addingAddress: url.searchParams.get("add-address") === "1" };
  const headers = { "Cache-Control": "private, no-store" };
  try {
    const profile = await backendJson<Profile>("/users/profile", { token: viewer.token });
    return data(
      {
        ...view,
        profile: {
          name: profile.name || viewer.name,
          email: profile.email || viewer.email,
          phone: profile.phone || null,
          addresses: profile.addresses.map(({ _id, street, city, state, country, postalCode, isDefault }) => ({ _id, street, city, state, country, postalCode, isDefault })),
          memberSince: formatShortDate(profile.createdAt),
          lastUpdated: formatShortDate(profile.updatedAt),
        },
        loadFailure: null,
      },
      { headers },
    );
  } catch (error) {
    if (!(error instanceof BackendError) && !isBackendUnavailable(error)) throw error;
    return data({ ...view, profile: null, loadFailure: banner(banners.load, error) }, { status: 503, headers });
  }
}

function banner(text: string, error: unknown): Banner {
  if (isBackendUnavailable(error)) return { text, detail: UNAVAILABLE_MESSAGE };
  if (error instanceof BackendError && error.message && error.message !== text) return { text, detail: error.message };
  return { text };
}

export async function action(args: ActionFunctionArgs) {
  assertSameOrigin(args.request);
  const viewer = await requireViewer(args);
  const formData = await readForm(args.request);
  switch (formData.get("intent")) {
    case "update-profile":
      return updateProfile(args.request, viewer, formData);
    case "add-address":
      return addAddress(args.request, viewer, formData);
    case "set-default":
      return setDefault(args.request, viewer, formData);
    default:
      return data({ intent: "unknown" as const, banner: { text: "Please try that again." } as Banner }, { status: 400 });
  }
}

function toFieldErrors(fields: Record<string, string>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(fields).map(([name, message]) => [name, [message]]));
}

function isExpectedFailure(error: unknown): error is BackendError | { init: ResponseInit } {
  return error instanceof BackendError || isBackendUnavailable(error);
}

async function updateProfile(request: Request, viewer: Viewer, formData: FormData) {
  const submission = parseWithZod(formData, { schema: ProfileSchema });
  if (submission.status !== "success") {
    return data({ intent: "update-profile" as const, result: submission.reply(), banner: null }, { status: 400 });
  }
  try {
    // The backend checks the number again and stores it as +923001234567; "" clears it.
    await backendJson("/users/profile", { method: "PUT", token: viewer.token, body: { name: submission.value.name, phone: submission.value.phone ?? "" } });
  } catch (error) {
    if (!isExpectedFailure(error)) throw error;
    const fieldErrors = error instanceof BackendError ? toFieldErrors(error.fields) : {};
    if (Object.keys(fieldErrors).length > 0) {
      // A field the server refused: its message goes next to that field, not in a banner.
      return data({ intent: "update-profile" as const, result: submission.reply({ fieldErrors }), banner: null }, { status: 400 });
    }
    return data(
      { intent: "update-profile" as const, result: submission.reply(), banner: banner(banners.update, error) },
      { status: error instanceof BackendError ? error.status : 503 },
    );
  }
  return redirect("/profile", { status: 303, headers: await flashHeaders(request, { kind: "success", text: "Your profile has been updated." }) });
}

async function addAddress(request: Request, viewer: Viewer, formData: FormData) {
  const submission = parseWithZod(formData, { schema: ProfileAddressSchema });
  if (submission.status !== "success") {
    return data({ intent: "add-address" as const, result: submission.reply(), banner: null }, { status: 400 });
  }
  try {
    await backendJson("/users/address", { method: "POST", token: viewer.token, body: submission.value });
  } catch (error) {
    if (!isExpectedFailure(error)) throw error;
    const fieldErrors = error instanceof BackendError ? toFieldErrors(error.fields) : {};
    return data(
      { intent: "add-address" as const, result: submission.reply({ fieldErrors }), banner: banner(banners.addAddress, error) },
      { status: error instanceof BackendError ? error.status : 503 },
    );
  }
  return redirect("/profile", { status: 303, headers: await flashHeaders(request, { kind: "success", text: "Address added." }) });
}

async function setDefault(request: Request, viewer: Viewer, formData: FormData) {
  const addressId = String(formData.get("addressId") ?? "").trim();
  try {
    if (!addressId) throw new BackendError(400, "Choose an address");
    await backendJson(`/users/address/${encodeURIComponent(addressId)}/default`, { method: "PUT", token: viewer.token });
  } catch (error) {
    if (!isExpectedFailure(error)) throw error;
    return data(
      { intent: "set-default" as const, banner: banner(banners.setDefault, error) },
      { status: error instanceof BackendError ? error.status : 503 },
    );
  }
  return redirect("/profile", { status: 303, headers: await flashHeaders(request, { kind: "success", text: "Default address updated." }) });
}

export default function ProfilePage() {
  const { profile, loadFailure, editing, addingAddress } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/profile" && !navigation.formData;
  const busyIntent = navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "") : undefined;
  // What failed just now first, then whether the page itself could load (both, when the backend is down).
  const shownBanners = [actionData?.banner, loadFailure].filter((item): item is Banner => Boolean(item));
  const result = (intent: string) =>
    actionData && actionData.intent === intent && "result" in actionData ? (actionData.result as SubmissionResult<string[]>) : undefined;

  return (
    <div className="page">
      <BackLink fallback="/home" />
      <div className="mt-3 flex flex-wrap items-center justify-between gap-4">
        <h1 className="page-title">My Profile</h1>
        <Form method="post" action="/sign-out">
          <button type="submit" className="btn-secondary">
            Sign Out
          </button>
        </Form>
      </div>

      {loading ? (
        <p role="status" className="mt-4 text-sm font-medium text-muted">
          Loading...
        </p>
      ) : null}

      {shownBanners.length > 0 ? (
        <div role="alert" className="mt-6 space-y-2 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-900">
          {shownBanners.map((item) => (
            <div key={item.text}>
              <p className="font-medium">{item.text}</p>
              {item.detail && !(item === loadFailure && shownBanners.length > 1) ? <p className="mt-1 text-sm">{item.detail}</p> : null}
            </div>
          ))}
        </div>
      ) : null}

      {profile ? (
        <div className="mt-8 grid gap-8 lg:grid-cols-[2fr_1fr] lg:items-start">
          <div className="space-y-8">
            <PersonalInformation
              person={profile}
              editing={editing || actionData?.intent === "update-profile"}
              lastResult={result("update-profile")}
              saving={busyIntent === "update-profile"}
            />
            <AddressBook
              addresses={profile.addresses}
              adding={addingAddress || actionData?.intent === "add-address"}
              lastResult={result("add-address")}
              busyIntent={busyIntent}
            />
          </div>
          <aside className="space-y-6">
            <section aria-labelledby="shortcuts-heading" className="card space-y-3">
              <h2 id="shortcuts-heading" className="sr-only">
                Shortcuts
              </h2>
              <Link to="/orders" className="btn-primary w-full">
                View Order History
              </Link>
              <Link to="/home" className="btn-secondary w-full">
                Continue Shopping
              </Link>
            </section>
            <section aria-labelledby="account-heading" className="card">
              <h2 id="account-heading" className="text-lg font-semibold">
                Account Information
              </h2>
              <dl className="mt-3 space-y-2 text-sm">
                <div className="flex justify-between gap-4">
                  <dt className="text-muted">Member since</dt>
                  <dd>{profile.memberSince}</dd>
                </div>
                <div className="flex justify-between gap-4">
                  <dt className="text-muted">Last updated</dt>
                  <dd>{profile.lastUpdated}</dd>
                </div>
              </dl>
            </section>
          </aside>
        </div>
      ) : (
        <a href="/profile" className="btn-primary mt-6">
          Try again
        </a>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />;
}
