import type { OperatorStep } from "../../../contract/order-lifecycle/stages";

/** The steps that cannot be undone ask once more before they are taken. */
export const secondThoughts: Partial<Record<OperatorStep, { question: (orderId: string) => string; keep: string }>> = {
  cancel: { question: (orderId) => `Cancel order ${orderId}?`, keep: "Keep order" },
  "return-to-sender": { question: (orderId) => `Cancel order ${orderId} as returned to sender?`, keep: "Keep order" },
  "return-refuse": { question: (orderId) => `Refuse the return of order ${orderId}?`, keep: "Keep the request open" },
};

/** Whether a step asks once more before it is taken (the action takes it only with the second answer). */
export const asksFirst = (step: OperatorStep) => step in secondThoughts;
