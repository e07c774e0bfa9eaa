import type { CSSProperties } from "react";
import { filesOf, mediaPath, photoAddress, photoFormats, type ProductPhotoJson } from "../../contract/product-photos";

/** `srcset` of one format: every width the photo is served at. */
export const photoSrcSet = (photo: ProductPhotoJson, format: (typeof photoFormats)[number]) =>
  filesOf(photo, format)
    .map((file) => `${mediaPath(file.file)} ${file.width}w`)
    .join(", ");

type ProductPictureProps = {
  photo: ProductPhotoJson;
  /** The rendered width the browser picks a file for (the `sizes` attribute). */
  sizes: string;
  alt: string;
  className?: string;
  /** The first card and the gallery's main photo load at once and first; the rest when scrolled near. */
  priority?: boolean;
  /** Box size: the aspect the page reserves before the file arrives (no layout shift). */
  width: number;
  height: number;
};

/**
 * An uploaded photo: AVIF where the browser takes it, else WebP, each at the width its box needs on
 * this screen, over its blurred placeholder until the file arrives.
 */
export function ProductPicture({ photo, sizes, alt, className, priority = false, width, height }: ProductPictureProps) {
  const placeholder: CSSProperties = {
    backgroundImage: `url(${photo.placeholder})`,
    backgroundSize: "cover",
    backgroundPosition: "center",
  };
  return (
    <picture>
      {photoFormats.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={photoSrcSet(photo, format)} sizes={sizes} />
      ))}
      <img
        src={photoAddress(photo)}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        {...(priority ? { fetchpriority: "high" } : {})}
        style={placeholder}
        className={className}
      />
    </picture>
  );
}

/** A preload of a photo for the head (the page's largest picture): AVIF, which every browser we preload for takes. */
export function preloadPhoto(photo: ProductPhotoJson, sizes: string) {
  return {
    tagName: "link" as const,
    rel: "preload",
    as: "image",
    type: "image/avif",
    imageSrcSet: photoSrcSet(photo, "avif"),
    imageSizes: sizes,
    fetchpriority: "high",
  };
}
