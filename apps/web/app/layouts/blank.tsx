import { Link, Outlet } from 'react-router';
import { SERVICE_NAME } from './site-links';

/** No menu or footer: centred content for sign-in, recovery and the health check. */
export default function BlankLayout() {
  return (
    <div className="blank">
      <header className="blank-header">
        <Link className="site-logo" to="/">
          {SERVICE_NAME}
        </Link>
      </header>
      <main id="main" className="blank-main">
        <Outlet />
      </main>
    </div>
  );
}
