import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { addresses, users } from "../db/schema";
import { createProduct } from "../test/fixtures";
import { describeOnEachDatabase, tokenFor } from "../test/harness";

const SHOPPER_ID = "user-1";
const shopper = tokenFor(SHOPPER_ID);
const other = tokenFor("user-2");
const lahore = { street: "12 Mall Road", city: "Lahore", state: "Punjab", country: "Pakistan", postalCode: "54000" };
const karachi = { street: "House 5, Block 2, Clifton", city: "Karachi", state: "Sindh", country: "Pakistan", postalCode: "75600" };
const islamabad = { street: "3 Blue Area", city: "Islamabad", state: "ICT", country: "Pakistan", postalCode: "44000" };

type Saved = { _id: string; street: string; isDefault: boolean };

describeOnEachDatabase("editing and deleting saved addresses", (backend) => {
  beforeEach(() => backend.reset());

  const add = async (body: object, token = shopper) => (await backend.call("POST", "/users/address", { token, body })).body as Saved;
  const edit = (id: string, body: unknown, token = shopper) =>
    backend.call("PUT", `/users/address/${encodeURIComponent(id)}`, { token, body });
  const remove = (id: string, token = shopper) => backend.call("DELETE", `/users/address/${encodeURIComponent(id)}`, { token });
  const list = async (token = shopper) => (await backend.call("GET", "/users/address", { token })).body as Saved[];
  const defaults = async () => (await list()).filter((address) => address.isDefault).map((address) => address.street);

  it("rewrites an address with the same validation as adding, keeping or taking the default", async () => {
    const first = await add(lahore);
    const second = await add(karachi);

    const edited = await edit(first._id, { ...lahore, street: "  14 Mall Road ", postalCode: "54001" });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ ...lahore, _id: first._id, street: "14 Mall Road", postalCode: "54001", isDefault: true });

    // Un-ticking the default is ignored: a shopper with addresses always has one.
    expect((await edit(first._id, { ...lahore, isDefault: false })).body.isDefault).toBe(true);
    expect((await edit(second._id, { ...karachi, isDefault: true })).body.isDefault).toBe(true);
    expect(await defaults()).toEqual([karachi.street]);

    const blank = await edit(second._id, { ...karachi, street: "  ", city: "" });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toBe("Please fill in all fields");
    expect(Object.keys(blank.body.fields).sort()).toEqual(["city", "street"]);
    expect((await edit(second._id, { ...karachi, street: "x".repeat(201) })).status).toBe(400);
    expect((await list()).map((address) => address.street)).toEqual([lahore.street, karachi.street]);
  });

  it("answers 404 'Address not found' for another shopper's, an unknown or a malformed id, and changes nothing", async () => {
    const mine = await add(lahore);
    await add(karachi, other);
    for (const [token, id] of [
      [other, mine._id],
      [shopper, "0123456789abcdef01234567"],
      [shopper, "not an id"],
    ]) {
      for (const refused of [await edit(id, islamabad, token), await remove(id, token)]) {
        expect(refused.status).toBe(404);
        expect(refused.body).toEqual({ error: "Address not found" });
      }
    }
    expect(await list()).toMatchObject([{ ...lahore, _id: mine._id, isDefault: true }]);
    expect(await list(other)).toMatchObject([{ ...karachi, isDefault: true }]);
  });

  it("deletes an address; deleting the default makes the most recently created one left the default", async () => {
    const first = await add(lahore);
    const second = await add(karachi);
    const third = await add(islamabad);

    const removed = await remove(second._id);
    expect(removed.status).toBe(200);
    expect(removed.body.map((address: Saved) => [address.street, address.isDefault])).toEqual([
      [lahore.street, true],
      [islamabad.street, false],
    ]);

    const afterDefault = await remove(first._id);
    expect(afterDefault.body.map((address: Saved) => [address._id, address.isDefault])).toEqual([[third._id, true]]);
    expect((await remove(third._id)).body).toEqual([]);
    expect((await remove(third._id)).status).toBe(404);
  });

  it("keeps exactly one default when deletes and default changes race", async () => {
    const saved = [];
    for (let index = 0; index < 6; index += 1) saved.push(await add({ ...lahore, street: `Street ${index}` }));
    const answers = await Promise.all([
      remove(saved[0]._id),
      backend.call("PUT", `/users/address/${saved[4]._id}/default`, { token: shopper }),
      remove(saved[1]._id),
      edit(saved[2]._id, { ...karachi, isDefault: true }),
      remove(saved[3]._id),
      remove(saved[5]._id),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const left = await backend.db.select().from(addresses).where(eq(addresses.userId, "user-1"));
    expect(left.map((row) => row.id).sort()).toEqual([saved[2]._id, saved[4]._id].sort());
    expect(left.filter((row) => row.isDefault)).toHaveLength(1);
  });

  it("leaves a past order's delivery address as it was when the address is edited or deleted", async () => {
    const product = await createProduct(backend.db, { stock: 5 });
    const home = await add(lahore);
    await add(karachi);
    expect(
      (await backend.call("POST", "/cart/items", { token: shopper, body: { productId: product.id, quantity: 1, size: "No. 2" } })).status,
    ).toBe(200);
    // Cash on delivery needs a phone for the courier.
    await backend.db.update(users).set({ phone: "+923001234567" }).where(eq(users.id, SHOPPER_ID));
    const placed = await backend.call("POST", "/orders/create", {
      token: shopper,
      body: { shippingAddress: home._id, paymentMethod: "cod" },
    });
    expect(placed.status).toBe(201);
    const orderAddress = async () => (await backend.call("GET", `/orders/${placed.body.orderId}`, { token: shopper })).body.shippingAddress;
    expect(await orderAddress()).toEqual(lahore);

    expect((await edit(home._id, islamabad)).status).toBe(200);
    expect(await orderAddress()).toEqual(lahore);
    expect((await remove(home._id)).status).toBe(200);
    expect(await orderAddress()).toEqual(lahore);
  });
});
