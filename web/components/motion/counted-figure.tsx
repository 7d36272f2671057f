// A figure that counts up on screen (useCountUp) while screen readers get its final value
// throughout: a count read out half-way ("0+", "7+") would be wrong, and one that changes
// would be read again and again.

interface CountedFigureProps {
  /** What the counter shows now. */
  shown: string;
  /** The figure it counts to. */
  final: string;
}

export function CountedFigure({ shown, final }: CountedFigureProps) {
  return (
    <>
      <span aria-hidden="true">{shown}</span>
      <span className="sr-only">{final}</span>
    </>
  );
}
