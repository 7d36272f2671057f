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
    <span
      aria-hidden="true"
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: '100%',
        height: '100%',
        borderRadius: '50%',
        background: '#4f46e5',
        color: '#ffffff',
        fontSize: 13,
        fontWeight: 700,
      }}
    >
      {text}
    </span>
  );
  return InitialsMedia;
}
