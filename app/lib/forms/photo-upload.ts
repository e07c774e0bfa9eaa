/** A photo upload's body the storefront could not read (cut off, or not the multipart it says). */
export const PHOTO_UPLOAD_UNREADABLE = "This upload could not be read. Please try again.";
