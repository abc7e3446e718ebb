import { Link, useNavigate } from 'react-router';
import { NotFoundScreen } from '@verity/ui';
import { ShellPageMeta } from './shell-page-meta';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <>
      <ShellPageMeta title="Page not found" description="The page you are looking for does not exist." />
      <NotFoundScreen
        onGoBack={() => void navigate(-1)}
        renderLink={({ href, className, children }) => (
          <Link to={href} className={className}>
            {children}
          </Link>
        )}
      />
    </>
  );
}
