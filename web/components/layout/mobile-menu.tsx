// The menu below 768 px: a disclosure button and a panel with the same links, open only for the
// location it was opened at (so any navigation closes it). Like a dialog it keeps Tab to itself
// and its button; Escape, a press or focus outside, or its dimmed backdrop close it.
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router';

import { animateElement } from '@/components/motion/load-motion';
import { Icon } from '@/components/ui/icon';
import { SmartLink } from '@/components/ui/smart-link';
import { trapFocus } from '@/lib/focus-trap';

import { MenuLink, type NavItem, type SiteLabels } from './menu-link';

export interface MobileMenuState {
  open: boolean;
  panelId: string;
  buttonRef: RefObject<HTMLButtonElement | null>;
  backdropRef: RefObject<HTMLDivElement | null>;
  toggle: () => void;
  /** Closes the menu and hands focus back to its button. */
  close: () => void;
}

export function useMobileMenu(): MobileMenuState {
  const location = useLocation();
  const [openAtKey, setOpenAtKey] = useState<string | null>(null);
  const open = openAtKey === location.key;
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);

  const close = () => {
    setOpenAtKey(null);
    buttonRef.current?.focus();
  };

  useEffect(() => {
    const button = buttonRef.current;
    const panel = document.getElementById(panelId);
    if (!open || !button || !panel) return;
    // Past the last link Tab comes back to the button, and Shift+Tab from it goes to the last
    // link. The trap takes Tab stops inside its containers: the button's own box is one.
    const trap = trapFocus([button.parentElement ?? button, panel], { fallbackFocus: button });
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Taken: the chat open under the menu leaves this Escape to it.
      event.preventDefault();
      setOpenAtKey(null);
      button.focus();
    };
    // Focus or a press anywhere else closes it (a screen reader's cursor, a press in the
    // header), as the open panel covers the page. The backdrop closes it on click instead, so
    // the tap does not land on the page under it.
    const isOutside = (target: EventTarget | null) =>
      target instanceof Node &&
      !panel.contains(target) &&
      !button.contains(target) &&
      !backdropRef.current?.contains(target);
    const onFocusOrPress = (event: Event) => {
      if (!isOutside(event.target)) return;
      // Before the trap, which would hold focus in the menu, sees the event.
      trap.release();
      setOpenAtKey(null);
    };
    // The page under the backdrop stays where it is (touch-action none does so for a swipe).
    const backdrop = backdropRef.current;
    const keepPage = (event: Event) => event.preventDefault();
    backdrop?.addEventListener('wheel', keepPage, { passive: false });
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('focusin', onFocusOrPress, true);
    window.addEventListener('pointerdown', onFocusOrPress, true);
    return () => {
      trap.release();
      backdrop?.removeEventListener('wheel', keepPage);
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('focusin', onFocusOrPress, true);
      window.removeEventListener('pointerdown', onFocusOrPress, true);
    };
  }, [open, panelId]);

  return {
    open,
    panelId,
    buttonRef,
    backdropRef,
    toggle: () => setOpenAtKey(open ? null : location.key),
    close,
  };
}

interface MobileMenuButtonProps {
  ref: RefObject<HTMLButtonElement | null>;
  open: boolean;
  panelId: string;
  onToggle: () => void;
  labels: SiteLabels | undefined;
  className?: string;
}

export function MobileMenuButton({
  ref,
  open,
  panelId,
  onToggle,
  labels,
  className,
}: MobileMenuButtonProps) {
  return (
    // A box of its own, with no box on screen, for the open menu's focus trap.
    <span className="contents">
      <button
        ref={ref}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={(open ? labels?.closeMenu : labels?.openMenu) ?? undefined}
        onClick={onToggle}
        className={`inline-flex size-10 items-center justify-center rounded-full border border-border text-fg transition-colors hover:border-brand hover:text-brand ${className ?? ''}`}
      >
        {open ? (
          <Icon name="close" strokeWidth={2} className="size-5" />
        ) : (
          <Icon name="menu" strokeWidth={2} className="size-5" />
        )}
      </button>
    </span>
  );
}

interface MobileMenuProps {
  open: boolean;
  panelId: string;
  backdropRef: RefObject<HTMLDivElement | null>;
  onClose: () => void;
  links: readonly (NavItem & { _key: string })[];
  cta: NavItem | null | undefined;
  /** The navigation's name, as the header's. */
  label: string | undefined;
}

// Both are placed below the header and sized by its height (100% of it, as the containing
// block), which grows when enlarged text wraps the header.
export function MobileMenu({
  open,
  panelId,
  backdropRef,
  onClose,
  links,
  cta,
  label,
}: MobileMenuProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  // The panel drops in from the header as it opens; it closes at once.
  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    animateElement(
      panel,
      { opacity: [0, 1], transform: ['translateY(-0.5rem)', 'translateY(0)'] },
      { duration: 0.2, ease: 'easeOut' },
    );
  }, [open]);

  return (
    <>
      {/* Pointer only: keyboard users close the menu with Escape or its button. */}
      <div
        ref={backdropRef}
        aria-hidden="true"
        hidden={!open}
        onClick={onClose}
        className="absolute inset-x-0 top-full h-[calc(100dvh-100%)] touch-none bg-scrim md-fit:hidden"
      />
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-100%)] overflow-y-auto overscroll-contain rounded-b-card border-b border-border bg-surface-raised shadow-[0_24px_48px_-16px_rgb(0_0_0/0.5)] dark:border-fg/20 md-fit:hidden"
      >
        <nav aria-label={label} className="container-page py-4">
          <ul className="flex flex-col gap-1">
            {links.map((link) => (
              <li key={link._key}>
                <MenuLink
                  link={link}
                  className={({ isActive }) =>
                    `block rounded-control px-4 py-3 text-base font-medium transition-colors ${
                      isActive
                        ? 'bg-brand-soft text-brand forced-colors:underline'
                        : 'text-fg hover:bg-surface-sunken'
                    }`
                  }
                />
              </li>
            ))}
          </ul>
          {cta?.href && (
            <SmartLink
              href={cta.href}
              className="mt-4 flex items-center justify-center rounded-control bg-brand px-6 py-3 font-semibold text-brand-fg transition-colors hover:bg-brand-strong forced-colors:border"
            >
              {cta.label}
            </SmartLink>
          )}
        </nav>
      </div>
    </>
  );
}
