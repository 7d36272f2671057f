import { Icon } from '@/components/ui/icon';

import { fillIn } from '../fill-in';

const MAX_RATING = 5;

interface StarRatingProps {
  rating: number;
  /** The phrase it is read out as, with {rating} filled in ('Rated 5 out of 5'). */
  label: string | null | undefined;
}

/** Five stars, the first `rating` filled; read out as one phrase. */
export function StarRating({ rating, label }: StarRatingProps) {
  return (
    <div role="img" aria-label={fillIn(label, '{rating}', rating)} className="flex gap-0.5">
      {Array.from({ length: MAX_RATING }, (_, star) => (
        <Icon
          key={star}
          name="star"
          filled
          className={`size-4.5 ${star < rating ? 'text-brand' : 'text-border'}`}
        />
      ))}
    </div>
  );
}
