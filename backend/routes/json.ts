/**
 * The store's data as the API answers it, typed by contract/ so the compiler holds every answer to
 * the shapes the storefront reads: ids as `_id`, money in rupees, dates as ISO text.
 */
import type { AddressJson } from "../../contract/addresses";
import type { LocalSessionJson } from "../../contract/auth";
import type { CartJson } from "../../contract/cart";
import type { OkJson } from "../../contract/contact";
import { paisaToRupees } from "../../contract/money";
import type { OrderJson, PlacedOrderJson } from "../../contract/orders";
import type { ProductJson, ProductPageJson } from "../../contract/products";
import type { ProfileJson } from "../../contract/profile";
import type { LocalSession } from "../auth/local-identity";
import { formatOrderNumber } from "../lib/ids";
import type { Cart } from "../store/cart";
import type { Order } from "../store/orders";
import type { Product, ProductPage } from "../store/products";
import type { Address, Profile } from "../store/users";

export const okJson: OkJson = { ok: true };

export function productJson(product: Product): ProductJson {
  return {
    _id: product.id,
    id: product.id,
    name: product.name,
    description: product.description,
    images: product.images,
    price: paisaToRupees(product.pricePaisa),
    category: product.filterKeys.map((name) => ({ name })),
    sizes: product.sizes,
    stock: product.stock,
    isBestSeller: product.isBestSeller,
    createdAt: product.createdAt.toISOString(),
  };
}

export function productPageJson(page: ProductPage): ProductPageJson {
  return { items: page.items.map(productJson), total: page.total, page: page.page, pageSize: page.pageSize };
}

export function cartJson(cart: Cart): CartJson {
  return {
    items: cart.lines.map(({ id, product, quantity, size }) => ({
      _id: id,
      product: {
        _id: product.id,
        name: product.name,
        description: product.description,
        images: product.images,
        price: paisaToRupees(product.pricePaisa),
        stock: product.stock,
      },
      quantity,
      size,
      price: paisaToRupees(product.pricePaisa),
    })),
    totalPrice: paisaToRupees(cart.totalPaisa),
  };
}

export function addressJson(address: Address): AddressJson {
  return {
    _id: address.id,
    street: address.street,
    city: address.city,
    state: address.state,
    country: address.country,
    postalCode: address.postalCode,
    isDefault: address.isDefault,
    createdAt: address.createdAt.toISOString(),
    updatedAt: address.updatedAt.toISOString(),
  };
}

export function profileJson(profile: Profile): ProfileJson {
  return {
    _id: profile.id,
    name: profile.name,
    email: profile.email,
    phone: profile.phone,
    addresses: profile.addresses.map(addressJson),
    createdAt: profile.createdAt.toISOString(),
    updatedAt: profile.updatedAt.toISOString(),
  };
}

export function orderJson(order: Order): OrderJson {
  return {
    _id: order.id,
    orderId: formatOrderNumber(order.orderNumber),
    trackingId: order.trackingId,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    items: order.items.map((item) => ({
      _id: item.id,
      product: { _id: item.productId, name: item.name },
      name: item.name,
      quantity: item.quantity,
      size: item.size,
      price: paisaToRupees(item.unitPricePaisa),
    })),
    subtotal: paisaToRupees(order.subtotalPaisa),
    shippingFee: paisaToRupees(order.shippingPaisa),
    tax: paisaToRupees(order.taxPaisa),
    totalAmount: paisaToRupees(order.totalPaisa),
    orderStatus: order.orderStatus,
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    shippingAddress: order.shippingAddress,
    customerName: order.customerName,
    customerPhone: order.customerPhone,
  };
}

export function placedOrderJson(order: Order): PlacedOrderJson {
  const json = orderJson(order);
  return { orderId: json.orderId, order: json };
}

export function localSessionJson(session: LocalSession): LocalSessionJson {
  return { sessionId: session.sessionId, expiresAt: session.expiresAt.toISOString(), user: session.user };
}
