import { type ReactNode, useEffect, useId, useRef } from 'react';

const WIDTHS = { md: 'max-w-lg', lg: 'max-w-3xl', xl: 'max-w-4xl' } as const;

/**
 * A modal dialog on the native <dialog>: showModal() makes the rest of the page inert, keeps focus
 * inside and closes on Escape; focus returns to the opener when it closes. Mounted while open.
 */
export function Modal({
  title,
  closeLabel,
  onClose,
  children,
  size = 'md',
}: {
  title: string;
  /** The name of the × button, in the screen's language. */
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  size?: keyof typeof WIDTHS;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement as HTMLElement | null;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      dialog?.close();
      opener?.focus();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      // Escape asks the owner to close, so its state (and the form's) resets the same way as Cancel,
      // and React unmounts the dialog rather than the browser closing it underneath React.
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      className={`m-auto max-h-[calc(100dvh-1rem)] w-[calc(100vw-1rem)] ${WIDTHS[size]} overflow-y-auto rounded-lg bg-white p-0 text-stone-800 shadow-xl backdrop:bg-stone-900/60 sm:max-h-[calc(100dvh-4rem)]`}
    >
      <div className="sticky top-0 z-10 flex items-center justify-between gap-4 border-b border-stone-200 bg-white px-4 py-3 sm:px-6">
        <h2 id={titleId} className="text-xl font-bold text-green-900">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={closeLabel}
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-md text-stone-700 hover:bg-stone-100 hover:text-stone-900"
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </button>
      </div>
      <div className="px-4 py-4 sm:px-6">{children}</div>
    </dialog>
  );
}
