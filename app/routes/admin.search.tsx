import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useRouteError } from "@remix-run/react";
import { AdminTable } from "~/components/admin/admin-table";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { adminMeta } from "~/lib/admin/meta";
import { ADMIN_HEADERS, requireOperator } from "~/lib/admin/operator.server";
import { type SearchActionAnswer, searchActionFromForm } from "~/lib/admin/search-actions.server";
import { fetchSearchSynonyms } from "~/lib/backend/admin-search.server";
import { signedInPost } from "~/lib/forms/signed-in-post.server";
import { MAX_SEARCH_WORD_LENGTH, TRIGRAMS_OFF } from "../../contract/search-synonyms";

export { cacheControlHeaders as headers } from "~/lib/site/cache-headers";

export const meta: MetaFunction = ({ error }) => adminMeta("Search words", error);

export async function loader(args: LoaderFunctionArgs) {
  const operator = await requireOperator(args);
  return data(await fetchSearchSynonyms(operator.token), { headers: ADMIN_HEADERS });
}

export async function action(args: ActionFunctionArgs) {
  await requireOperator(args);
  const posted = await signedInPost(args);
  return searchActionFromForm(args.request, posted.viewer.token, posted.formData);
}

function Refusal({ answer }: { answer: SearchActionAnswer }) {
  return (
    <p role="alert" className="mt-2 text-sm font-medium text-red-800">
      {answer.message}
    </p>
  );
}

export default function AdminSearch() {
  const { synonyms, trigrams } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const forNew = answer && answer.row === "" ? answer : null;
  return (
    <div className="page">
      <h1 className="page-title">Search words</h1>
      <p className="mt-2 text-muted">
        A search for a word also finds what it means: “karhai” finds the karahis. Words are matched without case, Urdu typed on an Arabic
        keyboard reads as Urdu, and separate words go with commas.
      </p>
      <p className={`mt-3 text-sm ${trigrams ? "text-muted" : "font-medium text-red-800"}`}>
        {trigrams ? "Typos get “Did you mean” with the nearest word the catalogue knows (pg_trgm)." : TRIGRAMS_OFF}
      </p>

      <Form
        method="post"
        className="card mt-6 grid gap-3 sm:grid-cols-[minmax(0,14rem)_1fr_auto] sm:items-end"
        aria-label="Add a search word"
      >
        <input type="hidden" name="row" value="" />
        <div>
          <label htmlFor="new-term" className="field-label">
            Search word
          </label>
          <input
            id="new-term"
            name="term"
            required
            maxLength={MAX_SEARCH_WORD_LENGTH}
            defaultValue={forNew?.term ?? ""}
            className="field-input"
          />
        </div>
        <div>
          <label htmlFor="new-means" className="field-label">
            Also means (separated by commas)
          </label>
          <input id="new-means" name="means" required defaultValue={forNew?.means ?? ""} className="field-input" />
        </div>
        <button type="submit" name="intent" value="save" className="btn-primary">
          Add
        </button>
        {forNew ? <Refusal answer={forNew} /> : null}
      </Form>

      <AdminTable columns={["Search word", "Also means"]} stacked>
        {synonyms.map((synonym) => {
          const refused = answer && answer.row === synonym.term ? answer : null;
          return (
            <tr key={synonym.term} className="border-b border-line">
              <th scope="row" className="px-2 py-2 text-left align-top font-medium">
                {synonym.term}
              </th>
              <td data-label="Also means" className="px-2 py-2 align-top">
                <Form method="post" className="flex flex-wrap items-center gap-2">
                  <input type="hidden" name="row" value={synonym.term} />
                  <input type="hidden" name="term" value={synonym.term} />
                  <input
                    name="means"
                    aria-label={`What “${synonym.term}” also means`}
                    defaultValue={refused?.means ?? synonym.means.join(", ")}
                    className="field-input min-w-0 flex-1"
                  />
                  <button type="submit" name="intent" value="save" className="btn-secondary" aria-label={`Save “${synonym.term}”`}>
                    Save
                  </button>
                  <button type="submit" name="intent" value="delete" className="btn-secondary" aria-label={`Remove “${synonym.term}”`}>
                    Remove
                  </button>
                </Form>
                {refused ? <Refusal answer={refused} /> : null}
              </td>
            </tr>
          );
        })}
      </AdminTable>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />;
}
