// Decorative artwork in theme colours. Each orbit is its own <svg> turned by a CSS transform, so
// the compositor turns it off the main thread, where a <g> inside one SVG would be laid out and
// repainted every frame. The orbits stop on pause, out of view and under reduced motion.
const ORBITS = [
  { radius: 96, nodes: [30, 150, 270], duration: '48s', reverse: false, dashed: false },
  { radius: 156, nodes: [80, 200, 320], duration: '72s', reverse: true, dashed: true },
  { radius: 216, nodes: [10, 130, 250], duration: '110s', reverse: false, dashed: false },
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
          key={orbit.radius}
          focusable="false"
          viewBox={VIEW_BOX}
          className={`absolute inset-0 size-full animate-spin ${paused ? '[animation-play-state:paused]' : ''}`}
          style={{
            animationDuration: orbit.duration,
            animationDirection: orbit.reverse ? 'reverse' : 'normal',
          }}
        >
          <circle
            cx={CENTER}
            cy={CENTER}
            r={orbit.radius}
            fill="none"
            strokeWidth="1.5"
            strokeDasharray={orbit.dashed ? '3 9' : undefined}
            style={
              orbit.dashed
                ? { stroke: 'var(--brand)', strokeOpacity: 0.45 }
                : { stroke: 'var(--border)' }
            }
          />
          {orbit.nodes.map((degrees, node) => {
            const { x, y } = pointOn(orbit.radius, degrees);
            return (
              <g key={degrees}>
                <circle
                  cx={x}
                  cy={y}
                  r="14"
                  style={{ fill: 'var(--surface-raised)', stroke: 'var(--border)' }}
                />
                <circle
                  cx={x}
                  cy={y}
                  r="5"
                  style={{ fill: node % 2 === 0 ? 'var(--brand)' : 'var(--accent)' }}
                />
              </g>
            );
          })}
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
