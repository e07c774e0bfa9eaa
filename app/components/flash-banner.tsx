import type { FlashMessage } from "~/lib/forms/flash";

const tone = {
  success: "border-green-300 bg-green-50 text-green-900",
  error: "border-red-300 bg-red-50 text-red-900",
  info: "border-stone-300 bg-stone-50 text-ink",
} as const;

/** A message the server set before a redirect; it shows once, with or without JavaScript. */
export function FlashBanner({ message }: { message: FlashMessage }) {
  return (
    <div className="mx-auto max-w-7xl px-4 pt-4 sm:px-6 lg:px-8">
      <p
        role={message.kind === "error" ? "alert" : "status"}
        className={`untrusted-text rounded-md border px-4 py-3 text-sm font-medium ${tone[message.kind]}`}
      >
        {message.text}
      </p>
    </div>
  );
}
