import { Link, useNavigate } from 'react-router';
import { NotFoundScreen } from '@verity/ui';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <NotFoundScreen
      onGoBack={() => void navigate(-1)}
      renderLink={({ href, className, children }) => (
        <Link to={href} className={className}>
          {children}
        </Link>
      )}
    />
  );
}
