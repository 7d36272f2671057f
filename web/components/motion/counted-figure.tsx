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
      <span aria-hidden="true" className="print:hidden">
        {shown}
      </span>
      {/* Paper shows the figure itself, not a count that waited for a scroll. */}
      <span className="sr-only print:not-sr-only">{final}</span>
    </>
  );
}
