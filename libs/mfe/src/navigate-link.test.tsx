import { cleanup, fireEvent, render, screen } from '@testing-library/react/pure';
import { NavigateLink } from './navigate-link';

afterEach(cleanup);

describe('NavigateLink', () => {
  it('keeps a real href and sends a plain click through navigate', () => {
    const navigate = jest.fn();
    render(
      <NavigateLink to="/app/billing" navigate={navigate} label="Buy credits in Billing">
        Go to Billing
      </NavigateLink>,
    );
    const link = screen.getByRole('link', { name: 'Buy credits in Billing' });
    expect(link).toHaveAttribute('href', '/app/billing');
    fireEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/app/billing', { replace: undefined });
  });

  it('leaves a modified or middle click to the browser (new tab, new window)', () => {
    const navigate = jest.fn();
    render(
      <NavigateLink to="/app/runs" navigate={navigate}>
        Runs
      </NavigateLink>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Runs' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Runs' }), { button: 1 });
    expect(navigate).not.toHaveBeenCalled();
  });
});
