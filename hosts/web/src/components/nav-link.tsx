import { Link, useRoute } from 'wouter';

/**
 * A header link that marks the current page for assistive technology: its own path and the pages
 * below it, or only its own path when `exact` (`/teams` is not current inside a team's pages).
 */
export function NavLink({ href, children, exact = false }: { href: string; children: string; exact?: boolean }) {
  const [active] = useRoute(href === '/' || exact ? href : `${href}/*?`);
  return (
    <Link href={href} className="nav-link" aria-current={active ? 'page' : undefined}>
      {children}
    </Link>
  );
}
