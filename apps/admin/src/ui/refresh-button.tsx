import { RotateCw } from 'lucide-react';
import { Button } from './button';

interface RefreshButtonProps {
  label: string;
  /** The list or board it fetches again; it spins while any fetch of it runs. */
  query: { isFetching: boolean; refetch: () => unknown };
}

/** A screen heading's refresh button. */
export function RefreshButton({ label, query }: RefreshButtonProps) {
  return (
    <Button
      icon={RotateCw}
      loading={query.isFetching}
      loadingLabel={label}
      onClick={() => void query.refetch()}
    >
      {label}
    </Button>
  );
}
