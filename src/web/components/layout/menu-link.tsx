import { NavLink, type NavLinkProps } from 'react-router';
import { useWarmPage } from '../../lib/page-warmup';

/** A menu entry: its page starts loading on hover or focus (lib/page-warmup.tsx). */
export function MenuLink(props: NavLinkProps & { to: string }) {
  const warm = useWarmPage(props.to);
  return <NavLink {...props} onPointerEnter={warm} onFocus={warm} />;
}
