import type { SubmissionResult } from "@conform-to/react";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation, useRouteError } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AddressBook } from "~/components/profile/address-book";
import { BackLink } from "~/components/profile/back-link";
import { PersonalInformation } from "~/components/profile/personal-information";
import { toAddressView } from "~/lib/account/addresses";
import { profileMessages } from "~/lib/account/profile-messages";
import { parseForm } from "~/lib/forms/form-data.server";
import { signedInPost } from "~/lib/forms/signed-in-post.server";
import {
  ADD_ADDRESS_FAILED,
  addAddressFromForm,
  deleteSavedAddress,
  makeDefaultAddress,
  SET_DEFAULT_FAILED,
  updateSavedAddress,
} from "~/lib/account/address-actions.server";
import { redirectRefusedSessionToSignIn, requireViewer, type Viewer } from "~/lib/auth/viewer.server";
import { isSignInRequired } from "~/lib/backend/client.server";
import { fetchProfile, updateProfile as saveProfile } from "~/lib/backend/profile.server";
import { backendFailure, redirectWithFlash, type BackendFailure } from "~/lib/forms/action-answers.server";
import { formatShortDate } from "~/lib/site/dates";
import { ProfileAddressSchema } from "~/lib/schemas/address";
import { ProfileSchema } from "~/lib/schemas/profile";
import { messageTranslations, requestLanguage, stringsOf } from "~/lib/i18n/i18n.server";
import { useLocalMessage } from "~/lib/i18n/use-local-message";
import { useStrings } from "~/lib/i18n/use-strings";
import { orErrorMeta } from "~/lib/site/error-meta";

// Keeps this page's own Cache-Control (no-store) on the HTML document, not only on data requests.
export { cacheControlHeaders as headers } from "~/lib/site/cache-headers";
export { keepPageOnRefusal as shouldRevalidate } from "~/lib/forms/keep-page-on-refusal";

export const meta: MetaFunction<typeof loader> = orErrorMeta(({ data }) => [
  { title: data.strings.profile.title },
  { name: "robots", content: "noindex" },
]);

const banners = {
  load: profileMessages.loadFailed,
  update: profileMessages.updateFailed,
  addAddress: ADD_ADDRESS_FAILED,
  setDefault: SET_DEFAULT_FAILED,
} as const;

type Banner = { text: string; detail?: string };

export async function loader(args: LoaderFunctionArgs) {
  const viewer = await requireViewer(args, { redirectToSignIn: true });
  const url = new URL(args.request.url);
  const view = { editing: url.searchParams.get("edit") === "1", addingAddress: url.searchParams.get("add-address") === "1" };
  const headers = { "Cache-Control": "private, no-store" };
  const language = await requestLanguage(args.request, args.context);
  const strings = { strings: stringsOf(language, "profile", "addresses"), messageTranslations: messageTranslations(language) };
  try {
    const profile = await fetchProfile(viewer.token);
    return data(
      {
        ...view,
        ...strings,
        profile: {
          name: profile.name || viewer.name,
          email: profile.email || viewer.email,
          phone: profile.phone || null,
          addresses: profile.addresses.map(toAddressView),
          memberSince: formatShortDate(profile.createdAt, language),
          lastUpdated: formatShortDate(profile.updatedAt, language),
        },
        loadFailure: null,
      },
      { headers },
    );
  } catch (error) {
    if (isSignInRequired(error)) throw await redirectRefusedSessionToSignIn(args.request);
    return data(
      { ...view, ...strings, profile: null, loadFailure: banner(banners.load, backendFailure(error, banners.load)) },
      { status: 503, headers },
    );
  }
}

function banner(text: string, failure: BackendFailure): Banner {
  return failure.detail ? { text, detail: failure.detail } : { text };
}

export async function action(args: ActionFunctionArgs) {
  const { viewer, formData } = await signedInPost(args);
  switch (formData.get("intent")) {
    case "update-profile":
      return updateProfile(args.request, viewer, formData);
    case "add-address":
      return addAddress(args.request, viewer, formData);
    case "set-default":
      return setDefault(args.request, viewer, formData);
    case "update-address":
      return updateSavedAddress(args.request, viewer.token, formData);
    case "delete-address":
      return deleteSavedAddress(args.request, viewer.token, formData);
    default:
      return data({ intent: "unknown" as const, banner: { text: profileMessages.tryAgain } as Banner }, { status: 400 });
  }
}

async function updateProfile(request: Request, viewer: Viewer, formData: FormData) {
  const submission = parseForm(formData, ProfileSchema);
  if (submission.status !== "success") {
    return data({ intent: "update-profile" as const, result: submission.reply(), banner: null }, { status: 400 });
  }
  try {
    // The backend checks the number again and stores it as +923001234567; "" clears it.
    await saveProfile(viewer.token, { name: submission.value.name, phone: submission.value.phone ?? "" });
  } catch (error) {
    const failure = backendFailure(error, banners.update);
    if (Object.keys(failure.fieldErrors).length > 0) {
      // A field the server refused: its message goes next to that field, not in a banner.
      return data(
        { intent: "update-profile" as const, result: submission.reply({ fieldErrors: failure.fieldErrors }), banner: null },
        { status: 400 },
      );
    }
    return data(
      { intent: "update-profile" as const, result: submission.reply(), banner: banner(banners.update, failure) },
      { status: failure.status },
    );
  }
  return redirectWithFlash(request, "/profile", { kind: "success", text: profileMessages.updated });
}

async function addAddress(request: Request, viewer: Viewer, formData: FormData) {
  const added = await addAddressFromForm(viewer.token, formData, ProfileAddressSchema);
  if (!added.ok && !added.failure) {
    return data({ intent: "add-address" as const, result: added.submission.reply(), banner: null }, { status: 400 });
  }
  if (!added.ok) {
    const { failure } = added;
    return data(
      {
        intent: "add-address" as const,
        result: added.submission.reply({ fieldErrors: failure.fieldErrors }),
        banner: banner(banners.addAddress, failure),
      },
      { status: failure.status },
    );
  }
  return redirectWithFlash(request, "/profile", { kind: "success", text: profileMessages.addressAdded });
}

async function setDefault(request: Request, viewer: Viewer, formData: FormData) {
  const addressId = String(formData.get("addressId") ?? "").trim();
  if (!addressId)
    return data(
      { intent: "set-default" as const, banner: { text: banners.setDefault, detail: profileMessages.chooseAddress } },
      { status: 400 },
    );
  const changed = await makeDefaultAddress(viewer.token, addressId);
  if (!changed.ok)
    return data(
      { intent: "set-default" as const, banner: banner(banners.setDefault, changed.failure) },
      { status: changed.failure.status },
    );
  return redirectWithFlash(request, "/profile", { kind: "success", text: profileMessages.defaultUpdated });
}

export default function ProfilePage() {
  const { profile, loadFailure, editing, addingAddress } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/profile" && !navigation.formData;
  const busyIntent = navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "") : undefined;
  // What failed just now first, then whether the page itself could load (both, when the backend is down).
  const shownBanners = [actionData && "banner" in actionData ? actionData.banner : null, loadFailure].filter((item): item is Banner =>
    Boolean(item),
  );
  const t = useStrings("profile");
  const local = useLocalMessage();
  const result = (intent: string) =>
    actionData && actionData.intent === intent && "result" in actionData ? (actionData.result as SubmissionResult<string[]>) : undefined;

  return (
    <div className="page">
      <BackLink fallback="/home" label={t.back} />
      <div className="mt-3 flex flex-wrap items-center justify-between gap-4">
        <h1 className="page-title">{t.heading}</h1>
        <Form method="post" action="/sign-out">
          <button type="submit" className="btn-secondary">
            {t.signOut}
          </button>
        </Form>
      </div>

      {loading ? (
        <p role="status" className="mt-4 text-sm font-medium text-muted">
          {t.loading}
        </p>
      ) : null}

      {shownBanners.length > 0 ? (
        <div role="alert" className="mt-6 space-y-2 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-900">
          {shownBanners.map((item) => (
            <div key={item.text}>
              <p className="font-medium">{local(item.text)}</p>
              {item.detail && !(item === loadFailure && shownBanners.length > 1) ? (
                <p className="mt-1 text-sm">{local(item.detail)}</p>
              ) : null}
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
                {t.shortcuts}
              </h2>
              <Link to="/orders" className="btn-primary w-full">
                {t.orderHistory}
              </Link>
              <Link to="/home" className="btn-secondary w-full">
                {t.continueShopping}
              </Link>
            </section>
            <section aria-labelledby="account-heading" className="card">
              <h2 id="account-heading" className="text-lg font-semibold">
                {t.accountInformation}
              </h2>
              <dl className="mt-3 space-y-2 text-sm">
                <div className="flex justify-between gap-4">
                  <dt className="text-muted">{t.memberSince}</dt>
                  <dd>
                    <bdi>{profile.memberSince}</bdi>
                  </dd>
                </div>
                <div className="flex justify-between gap-4">
                  <dt className="text-muted">{t.lastUpdated}</dt>
                  <dd>
                    <bdi>{profile.lastUpdated}</bdi>
                  </dd>
                </div>
              </dl>
            </section>
          </aside>
        </div>
      ) : (
        <a href="/profile" className="btn-primary mt-6">
          {t.tryAgain}
        </a>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />;
}
