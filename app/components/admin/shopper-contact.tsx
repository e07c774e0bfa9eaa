import type { ShopperContactLinks } from "../../../contract/order-lifecycle/shopper-contact";

/**
 * The shopper's phone as a tap-to-call link, and a WhatsApp chat opened with a first message in the
 * order's language (contract/order-lifecycle/shopper-contact.ts). Plain links: no script needed.
 */
export function ShopperContact({ contact }: { contact: ShopperContactLinks | null }) {
  if (!contact) return <>Not recorded</>;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-3 gap-y-1">
      {contact.call ? (
        <a href={contact.call} className="font-medium text-brand-700 underline" aria-label={`Call ${contact.phone}`}>
          {contact.phone}
        </a>
      ) : (
        contact.phone
      )}
      {contact.whatsApp ? (
        <a href={contact.whatsApp} className="font-medium text-brand-700 underline" target="_blank" rel="noreferrer">
          WhatsApp
        </a>
      ) : null}
    </span>
  );
}
