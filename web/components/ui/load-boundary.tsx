// Keeps a part whose code fails to load inside its own box, with a short message and Try again,
// so the rest of the page and whatever was typed into it stay; the route's error boundary would
// replace the whole page. Coming back online tries again by itself.
import { Component, useEffect, useId, useRef, type ReactNode } from 'react';

import { buttonStyles } from './button-styles';

export interface LoadFailureOptions {
  /** What could not load and what to do, in plain words. */
  message: string;
  /** Re-arms the failed load (a retryableLazy's `retry`) before the part renders again. */
  onRetry: () => void;
  /** Shown above the message, such as the page heading the part's loading state held. */
  placeholder?: ReactNode;
  /** For a part the page can do without: a small muted note instead of a box with buttons. */
  quiet?: boolean;
  /** Moves focus to Try again when the failure shows: for a part the visitor just opened. */
  focusOnFailure?: boolean;
  /** Classes for the box that replaces the part (its place and size). */
  className?: string;
}

interface LoadBoundaryProps extends LoadFailureOptions {
  children: ReactNode;
}

interface LoadBoundaryState {
  failed: boolean;
  retries: number;
}

export class LoadBoundary extends Component<LoadBoundaryProps, LoadBoundaryState> {
  state: LoadBoundaryState = { failed: false, retries: 0 };

  static getDerivedStateFromError(): Partial<LoadBoundaryState> {
    return { failed: true };
  }

  private retry = () => {
    this.props.onRetry();
    this.setState(({ retries }) => ({ failed: false, retries: retries + 1 }));
  };

  render() {
    const { children, onRetry: _onRetry, ...failure } = this.props;
    if (!this.state.failed) return children;
    return <LoadFailure {...failure} retried={this.state.retries > 0} onRetry={this.retry} />;
  }
}

type LoadFailureProps = LoadFailureOptions & { retried: boolean };

function LoadFailure({
  message,
  onRetry,
  placeholder,
  quiet = false,
  focusOnFailure = false,
  className,
  retried,
}: LoadFailureProps) {
  const messageId = useId();
  const retryRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // A load that failed for want of a connection gets its second chance as soon as the browser
    // is back online, without waiting for the visitor to find Try again.
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry]);

  useEffect(() => {
    // Into the part the visitor just opened; or back to Try again when it failed again, since
    // the button they pressed was gone while the part loaded, unless they have moved on.
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (focusOnFailure || (retried && focusLost)) retryRef.current?.focus();
  }, [focusOnFailure, retried]);

  const buttonClass = quiet
    ? 'font-semibold text-brand underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand'
    : buttonStyles.primary;

  return (
    <div className={className}>
      {placeholder}
      <p id={messageId} className={quiet ? 'text-sm text-fg-muted' : 'text-fg'}>
        {message}
      </p>
      <div className={`flex flex-wrap gap-3 ${quiet ? 'text-sm' : ''}`}>
        <button
          ref={retryRef}
          type="button"
          onClick={onRetry}
          aria-describedby={messageId}
          className={buttonClass}
        >
          Try again
        </button>
        {/* Browsers that fetch a failed module again on the next import() recover on Try again;
            those that keep the failure, and a chunk a redeploy removed, do not, so after one
            failed retry a reload (which loses what was typed) is offered too. */}
        {retried && (
          <button
            type="button"
            onClick={() => window.location.reload()}
            className={quiet ? buttonClass : buttonStyles.secondary}
          >
            Reload page
          </button>
        )}
      </div>
    </div>
  );
}
