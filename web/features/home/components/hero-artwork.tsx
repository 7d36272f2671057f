// Decorative artwork in theme colours. Each orbit is its own <svg> turned by a CSS transform (on
// the compositor), its shapes from a cached file that takes the theme's colours through <use>. The
// glow and the core stay inline: a gradient in another file cannot read them.
import artworkUrl from '@/assets/hero-artwork.svg?url';

const ORBITS = [
  { id: 'orbit-inner', duration: '48s', reverse: false },
  { id: 'orbit-middle', duration: '72s', reverse: true },
  { id: 'orbit-outer', duration: '110s', reverse: false },
] as const;

const CENTER = 260;

function pointOn(radius: number, degrees: number) {
  const radians = (degrees * Math.PI) / 180;
  return { x: CENTER + radius * Math.cos(radians), y: CENTER + radius * Math.sin(radians) };
}

const VIEW_BOX = '0 0 520 520';

export function HeroArtwork({
  paused = false,
  className = '',
}: {
  paused?: boolean;
  className?: string;
}) {
  return (
    <div aria-hidden="true" className={`relative aspect-square ${className}`}>
      <svg focusable="false" viewBox={VIEW_BOX} className="absolute inset-0 size-full">
        <defs>
          <radialGradient id="hero-glow">
            <stop offset="0" style={{ stopColor: 'var(--brand)', stopOpacity: 0.45 }} />
            <stop offset="0.55" style={{ stopColor: 'var(--accent)', stopOpacity: 0.12 }} />
            <stop offset="1" style={{ stopColor: 'var(--accent)', stopOpacity: 0 }} />
          </radialGradient>
        </defs>
        <circle cx={CENTER} cy={CENTER} r="250" fill="url(#hero-glow)" />
      </svg>

      {ORBITS.map((orbit) => (
        <svg
          key={orbit.id}
          focusable="false"
          viewBox={VIEW_BOX}
          className={`absolute inset-0 size-full animate-spin ${paused ? '[animation-play-state:paused]' : ''}`}
          style={{
            animationDuration: orbit.duration,
            animationDirection: orbit.reverse ? 'reverse' : 'normal',
          }}
        >
          <use href={`${artworkUrl}#${orbit.id}`} />
        </svg>
      ))}

      <svg focusable="false" viewBox={VIEW_BOX} className="absolute inset-0 size-full">
        <defs>
          <linearGradient id="hero-core" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" style={{ stopColor: 'var(--brand)' }} />
            <stop offset="1" style={{ stopColor: 'var(--accent)' }} />
          </linearGradient>
          <linearGradient id="hero-beam" x1="0" y1="0" x2="1" y2="0">
            <stop offset="0" style={{ stopColor: 'var(--brand)', stopOpacity: 0 }} />
            <stop offset="1" style={{ stopColor: 'var(--brand)', stopOpacity: 0.7 }} />
          </linearGradient>
        </defs>

        {[0, 72, 144, 216, 288].map((degrees) => {
          const end = pointOn(96, degrees + 15);
          return (
            <line
              key={degrees}
              x1={CENTER}
              y1={CENTER}
              x2={end.x}
              y2={end.y}
              stroke="url(#hero-beam)"
              strokeWidth="1.5"
              strokeLinecap="round"
            />
          );
        })}

        <g transform={`translate(${CENTER} ${CENTER})`}>
          <polygon
            points="0,-58 50,-29 50,29 0,58 -50,29 -50,-29"
            fill="url(#hero-core)"
            style={{ filter: 'drop-shadow(0 18px 30px rgb(79 70 229 / 0.35))' }}
          />
          <polygon
            points="0,-34 29,-17 29,17 0,34 -29,17 -29,-17"
            fill="none"
            strokeWidth="3"
            style={{ stroke: 'var(--brand-fg)', strokeOpacity: 0.85 }}
          />
          <circle r="7" style={{ fill: 'var(--brand-fg)' }} />
        </g>
      </svg>
    </div>
  );
}
