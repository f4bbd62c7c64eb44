interface Anchor {
  id: string;
  label: string;
}

/** Links to the parts of a long page (its table of contents), named for screen readers. */
export function AnchorNav({
  label,
  anchors,
  className,
}: {
  label: string;
  anchors: readonly Anchor[];
  className: string;
}) {
  return (
    <nav aria-label={label}>
      <ul className={className}>
        {anchors.map((anchor) => (
          <li key={anchor.id}>
            <a href={`#${anchor.id}`}>{anchor.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
