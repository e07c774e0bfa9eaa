import { Link } from "@remix-run/react";
import { BOOKING_PRESETS_SECTION_ID } from "~/lib/admin/booking-preset-form";
import { ADMIN_SETTINGS_PATH } from "../../../contract/store-settings";
import { bookingFileFormatLabels, bookingFileFormats } from "../../../contract/order-lifecycle/booking-files";
import { couriers } from "../../../contract/order-lifecycle/couriers";

/** The id the "to ship" rows' boxes name (`form=`), so a box in the table belongs to this form. */
export const BOOKING_FORM_ID = "booking-file";

/**
 * The courier booking file, on the "To ship" tab: a plain GET form (not Remix's), so the file
 * downloads with or without JavaScript and the queue stays where it is.
 */
export function BookingFileForm() {
  return (
    <form
      id={BOOKING_FORM_ID}
      method="get"
      action="/admin/orders/booking-file"
      aria-labelledby="booking-file-heading"
      className="card mt-4 flex flex-wrap items-end gap-3"
    >
      <div className="w-full">
        <h2 id="booking-file-heading" className="text-lg font-semibold">
          Courier booking file
        </h2>
        <p className="text-sm text-muted">
          Tick the orders below, or take every order to ship. Open the XLSX in Excel: phone numbers keep their leading 0. Upload the CSV to
          the courier&apos;s portal as it is. Each courier&apos;s columns are set in{" "}
          <Link to={`${ADMIN_SETTINGS_PATH}#${BOOKING_PRESETS_SECTION_ID}`} className="text-brand-700 underline">
            Settings
          </Link>
          .
        </p>
      </div>
      <div>
        <label htmlFor="booking-courier" className="field-label">
          Courier
        </label>
        <select id="booking-courier" name="courier" defaultValue={couriers[0]} className="field-input">
          {couriers.map((courier) => (
            <option key={courier} value={courier}>
              {courier}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="booking-format" className="field-label">
          File
        </label>
        <select id="booking-format" name="format" defaultValue="xlsx" className="field-input">
          {bookingFileFormats.map((format) => (
            <option key={format} value={format}>
              {bookingFileFormatLabels[format]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" name="scope" value="selected" className="btn-primary">
        Download ticked orders
      </button>
      <button type="submit" name="scope" value="all" className="btn-secondary">
        Download all to ship
      </button>
    </form>
  );
}

/** A row's box: ticked, its order goes in the booking file. */
export function BookingBox({ orderId }: { orderId: string }) {
  return (
    <td className="px-2 py-2">
      <input type="checkbox" name="order" value={orderId} form={BOOKING_FORM_ID} aria-label={`Book ${orderId}`} className="size-5" />
    </td>
  );
}
