import { type ReactNode, useEffect, useId, useRef } from 'react';

/**
 * A modal dialog on the native <dialog> element: the browser keeps focus inside, Escape closes it,
 * and focus returns to the button that opened it. Each modal opens and closes on its own.
 */
export function Modal({
  title,
  closeLabel,
  onClose,
  children,
  wide = false,
}: {
  title: string;
  /** The name of the × button, in the screen's language. */
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(e) => {
        // Escape: let React unmount the dialog rather than the browser closing it underneath React.
        e.preventDefault();
        onClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] ${wide ? 'max-w-3xl' : 'max-w-lg'} max-h-[90vh] overflow-y-auto rounded-lg bg-white p-0 text-stone-800 shadow-xl backdrop:bg-stone-900/60`}
    >
      <div className="flex items-start justify-between gap-4 border-b border-stone-200 px-5 py-4">
        <h2 id={titleId} className="text-xl font-bold text-green-900">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={closeLabel}
          className="-m-2 rounded p-2 text-stone-700 hover:bg-stone-100 hover:text-stone-900"
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </div>
      <div className="px-5 py-4">{children}</div>
    </dialog>
  );
}
