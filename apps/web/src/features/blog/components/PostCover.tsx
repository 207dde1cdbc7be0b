/** A post's cover, or a quiet branded placeholder when it has none, in a fixed box so nothing shifts as it loads. */
export function PostCover({
  src,
  className = '',
  eager = false,
  sizes,
}: {
  src: string | null;
  className?: string;
  /** The one image a page shows first (the featured post, the post's own cover) loads at once. */
  eager?: boolean;
  sizes?: string;
}) {
  if (!src)
    return (
      <div aria-hidden="true" className={`bg-gradient-to-br from-brand-100 via-brand-50 to-sun-400/30 ${className}`} />
    );
  return (
    <img
      src={src}
      alt=""
      width={1200}
      height={675}
      sizes={sizes}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      className={`bg-slate-100 object-cover ${className}`}
    />
  );
}
