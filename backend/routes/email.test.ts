import { beforeEach, expect, it, vi } from "vitest";
import { contactMessages, emailOutbox, newsletterSubscribers } from "../db/schema";
import { describeOnEachDatabase, tokenFor } from "../test/harness";

const message = { name: "Ayesha Khan", email: "Ayesha@Example.com", message: "Do you deliver to Multan?" };

describeOnEachDatabase("contact form and newsletter", (backend) => {
  beforeEach(() => backend.reset());

  const contact = (body: unknown, token?: string) => backend.call("POST", "/email/contact", { body, token });

  it("stores a visitor's message and mails it to the inbox", async () => {
    const response = await contact({ ...message, phone: "0300 1234567", subject: "shipping" });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ ok: true });

    const [stored] = await backend.db.select().from(contactMessages);
    expect(stored).toMatchObject({
      name: "Ayesha Khan",
      email: "ayesha@example.com",
      phone: "0300 1234567",
      subject: "shipping",
      userId: null,
    });
    await vi.waitFor(() => expect(backend.mailer.sent).toHaveLength(1));
    expect(backend.mailer.sent[0]).toMatchObject({
      to: "inbox@cookware.test",
      subject: "Contact form: shipping",
      replyTo: "ayesha@example.com",
    });
    expect(backend.mailer.sent[0].text).toContain("Do you deliver to Multan?");
  });

  it("records the signed-in sender, and treats a bad token as a visitor", async () => {
    expect((await contact(message, tokenFor("writer"))).status).toBe(201);
    expect((await contact({ ...message, email: "other@example.com" }, "forged")).status).toBe(201);
    const stored = await backend.db.select().from(contactMessages);
    expect(stored.map((row) => row.userId).sort()).toEqual(["writer", null].sort());
  });

  it("stores the message even when the mail cannot be sent", async () => {
    backend.mailer.failWith = "SMTP server unreachable";
    expect((await contact(message)).status).toBe(201);
    await backend.emailDelivery.idle();
    expect(await backend.db.select().from(contactMessages)).toHaveLength(1);
    const [mail] = await backend.db.select().from(emailOutbox);
    expect(mail).toMatchObject({ status: "pending", attempts: 1, lastError: "SMTP server unreachable" });
  });

  it("refuses bad input with 400 and a message per field", async () => {
    const response = await contact({ name: " ", email: "not-an-email", subject: "complaint" });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.fields).sort()).toEqual(["email", "message", "name", "subject"]);
    expect((await contact({ ...message, message: "x".repeat(5001) })).status).toBe(400);
    expect(await backend.db.select().from(contactMessages)).toEqual([]);
  });

  it("allows five messages an hour per email address, then answers 429 with Retry-After", async () => {
    for (let index = 0; index < 5; index += 1) expect((await contact(message)).status).toBe(201);
    const refused = await contact({ ...message, email: "AYESHA@example.com" });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: "You have sent several messages in the last hour. Please try again later." });
    const retryAfter = Number(refused.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await backend.db.select().from(contactMessages)).toHaveLength(5);
    expect((await contact({ ...message, email: "someone-else@example.com" })).status).toBe(201);
  });

  it("subscribes to the newsletter idempotently, with no token needed", async () => {
    const first = await backend.call("POST", "/newsletter", { body: { email: " Reader@Example.com " } });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ ok: true });
    const again = await backend.call("POST", "/newsletter", { body: { email: "reader@example.com" }, token: tokenFor("reader") });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ ok: true });
    expect(await backend.db.select().from(newsletterSubscribers)).toEqual([expect.objectContaining({ email: "reader@example.com" })]);
  });

  it("refuses a bad newsletter email with 400", async () => {
    for (const body of [{ email: "nope" }, {}, { email: 42 }]) {
      const response = await backend.call("POST", "/newsletter", { body });
      expect(response.status).toBe(400);
      expect(response.body.fields.email).toBeTruthy();
    }
  });
});
