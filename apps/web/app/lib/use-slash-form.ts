import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toSlashForm } from './trailing-slash';

/**
 * The server 301s slash-less paths, but client-side navigation never asks it: replace such a
 * location with its slash form here, so the address bar always shows the canonical URL.
 */
export function useSlashForm() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const target = toSlashForm(pathname, search, hash);
    if (target) navigate(target, { replace: true });
  }, [pathname, search, hash, navigate]);
}
