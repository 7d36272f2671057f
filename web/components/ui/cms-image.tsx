// Every CMS image goes through here: responsive widths from @sanity/image-url, width and height
// from the asset id (no layout shift), lazy below the fold, eager and high priority for the LCP
// image, the editor's focal point kept in view where CSS crops the picture, and in the Studio's
// preview a click-to-edit mark that opens the image's field.
import { imageDimensions, urlForImage } from '@/lib/image';

export interface CmsImageValue {
  asset?: { _ref?: string } | null;
  alt?: string | null;
  /** The editor's focal point (0–1 from the top left), kept in view where CSS crops. */
  hotspot?: { x?: number | null; y?: number | null } | null;
}

/** Where `object-fit: cover` crops around: the editor's focal point, or the centre. */
function focalPoint(hotspot: CmsImageValue['hotspot']): string | undefined {
  if (typeof hotspot?.x !== 'number' || typeof hotspot.y !== 'number') return undefined;
  const percent = (value: number) => `${Math.round(value * 1000) / 10}%`;
  return `${percent(hotspot.x)} ${percent(hotspot.y)}`;
}

interface CmsImageProps {
  image: CmsImageValue | null | undefined;
  /** The `sizes` attribute: how wide the image shows at each viewport. */
  sizes: string;
  className?: string;
  /** The LCP image: loaded eagerly with fetchpriority high. */
  priority?: boolean;
  /** Decorative images get an empty alt. */
  decorative?: boolean;
  /** Its `data-sanity` value from useEditLink(): undefined on the public site. */
  edit?: string;
}

const WIDTHS = [160, 320, 480, 640, 800, 1024, 1280, 1600];

export function CmsImage({
  image,
  sizes,
  className,
  priority = false,
  decorative = false,
  edit,
}: CmsImageProps) {
  // Width and height come from the asset id; a malformed one is no image.
  const dimensions = imageDimensions(image?.asset?._ref);
  if (!image || !dimensions) return null;

  const objectPosition = focalPoint(image.hotspot);
  // An SVG comes back the same whatever width is asked for, so width variants would only
  // download the same file again under other URLs.
  const responsive = dimensions.format !== 'svg';
  const widths = WIDTHS.filter((width) => width <= dimensions.width * 2);
  const urlAt = (width: number) => urlForImage(image).width(width).url();
  return (
    <img
      src={responsive ? urlAt(Math.min(dimensions.width, 1024)) : urlForImage(image).url()}
      srcSet={
        responsive ? widths.map((width) => `${urlAt(width)} ${width}w`).join(', ') : undefined
      }
      sizes={responsive ? sizes : undefined}
      width={dimensions.width}
      height={dimensions.height}
      alt={decorative ? '' : (image.alt ?? '')}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
      className={className}
      style={objectPosition ? { objectPosition } : undefined}
      data-sanity={edit}
    />
  );
}
