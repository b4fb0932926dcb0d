/** A field's error, announced when it appears; the field points at it with aria-describedby. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  return (
    <p id={id} className={message ? 'mb-2 text-sm font-semibold text-red-800' : 'sr-only'} aria-live="polite">
      {message}
    </p>
  );
}
