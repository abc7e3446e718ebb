import { isRouteErrorResponse, useNavigate, useRevalidator, useRouteError } from 'react-router';
import { ApplicationErrorScreen } from '@verity/ui';
import { ROUTES } from '@verity/mfe';
import { NotFoundPage } from './not-found-page';

/** A route's error: a 404 response is the not-found screen; anything else the application error screen. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <ApplicationErrorScreen
      error={error}
      onTryAgain={() => void revalidator.revalidate()}
      onBackToHome={() => void navigate('/')}
      onCredentialsError={() => void navigate(ROUTES.logout, { replace: true })}
    />
  );
}
