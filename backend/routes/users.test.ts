import { beforeEach, expect, it } from "vitest";
import { addresses } from "../db/schema";
import { describeOnEachDatabase, testVerifier, tokenFor } from "../test/harness";

const shopper = tokenFor("user-1");
const other = tokenFor("user-2");
const lahore = { street: "12 Mall Road", city: "Lahore", state: "Punjab", country: "Pakistan", postalCode: "54000" };
const karachi = { street: "House 5, Block 2, Clifton", city: "Karachi", state: "Sindh", country: "Pakistan", postalCode: "75600" };

describeOnEachDatabase("addresses and profile", (backend) => {
  beforeEach(() => backend.reset());

  const addAddress = (body: unknown, token = shopper) => backend.call("POST", "/users/address", { token, body });

  it("keeps the language the shopper chose, answered with the header's cart count; only a known language", async () => {
    const count = async () => (await backend.call("GET", "/cart/count", { token: shopper })).body;
    await backend.call("GET", "/users/profile", { token: shopper });
    expect(await count()).toEqual({ count: 0, language: null, operator: false });
    const saved = await backend.call("PUT", "/users/language", { token: shopper, body: { language: "ur" } });
    expect(saved.status).toBe(200);
    expect(await count()).toEqual({ count: 0, language: "ur", operator: false });
    expect((await backend.call("GET", "/cart/count", { token: other })).body.language).toBeNull();
    expect((await backend.call("PUT", "/users/language", { token: shopper, body: { language: "fr" } })).status).toBe(400);
    expect((await backend.call("PUT", "/users/language", { body: { language: "en" } })).status).toBe(401);
    expect(await count()).toEqual({ count: 0, language: "ur", operator: false });
  });

  it("saves addresses, the first one as default", async () => {
    const first = await addAddress({ ...lahore, street: "  12 Mall Road  " });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ ...lahore, isDefault: true });
    expect(first.body._id).toMatch(/^[0-9a-f]{24}$/);

    const second = await addAddress(karachi);
    expect(second.body.isDefault).toBe(false);

    const list = await backend.call("GET", "/users/address", { token: shopper });
    expect(list.status).toBe(200);
    expect(list.body.map((address: { city: string; isDefault: boolean }) => [address.city, address.isDefault])).toEqual([
      ["Lahore", true],
      ["Karachi", false],
    ]);
  });

  it("makes a new address marked isDefault the only default", async () => {
    await addAddress(lahore);
    const saved = await addAddress({ ...karachi, isDefault: true });
    expect(saved.body.isDefault).toBe(true);
    const list = await backend.call("GET", "/users/address", { token: shopper });
    expect(list.body.filter((address: { isDefault: boolean }) => address.isDefault).map((address: { _id: string }) => address._id)).toEqual(
      [saved.body._id],
    );
  });

  it("refuses blank fields with 'Please fill in all fields' and a message per field", async () => {
    const response = await addAddress({ street: "   ", city: "Lahore", state: "", country: "Pakistan" });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe("Please fill in all fields");
    expect(Object.keys(response.body.fields).sort()).toEqual(["postalCode", "state", "street"]);
    expect((await addAddress({ ...lahore, isDefault: "yes" })).status).toBe(400);
    expect((await addAddress({ ...lahore, street: "x".repeat(201) })).status).toBe(400);
    expect((await backend.call("GET", "/users/address", { token: shopper })).body).toEqual([]);
  });

  it("sets the default address, and answers 404 for another user's or an unknown id", async () => {
    const first = await addAddress(lahore);
    const second = await addAddress(karachi);
    const response = await backend.call("PUT", `/users/address/${second.body._id}/default`, { token: shopper });
    expect(response.status).toBe(200);
    expect(response.body.map((address: { _id: string; isDefault: boolean }) => [address._id, address.isDefault])).toEqual([
      [first.body._id, false],
      [second.body._id, true],
    ]);

    for (const [token, id] of [
      [other, first.body._id],
      [shopper, "0123456789abcdef01234567"],
      [shopper, "not an id"],
    ]) {
      const refused = await backend.call("PUT", `/users/address/${encodeURIComponent(id)}/default`, { token });
      expect(refused.status).toBe(404);
      expect(refused.body).toEqual({ error: "Address not found" });
    }
    expect((await backend.call("GET", "/users/address", { token: other })).body).toEqual([]);
  });

  it("refuses more than 50 saved addresses with 409", async () => {
    await addAddress(lahore);
    await backend.db
      .insert(addresses)
      .values(
        Array.from({ length: 49 }, (_, index) => ({ id: `filler-${index}`, userId: "user-1", ...karachi, street: `Street ${index}` })),
      );
    const refused = await addAddress(karachi);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ error: "You can save up to 50 addresses" });
  });

  it("creates the profile on the first call from the token's name and email", async () => {
    const response = await backend.call("GET", "/users/profile", { token: shopper });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ name: "Shopper user-1", email: "user-1@example.test", phone: null, addresses: [] });
    expect(Date.parse(response.body.createdAt)).toBeGreaterThan(0);
    expect(Date.parse(response.body.updatedAt)).toBeGreaterThan(0);

    await addAddress(lahore);
    expect((await backend.call("GET", "/users/profile", { token: shopper })).body.addresses).toHaveLength(1);

    const bare = backend.createApp({ publicCatalogue: false, verifyToken: async () => ({ userId: "no-claims" }) });
    const anonymous = await backend.call("GET", "/users/profile", { token: "anything" }, bare);
    expect(anonymous.body).toMatchObject({ name: "", email: "", phone: null });
  });

  it.each([
    ["03001234567", "+923001234567"],
    ["0300-1234567", "+923001234567"],
    ["+92 300 1234567", "+923001234567"],
    ["923451234567", "+923451234567"],
  ])("updates the name and stores phone %s as %s", async (phone, stored) => {
    const response = await backend.call("PUT", "/users/profile", { token: shopper, body: { name: "  Ayesha Khan ", phone } });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ name: "Ayesha Khan", phone: stored, email: "user-1@example.test" });
    expect((await backend.call("GET", "/users/profile", { token: shopper })).body.phone).toBe(stored);
  });

  it("keeps the phone when it is not sent and clears it when empty", async () => {
    await backend.call("PUT", "/users/profile", { token: shopper, body: { name: "Ayesha", phone: "03001234567" } });
    const kept = await backend.call("PUT", "/users/profile", { token: shopper, body: { name: "Ayesha K" } });
    expect(kept.body.phone).toBe("+923001234567");
    const cleared = await backend.call("PUT", "/users/profile", { token: shopper, body: { name: "Ayesha K", phone: "" } });
    expect(cleared.body.phone).toBeNull();
  });

  it("refuses a bad phone or name with 400 and field messages", async () => {
    const badPhone = await backend.call("PUT", "/users/profile", { token: shopper, body: { name: "Ayesha", phone: "12345" } });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.fields).toEqual({ phone: "Enter a Pakistani mobile number such as 0300 1234567" });

    for (const name of ["", "   ", "x".repeat(101), 42]) {
      const badName = await backend.call("PUT", "/users/profile", { token: shopper, body: { name } });
      expect(badName.status).toBe(400);
      expect(badName.body.fields.name).toBeTruthy();
    }
  });

  it("keeps the test verifier honest", async () => {
    expect(await testVerifier("test-user-1")).toMatchObject({ userId: "user-1" });
    expect(await testVerifier("user-1")).toBeNull();
  });
});
