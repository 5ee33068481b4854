import { Link, useRoute } from 'wouter';

/** A header link that marks the current page for assistive technology. */
export function NavLink({ href, children }: { href: string; children: string }) {
  const [active] = useRoute(href === '/' ? '/' : `${href}/*?`);
  return (
    <Link href={href} className="nav-link" aria-current={active ? 'page' : undefined}>
      {children}
    </Link>
  );
}
