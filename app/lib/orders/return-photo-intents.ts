/** The order page's two forms for a return's photos (multipart upload; remove one by its id). */
export const ADD_RETURN_PHOTO = "add-return-photo";
export const REMOVE_RETURN_PHOTO = "remove-return-photo";
