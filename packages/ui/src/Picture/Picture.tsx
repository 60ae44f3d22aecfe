// A prop photo as the catalogue import stores it: resized to several widths (srcset) and, when
// there are better formats, offered in those first (<picture> with a <source> per format), so each
// browser downloads the smallest file in the best format it can show. A photo with neither (an
// SVG, an older import) is a plain <img>, as before.
import type { ImgHTMLAttributes } from "react";
import styles from "./Picture.module.css";

/** The same photo in another format, at the same widths: "…-320.avif 320w, …-640.avif 640w". */
export interface ImageSource {
  /** Its MIME type ("image/avif"): a browser skips a format it cannot show without downloading it. */
  type: string;
  srcSet: string;
}

/** A photo and, optionally, its resized copies; every field beyond today's four is optional. */
export interface ResponsiveImage {
  url: string;
  alt?: string;
  width: number;
  height: number;
  /** JPEG (or the original format) at each width: "/catalogue/images/X-1-320.jpg 320w, …-640.jpg 640w". */
  srcSet?: string;
  /** Better formats, best first: the browser takes the first it supports. */
  sources?: readonly ImageSource[];
}

export interface PictureProps extends Pick<
  ImgHTMLAttributes<HTMLImageElement>,
  "className" | "loading" | "decoding" | "fetchPriority"
> {
  image: Omit<ResponsiveImage, "alt">;
  /** The caller's: the shown image may say it is decorative (""), or be named for the prop. */
  alt: string;
  /**
   * How wide the caller shows the image (the sizes attribute): only the caller knows its layout, and
   * without it the browser assumes the full window width and downloads a bigger file than needed.
   */
  sizes: string;
}

export function Picture({ image, alt, sizes, ...rest }: PictureProps) {
  // A lazy image is laid out before it loads, so browsers that know sizes="auto" use its real width;
  // the rest skip "auto" and read the caller's sizes.
  const shownSizes = rest.loading === "lazy" ? `auto, ${sizes}` : sizes;
  const img = (
    <img
      {...rest}
      src={image.url}
      srcSet={image.srcSet}
      sizes={image.srcSet ? shownSizes : undefined}
      alt={alt}
      width={image.width}
      height={image.height}
    />
  );
  // srcset alone needs no <picture>: a plain <img srcset> also lets React's server render preload it.
  if (!image.sources?.length) return img;
  return (
    <picture className={styles.picture}>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={shownSizes} />
      ))}
      {img}
    </picture>
  );
}
