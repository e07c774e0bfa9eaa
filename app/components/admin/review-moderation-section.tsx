import { Form, useNavigation } from "@remix-run/react";
import { RefusalBanner } from "~/components/admin/refusal-banner";
import type { ReviewSettingsJson } from "../../../contract/reviews";

/** The review form's intent on /admin/settings (lib/admin/review-actions.server.ts answers it). */
export const REVIEW_MODERATION_INTENT = "review-moderation";

/** Whether shoppers' new and edited reviews show at once or wait for an operator (/admin/reviews). */
export function ReviewModerationSection({ settings, refusal }: { settings: ReviewSettingsJson; refusal: string | undefined }) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === REVIEW_MODERATION_INTENT;
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="card mt-8 space-y-4">
      <h2 id="reviews-heading" className="text-lg font-semibold">
        Reviews
      </h2>
      <RefusalBanner message={refusal} />
      <Form method="post" className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value={REVIEW_MODERATION_INTENT} />
        <div>
          <label htmlFor="review-moderation" className="field-label">
            New and edited reviews
          </label>
          <p id="review-moderation-hint" className="text-sm text-muted">
            Only shoppers whose order with the product was delivered can review it. Held reviews wait under &quot;Waiting&quot; on the
            Reviews page.
          </p>
          <select
            id="review-moderation"
            name="holdForModeration"
            defaultValue={settings.holdForModeration ? "hold" : "publish"}
            aria-describedby="review-moderation-hint"
            className="field-input max-w-xs"
          >
            <option value="publish">Publish at once</option>
            <option value="hold">Hold for my approval</option>
          </select>
        </div>
        <button type="submit" className="btn-secondary" disabled={saving}>
          Save review setting
        </button>
      </Form>
    </section>
  );
}
