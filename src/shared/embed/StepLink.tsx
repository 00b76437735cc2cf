import { Link, useLocation, useSearch } from 'wouter';
import type { ReactNode } from '../../react.ts';
import { useEmbed } from './embed.ts';

/**
 * A way to another screen of the app ("Back to the rooms"). In the hosted app it is a link:
 * the address is the app's own, so it opens the same screen in a new tab and the browser's
 * history works. Inline, the widget's screens live in memory (it never touches the host page's
 * URL) and what it remembers (the selection, the draft) cannot follow an address to another
 * tab or origin: an href there would name a page of the hotel's site, which cannot serve it.
 * So inline it is a button that moves the widget, and offers no address to open elsewhere
 * (`.hb-link` draws a button like a link).
 */
export function StepLink(props: {
  href: string;
  className: string;
  children: ReactNode;
  'aria-describedby'?: string;
  /** The link to the page being shown (a tab bar). */
  'aria-current'?: 'page';
}) {
  const embed = useEmbed();
  const [, navigate] = useLocation();
  const search = useSearch();
  const { href, children, ...rest } = props;
  if (embed.kind === 'hosted') {
    // The address must open the same screen in a new tab: for the same hotel, in the same
    // language as the page it is on (the hosted app's `linkAddress`, kept-params.ts).
    return (
      <Link href={embed.linkAddress?.(href, search) ?? href} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <button type="button" {...rest} onClick={() => navigate(href)}>
      {children}
    </button>
  );
}
