import { Menu, X } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import { HeaderAccount } from '~/features/session/header-account';
import { sessionAccount } from '~/features/session/session-state';
import { SignOutButton } from '~/features/session/sign-out-button';
import { MAIN_MENU_LABEL, MENU_LABEL, type SiteLink } from '~/lib/site-links';
import { useFrameLinkDiscovery } from '~/lib/use-frame-discovery';
import { minWidth } from '~/styles/breakpoints';

/**
 * The header's right side: the main menu, the account corner and, on phones, the button that
 * folds the menu into a panel. The panel lies over the page, so opening it moves nothing.
 * Styles: .site-nav and .menu-button in styles/layout.css (the button shows below 960 px).
 */
export function SiteMenu({ links }: { links: readonly SiteLink[] }) {
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const signedIn = sessionAccount.use() !== null;
  const discover = useFrameLinkDiscovery();

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    // The panel comes before the button in reading order, so keyboard users are taken into it.
    navRef.current?.querySelector('a')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!navRef.current?.contains(target) && !buttonRef.current?.contains(target)) close(false);
    };
    // Wide enough for the inline menu: the panel has nothing left to do.
    const wide = window.matchMedia(minWidth('tablet'));
    const onWide = () => wide.matches && close(false);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    wide.addEventListener('change', onWide);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      wide.removeEventListener('change', onWide);
    };
  }, [open, close]);

  return (
    <>
      <nav
        id={menuId}
        ref={navRef}
        className="site-nav"
        data-open={open || undefined}
        aria-label={MAIN_MENU_LABEL}
      >
        <ul>
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end discover={discover} onClick={() => open && close(true)}>
                {link.label}
              </NavLink>
            </li>
          ))}
          {signedIn ? (
            <li className="site-nav-signout">
              <SignOutButton className="site-nav-button" />
            </li>
          ) : null}
        </ul>
      </nav>
      <div className="site-account">
        <HeaderAccount />
      </div>
      <button
        ref={buttonRef}
        type="button"
        className="menu-button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? close(false) : setOpen(true))}
      >
        {open ? <X aria-hidden="true" size={20} /> : <Menu aria-hidden="true" size={20} />}
        {MENU_LABEL}
      </button>
    </>
  );
}
