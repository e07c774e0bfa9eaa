import { photoAltBody } from "../../../contract/product-photo-bodies";
import { photoFileSchema } from "./photo-file";

/** The catalogue's upload form: a description (the backend's rule) and the photo. */
export const PhotoUploadSchema = photoAltBody.extend({ photo: photoFileSchema });

/** A photo's new description. */
export const PhotoAltSchema = photoAltBody;
