import { useRouteLoaderData } from 'react-router';

/** The address the service's mail comes from (MAIL_FROM's), from the root loader; null on the error page. */
export function useMailSender(): string | null {
  return useRouteLoaderData<{ mailSender?: string }>('root')?.mailSender ?? null;
}
