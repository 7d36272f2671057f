const MAX_RATING = 5;

interface StarRatingProps {
  rating: number;
}

/** Five stars, the first `rating` filled; read out as one phrase ('Rated 5 out of 5'). */
export function StarRating({ rating }: StarRatingProps) {
  return (
    <div role="img" aria-label={`Rated ${rating} out of ${MAX_RATING}`} className="flex gap-0.5">
      {Array.from({ length: MAX_RATING }, (_, star) => (
        <svg
          key={star}
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`size-4.5 ${star < rating ? 'text-brand' : 'text-border'}`}
          fill="currentColor"
        >
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
        </svg>
      ))}
    </div>
  );
}
