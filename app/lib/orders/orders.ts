/** An order as `GET /orders/history` and `GET /orders/{orderId}` answer it (the parts the pages use). */
export type OrderItem = {
  _id?: string;
  product?: { _id?: string; name?: string } | null;
  name?: string | null;
  quantity: number;
  size?: string | null;
  price?: number;
};

export type ShippingAddress = {
  street?: string;
  city?: string;
  state?: string;
  country?: string;
  postalCode?: string;
};

export type Order = {
  _id: string;
  orderId?: string | null;
  trackingId?: string | null;
  createdAt: string;
  items: OrderItem[];
  totalAmount: number;
  subtotal?: number;
  shippingFee?: number;
  tax?: number;
  orderStatus: string;
  paymentStatus: string;
  paymentMethod: string;
  shippingAddress?: ShippingAddress | string | null;
};

/** The Order ID column: the orderId, or '#' and the last 8 characters of `_id`. */
export function orderNumberLabel(order: Pick<Order, "_id" | "orderId">): string {
  return order.orderId ? order.orderId : `#${order._id.slice(-8)}`;
}

/** The product name an order line shows, whichever of its two names the backend filled in. */
export function orderItemName(item: OrderItem): string {
  return item.product?.name || item.name || "Item";
}

/** 'quantity × product name', with the size as recorded in parentheses when there is one. */
export function orderItemLine(item: OrderItem): string {
  const size = item.size?.trim();
  return `${item.quantity} × ${orderItemName(item)}${size ? ` (${size})` : ""}`;
}

/** The path of an order's detail page; the order number is what the backend looks orders up by. */
export function orderPath(order: Pick<Order, "_id" | "orderId">): string {
  return `/orders/${encodeURIComponent(order.orderId || order._id)}`;
}

/** The key of an order's row in the history table: its id, unique among the shopper's orders. */
export function orderRowKey(order: Pick<Order, "_id">): string {
  return order._id;
}

/** The key of a line on an order's page: the line's id, or its place when the backend sent none. */
export function orderLineKey(item: Pick<OrderItem, "_id">, index: number): string {
  return item._id ?? String(index);
}
