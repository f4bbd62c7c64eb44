interface MorePages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

interface MoreButtonProps {
  /** An infinite query, as TanStack Query gives it. */
  pages: MorePages;
  label: string;
  className: string;
}

/** The button under a paged list that loads the next page; gone once there is none. */
export function MoreButton({ pages, label, className }: MoreButtonProps) {
  if (!pages.hasNextPage) return null;
  return (
    <button
      className={`button button-small ${className}`}
      type="button"
      disabled={pages.isFetchingNextPage}
      onClick={() => void pages.fetchNextPage()}
    >
      {pages.isFetchingNextPage ? '読み込んでいます…' : label}
    </button>
  );
}
