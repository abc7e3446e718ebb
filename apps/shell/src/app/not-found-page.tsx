import { Link, useNavigate } from 'react-router';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <section className="page not-found">
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist.</p>
      <p className="actions">
        <button type="button" onClick={() => void navigate(-1)}>
          Go back
        </button>
        <Link to="/">Start Over</Link>
      </p>
    </section>
  );
}
