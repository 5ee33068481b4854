import { Button, Group } from '@mantine/core';

interface PageNavProps {
  /** Names the navigation landmark for screen readers ("Result pages"). */
  readonly label: string;
  readonly page: number;
  readonly pages: number;
  /** Whether a next page exists; by default while `page` is below `pages`. */
  readonly hasNext?: boolean;
  readonly onPage: (page: number) => void;
}

/** Previous and Next buttons under a paged table; nothing when everything fits on one page. */
export function PageNav({ label, page, pages, hasNext = page < pages, onPage }: PageNavProps) {
  if (pages <= 1) return null;
  return (
    <Group component="nav" aria-label={label}>
      <Button variant="default" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous page
      </Button>
      <Button variant="default" disabled={!hasNext} onClick={() => onPage(page + 1)}>
        Next page
      </Button>
    </Group>
  );
}
