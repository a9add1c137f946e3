// What a tab shows before its data is there, or when it could not be loaded, and the
// 'Load more' button of paged tables.
import { Button } from '@client/components/ui/button';

export function Loading({ what }: { what: string }) {
  return (
    <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
      Loading {what}…
    </p>
  );
}

export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700 dark:text-red-400">
      <span>Could not load {what}.</span>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

export function LoadMore({ hasMore, loading, onMore, shown }: { hasMore: boolean; loading: boolean; onMore: () => void; shown: number }) {
  return (
    <div className="mt-3 flex items-center gap-3 text-sm text-slate-600 dark:text-slate-400">
      <span aria-live="polite">{shown} shown</span>
      {hasMore && (
        <Button variant="outline" size="sm" onClick={onMore} disabled={loading}>
          {loading ? 'Loading…' : 'Load more'}
        </Button>
      )}
    </div>
  );
}
