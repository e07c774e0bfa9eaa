/** A photo upload's body the storefront could not read (cut off, or not the multipart it says). */
export const PHOTO_UPLOAD_UNREADABLE = "This upload could not be read. Please try again.";

/** A photo upload a proxy in front of the store refused as too large (nginx's 413 beyond client_max_body_size). */
export const PHOTO_LARGER_THAN_SERVER_ACCEPTS = "The photo is larger than the server accepts";
