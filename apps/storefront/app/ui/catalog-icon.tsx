/**
 * A category or brand icon as the spec stores it: an image address (http… or /media/…), an emoji or nothing
 * (then the name's first letter).
 */
export function CatalogIcon({
  icon,
  name,
  className = 'size-12',
}: {
  icon: string | null;
  name: string;
  className?: string;
}) {
  const value = icon?.trim();
  if (value && (value.startsWith('http') || value.startsWith('/'))) {
    return (
      <img
        src={value}
        alt=""
        width={96}
        height={96}
        loading="lazy"
        decoding="async"
        className={`${className} object-contain`}
      />
    );
  }
  return (
    <span aria-hidden className={`${className} grid place-items-center text-3xl leading-none font-extrabold`}>
      {value || name.trim().charAt(0)}
    </span>
  );
}
