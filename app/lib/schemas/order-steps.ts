import { operatorStepBodies, returnRequestBody, shopperCancelBody } from "../../../contract/order-lifecycle/bodies";
import type { OperatorStep } from "../../../contract/order-lifecycle/stages";

/** Each operator step's form: the backend's own body schema (version, courier, tracking ID, reason, note). */
export const operatorStepSchema = (step: OperatorStep) => operatorStepBodies[step];

/** The shopper's "Cancel order" form. */
export const ShopperCancelSchema = shopperCancelBody;

/** The shopper's return request: a reason is required. */
export const ReturnRequestSchema = returnRequestBody;
