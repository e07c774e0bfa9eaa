/** The field a step's second answer adds: a step that cannot be undone is taken only with it (`CONFIRMED`). */
export const CONFIRM_FIELD = "confirmed";
export const CONFIRMED = "yes";

/** Whether a form post carries the second answer. */
export const isConfirmed = (formData: FormData) => formData.get(CONFIRM_FIELD) === CONFIRMED;
