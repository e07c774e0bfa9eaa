/**
 * The store's data as the API answers it, typed by contract/ so the compiler holds every answer to
 * the shapes the storefront reads: ids as `_id`, money in rupees, dates as ISO text.
 */
import type { AddressJson } from "../../contract/addresses";
import { mayResendOrderMessage, type OrderMessageJson } from "../../contract/order-lifecycle/order-link";
import { riskSignalJson } from "../../contract/order-lifecycle/risk";
import type { LocalSessionJson } from "../../contract/auth";
import type { CartJson } from "../../contract/cart";
import type { OkJson } from "../../contract/contact";
import { paisaToRupees } from "../../contract/money";
import type { OrderJson, PlacedOrderJson } from "../../contract/orders";
import type { AuditEntryJson, OperatorOrderJson, ReturnRequestJson, TimelineEventJson } from "../../contract/order-lifecycle/answers";
import {
  operatorStepsFrom,
  orderChangeClosedReason,
  orderTransitions,
  PLACED_LABEL,
  shopperMayCancel,
  shopperMayRequestReturn,
} from "../../contract/order-lifecycle/stages";
import { photoAddress } from "../../contract/product-photos";
import type { ProductJson, ProductPageJson } from "../../contract/products";
import type { ProfileJson } from "../../contract/profile";
import { ratingSummary } from "../../contract/reviews";
import type { LocalSession } from "../auth/local-identity";
import { storeNow } from "../lib/clock";
import { formatOrderNumber } from "../lib/ids";
import type { Cart } from "../store/cart";
import type { CartDelivery } from "../store/delivery";
import { stageOf } from "../store/order-lifecycle";
import { refundableOf } from "../store/order-returns";
import { type OperatorOrder, type Order, orderLanguage, refundedPaisaOf } from "../store/orders";
import { requestedLines } from "../../contract/order-lifecycle/returns";
import { type Product, type ProductPage, urduTextsOf } from "../store/products";
import type { Address, Profile } from "../store/users";
import { variantJson } from "../store/variants";
import type { ReturnPhoto } from "../store/return-photos";
import type { ReturnPhotoJson } from "../../contract/order-lifecycle/return-photos";
import type { RemittanceJson } from "../../contract/order-lifecycle/remittances";

export const okJson: OkJson = { ok: true };

/** Uploaded photos take the place of the demo's drawings. */
const imagesOf = (product: Pick<Product, "photos" | "images">) =>
  product.photos.length > 0 ? product.photos.map((photo) => photoAddress(photo)) : product.images;

export function productJson(product: Product): ProductJson {
  return {
    _id: product.id,
    id: product.id,
    name: product.name,
    description: product.description,
    ...urduTextsOf(product),
    images: imagesOf(product),
    photos: product.photos,
    price: paisaToRupees(product.pricePaisa),
    category: product.filterKeys.map((name) => ({ name })),
    sizes: product.sizes,
    stock: product.stock,
    variants: product.variants.map(variantJson),
    isBestSeller: product.isBestSeller,
    createdAt: product.createdAt.toISOString(),
    rating: ratingSummary(product.reviewCount, product.reviewStarsTotal),
  };
}

export function productPageJson(page: ProductPage): ProductPageJson {
  return {
    items: page.items.map(productJson),
    total: page.total,
    page: page.page,
    pageSize: page.pageSize,
    ...(page.didYouMean ? { didYouMean: page.didYouMean } : {}),
  };
}

export function cartJson(cart: Cart, delivery: CartDelivery): CartJson {
  return {
    items: cart.lines.map(({ id, product, variant, quantity, size, priceSeenPaisa }) => {
      const available = product.status === "active" && !variant.archived;
      return {
        _id: id,
        product: {
          _id: product.id,
          name: product.name,
          description: product.description,
          images: imagesOf(product),
          price: paisaToRupees(variant.pricePaisa),
          // The line's own size's stock: what it may grow to.
          stock: available ? variant.stock : 0,
        },
        quantity,
        size,
        variant: { id: variant.slug, label: variant.label, weightGrams: variant.weightGrams },
        price: paisaToRupees(variant.pricePaisa),
        previousPrice: priceSeenPaisa === null || priceSeenPaisa === variant.pricePaisa ? null : paisaToRupees(priceSeenPaisa),
        available,
      };
    }),
    totalPrice: paisaToRupees(cart.totalPaisa),
    delivery: {
      city: delivery.city,
      fee: delivery.feePaisa === null ? null : paisaToRupees(delivery.feePaisa),
      remainingForFree: delivery.remainingForFreePaisa === null ? null : paisaToRupees(delivery.remainingForFreePaisa),
    },
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

const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;

const returnPhotoJson = (photo: ReturnPhoto): ReturnPhotoJson => ({
  id: photo.id,
  width: photo.width,
  height: photo.height,
  addedAt: photo.addedAt.toISOString(),
});

function returnRequestJson(order: Order): ReturnRequestJson | null {
  const request = order.returnRequest;
  if (!request) return null;
  return {
    status: request.status,
    reason: request.reasonCode,
    note: request.reason,
    lines: requestedLines(order.items, request.lines).flatMap((line) => {
      const item = order.items.find((candidate) => candidate.id === line.itemId);
      return item
        ? [
            {
              itemId: item.id,
              name: item.name,
              size: item.size,
              quantity: line.quantity,
              refused: line.refused === true,
              condition: line.condition ?? null,
            },
          ]
        : [];
    }),
    photos: order.returnPhotos.map(returnPhotoJson),
    receivedAt: isoOrNull(request.receivedAt),
    requestedAt: request.requestedAt.toISOString(),
    decidedAt: isoOrNull(request.decidedAt),
    refundedAt: isoOrNull(request.refundedAt),
  };
}

function timelineJson(order: Order): TimelineEventJson[] {
  return [
    { step: "placed", label: PLACED_LABEL, at: order.createdAt.toISOString(), note: null },
    ...order.events.map((event) => ({
      step: event.step,
      label: orderTransitions[event.step].done,
      at: event.at.toISOString(),
      // Operators' notes are for the team; the shopper sees their own words only (a change's note is the store's).
      note: event.actorRole === "shopper" && event.step !== "shopper-change" ? event.note : null,
    })),
  ];
}

/** The shopper's view; `now` decides whether their own steps are still open. */
export function orderJson(order: Order, now = storeNow()): OrderJson {
  const stage = stageOf(order);
  return {
    _id: order.id,
    orderId: formatOrderNumber(order.orderNumber),
    trackingId: order.courierTrackingId ?? order.trackingId,
    orderReference: order.trackingId,
    stage,
    version: order.version,
    courier: order.courier,
    courierTrackingUrl: order.courierTrackingUrl,
    timeline: timelineJson(order),
    canCancel: shopperMayCancel(stage, order.createdAt, now),
    changeClosedReason: orderChangeClosedReason(stage, order.createdAt, now),
    canRequestReturn: shopperMayRequestReturn(stage, order.deliveredAt, now) && order.items.some((item) => item.returnExclusion === null),
    returnRequest: returnRequestJson(order),
    refunds: order.refunds.map((refund) => ({
      amount: paisaToRupees(refund.amountPaisa),
      method: refund.method,
      reference: refund.reference,
      at: refund.recordedAt.toISOString(),
    })),
    refundedAmount: paisaToRupees(refundedPaisaOf(order)),
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    items: order.items.map((item) => ({
      _id: item.id,
      product: { _id: item.productId, name: item.name },
      name: item.name,
      quantity: item.quantity,
      size: item.size,
      price: paisaToRupees(item.unitPricePaisa),
      returnExclusion: item.returnExclusion,
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

function auditJson(order: Order): AuditEntryJson[] {
  return order.events.map((event) => ({
    step: event.step,
    actorUserId: event.actorUserId,
    actorEmail: event.actorEmail,
    actorRole: event.actorRole,
    fromStatus: event.fromStatus,
    toStatus: event.toStatus,
    fromStage: event.fromStage,
    toStage: event.toStage,
    note: event.note,
    at: event.at.toISOString(),
  }));
}

/** The operator's view: the shopper's, plus its language, both tracking IDs, the confirmation, the audit log and the steps open now. */
export function operatorOrderJson(
  order: OperatorOrder,
  messages: OrderMessageJson[],
  remittance: RemittanceJson | null = null,
): OperatorOrderJson {
  const confirmer = order.events.find((event) => event.step === "confirm");
  const refundable = refundableOf(order, false);
  const refundableWithDelivery = refundableOf(order, true);
  return {
    ...orderJson(order),
    language: orderLanguage(order),
    storeTrackingId: order.trackingId,
    courierTrackingId: order.courierTrackingId,
    customerEmail: order.customerEmail,
    confirmation:
      order.confirmedAt && order.confirmedBy
        ? {
            byUserId: order.confirmedBy,
            byEmail: confirmer?.actorEmail ?? null,
            at: order.confirmedAt.toISOString(),
            note: order.confirmationNote,
          }
        : null,
    cancelReason: order.cancelReason,
    refundableAmount: paisaToRupees(refundable),
    refundableWithDelivery: paisaToRupees(refundableWithDelivery),
    // A refund is offered while something paid is left to give back.
    allowedSteps: operatorStepsFrom(stageOf(order)).filter((step) => step !== "refund" || refundableWithDelivery > 0),
    audit: auditJson(order),
    messages,
    shopperConfirmation:
      order.shopperConfirmedAt && order.shopperConfirmedVia
        ? { at: order.shopperConfirmedAt.toISOString(), via: order.shopperConfirmedVia }
        : null,
    noMessages: order.noMessages,
    messageResendable: mayResendOrderMessage({ stage: stageOf(order), messageCount: messages.length, noMessages: order.noMessages }),
    remittance,
    riskSignals: order.riskSignals.map(riskSignalJson),
  };
}

export function placedOrderJson(order: Order): PlacedOrderJson {
  const json = orderJson(order);
  return { orderId: json.orderId, order: json };
}

export function localSessionJson(session: LocalSession): LocalSessionJson {
  return { sessionId: session.sessionId, expiresAt: session.expiresAt.toISOString(), user: session.user };
}
