import type { z } from "zod";
import type { contactBody } from "../../contract/contact";
import type { Database } from "../db/client";
import { contactMessages, newsletterSubscribers } from "../db/schema";
import { queueEmail } from "../email/outbox";
import { contactMessageEmail } from "../email/templates";
import { newId } from "../lib/ids";

export type ContactMessage = z.output<typeof contactBody>;

/** Keeps the message and queues it for the shop's inbox, both or neither. `userId` is the signed-in sender, if any. */
export async function recordContactMessage(db: Database, inbox: string, message: ContactMessage, userId: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(contactMessages).values({ id: newId(), userId, ...message });
    await queueEmail(tx, contactMessageEmail(inbox, message));
  });
}

/** Adds the email to the newsletter list; false when it was on it already. */
export async function subscribeToNewsletter(db: Database, email: string, userId: string | null): Promise<boolean> {
  const added = await db
    .insert(newsletterSubscribers)
    .values({ email, userId })
    .onConflictDoNothing()
    .returning({ email: newsletterSubscribers.email });
  return added.length > 0;
}
