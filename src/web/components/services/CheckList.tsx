/** A list with a check mark before each item (features, benefits), drawn by CSS (`.check-list`, site.css). */
export function CheckList({ items, className = '' }: { items: string[]; className?: string }) {
  return (
    <ul className={`check-list space-y-2 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex text-stone-700">
          {item}
        </li>
      ))}
    </ul>
  );
}
