import { Star } from 'lucide-react';

const MAX_RATING = 5;

interface StarRatingProps {
  rating: number;
}

/** Five stars, the first `rating` filled; read out as one phrase ('Rated 5 out of 5'). */
export function StarRating({ rating }: StarRatingProps) {
  return (
    <div role="img" aria-label={`Rated ${rating} out of ${MAX_RATING}`} className="flex gap-0.5">
      {Array.from({ length: MAX_RATING }, (_, star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={`size-4.5 ${star < rating ? 'text-brand' : 'text-border'}`}
          fill="currentColor"
          stroke="none"
        />
      ))}
    </div>
  );
}
