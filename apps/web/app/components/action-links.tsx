import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';

export interface Action {
  label: string;
  to: string;
  /** The one main action of a block gets the filled button. */
  primary?: boolean;
}

/** A row of button-styled links: the calls to action of heroes, bands and pages. */
export function ActionLinks({ actions, centred = false }: { actions: readonly Action[]; centred?: boolean }) {
  return (
    <div className={centred ? 'page-actions page-actions-centred' : 'page-actions'}>
      {actions.map((action) => (
        <Link
          key={action.to}
          className={action.primary ? 'button button-primary' : 'button'}
          to={action.to}
          prefetch="intent"
        >
          {action.label}
          {action.primary ? <ArrowRight className="button-icon" aria-hidden="true" size={18} /> : null}
        </Link>
      ))}
    </div>
  );
}
