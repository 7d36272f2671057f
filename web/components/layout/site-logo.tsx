// The company mark: the CMS logo as a plain <img>, replaced once by the bundled fallback when it
// fails to load. It is shown at 40 px, so a raster upload is asked for
// at twice that (an SVG comes back as it is), and one that is not square is fitted, not squashed.
import { useEffect, useRef, useState } from 'react';

import type { CmsImageValue } from '@/components/ui/cms-image';
import { useEditLink } from '@/lib/edit-links';
import { hasImage, urlForImage } from '@/lib/image';

export const FALLBACK_LOGO_SRC = '/logo-fallback.svg';
const LOGO_SIZE_PX = 40;

interface SiteLogoProps {
  logo: CmsImageValue | null | undefined;
  companyName: string;
  className?: string;
  /** Classes for the company name, e.g. to hide it visually where space is short. */
  nameClassName?: string;
  /**
   * Shows the name on two lines at most, cut short with an ellipsis after that: where it shares
   * a row with controls (the header), so a long name cannot push them onto a row of their own.
   */
  twoLinesAtMost?: boolean;
  /** Loads the picture only when it comes near the view: where it sits below the fold. */
  lazy?: boolean;
}

function logoUrl(logo: CmsImageValue | null | undefined): string {
  if (!hasImage(logo)) return FALLBACK_LOGO_SRC;
  const size = LOGO_SIZE_PX * 2;
  return urlForImage(logo).width(size).height(size).fit('max').url();
}

export function SiteLogo({
  logo,
  companyName,
  className,
  nameClassName,
  twoLinesAtMost = false,
  lazy = false,
}: SiteLogoProps) {
  const [failed, setFailed] = useState(false);
  const imageRef = useRef<HTMLImageElement>(null);
  const src = failed ? FALLBACK_LOGO_SRC : logoUrl(logo);
  const editLink = useEditLink();

  // An image that failed before hydration fired its error event before React listened:
  // replay it so the fallback still takes over.
  useEffect(() => {
    const image = imageRef.current;
    if (image?.complete && image.naturalWidth === 0 && image.getAttribute('src')) {
      image.dispatchEvent(new Event('error'));
    }
  }, []);

  return (
    <span className={`inline-flex items-center gap-2.5 ${className ?? ''}`}>
      <img
        ref={imageRef}
        src={src}
        alt=""
        width={LOGO_SIZE_PX}
        height={LOGO_SIZE_PX}
        decoding="async"
        loading={lazy ? 'lazy' : undefined}
        onError={() => setFailed(true)}
        className="size-9 shrink-0 rounded-[0.625rem] object-contain sm:size-10"
        data-sanity={editLink('siteSettings', 'logo')}
      />
      {/* A name of one long word breaks inside it rather than run off a phone's screen. */}
      <span
        className={`min-w-0 text-lg font-bold tracking-tight wrap-anywhere text-fg ${nameClassName ?? ''}`}
      >
        {/* Its own box, so the clamp's hidden overflow survives a not-sr-only in nameClassName. */}
        {twoLinesAtMost ? (
          <span className="line-clamp-2 leading-tight">{companyName}</span>
        ) : (
          companyName
        )}
      </span>
    </span>
  );
}
