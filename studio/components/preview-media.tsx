// Pictures for list previews of documents without an image of their own, drawn as the site
// draws them: a content icon, or a person's initials in a round badge.
import { Icon } from '../../web/components/ui/icon';
import { initials } from '../../web/features/testimonials/initials';

/** The icon named `name`, as the site draws it. */
export function iconMedia(name: unknown) {
  const IconMedia = () => <Icon name={typeof name === 'string' ? name : undefined} />;
  return IconMedia;
}

/** The initials of `name` in a round badge, as on the site's testimonial cards. */
export function initialsMedia(name: unknown) {
  const text = typeof name === 'string' ? initials(name) : '';
  const InitialsMedia = () => (
    <svg viewBox="0 0 40 40" width="100%" height="100%" aria-hidden="true">
      <circle cx="20" cy="20" r="20" fill="#4f46e5" />
      <text
        x="20"
        y="20"
        dy="0.35em"
        textAnchor="middle"
        fontSize="15"
        fontWeight="700"
        fontFamily="system-ui, sans-serif"
        fill="#ffffff"
      >
        {text}
      </text>
    </svg>
  );
  return InitialsMedia;
}
