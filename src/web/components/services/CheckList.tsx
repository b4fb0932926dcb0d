/** A list with a check mark before each item (features, benefits); a text glyph keeps long lists light. */
export function CheckList({ items, className = '' }: { items: string[]; className?: string }) {
  return (
    <ul className={`space-y-2 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-2 text-stone-700">
          <span aria-hidden="true" className="font-bold text-green-700">
            ✓
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
