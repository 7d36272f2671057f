import { CmsImage } from '@/components/ui/cms-image';
import { itemPath, useEditLink, type EditSource } from '@/lib/edit-links';

import type { CarouselImage } from './carousel-slides';

interface CarouselPictureProps {
  image: CarouselImage;
  decorative?: boolean;
  /** Loads the picture eagerly with high priority (the page's LCP image). */
  priority?: boolean;
  /** The document and the array the pictures are edited in. */
  source?: EditSource;
}

/** One picture of the strip; the still row and the moving carousel share it, so sizes match. */
export function CarouselPicture({
  image,
  decorative = false,
  priority = false,
  source,
}: CarouselPictureProps) {
  const editLink = useEditLink();
  return (
    <div className="aspect-square overflow-hidden rounded-card border border-border bg-surface-sunken">
      <CmsImage
        image={image}
        edit={source && editLink(source.document, itemPath(source.field, image._key))}
        decorative={decorative}
        priority={priority}
        sizes="(min-width: 1280px) 238px, (min-width: 1024px) 19vw, (min-width: 640px) 31vw, 47vw"
        className="size-full object-cover"
      />
    </div>
  );
}
