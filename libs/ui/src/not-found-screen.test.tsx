import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotFoundScreen, type RenderLink } from './not-found-screen';

describe('NotFoundScreen', () => {
  it("says the page does not exist, with 'Go back' and a 'Start Over' link to /", () => {
    render(<NotFoundScreen onGoBack={() => undefined} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('The page you are looking for does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go back' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Over' })).toHaveAttribute('href', '/');
  });

  it('shows custom content instead of the default sentence', () => {
    render(
      <NotFoundScreen heading="Run not found" onGoBack={() => undefined}>
        <p>This run was deleted or never existed.</p>
      </NotFoundScreen>,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Run not found' })).toBeInTheDocument();
    expect(screen.getByText('This run was deleted or never existed.')).toBeInTheDocument();
    expect(screen.queryByText('The page you are looking for does not exist.')).not.toBeInTheDocument();
  });

  it("'Go back' calls onGoBack, from the keyboard too", async () => {
    const user = userEvent.setup();
    const onGoBack = jest.fn();
    render(<NotFoundScreen onGoBack={onGoBack} />);

    await user.tab();
    expect(screen.getByRole('button', { name: 'Go back' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onGoBack).toHaveBeenCalledTimes(1);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Start Over' })).toHaveFocus();
  });

  it("renders 'Start Over' with the given link element (react-router's Link in the shell)", async () => {
    const user = userEvent.setup();
    const navigate = jest.fn();
    const renderLink: RenderLink = ({ href, className, children }) => (
      <a
        href={href}
        className={className}
        data-router-link=""
        onClick={(event) => {
          event.preventDefault();
          navigate(href);
        }}
      >
        {children}
      </a>
    );
    render(<NotFoundScreen onGoBack={() => undefined} renderLink={renderLink} />);

    const link = screen.getByRole('link', { name: 'Start Over' });
    expect(link).toHaveAttribute('data-router-link');
    await user.click(link);
    expect(navigate).toHaveBeenCalledWith('/');
  });
});
