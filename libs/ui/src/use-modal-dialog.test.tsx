import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useModalDialog } from './use-modal-dialog';

function Modal({ onClose }: { onClose: () => void }) {
  const { dialogRef, onKeyDown, onBackdropMouseDown } = useModalDialog({ onClose });
  return (
    <div data-testid="backdrop" onMouseDown={onBackdropMouseDown}>
      <div ref={dialogRef} role="dialog" aria-label="Move test" tabIndex={-1} onKeyDown={onKeyDown}>
        <button type="button">First</button>
        <button type="button">Last</button>
      </div>
    </div>
  );
}

function Page({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && <Modal onClose={close} />}
    </>
  );
}

afterEach(cleanup);

describe('useModalDialog', () => {
  it('moves focus in on open, wraps Tab and Shift+Tab inside, and gives focus back on close', async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('closes on a press on the backdrop, not on one inside the dialog', async () => {
    const onClose = jest.fn();
    render(<Page onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.mouseDown(screen.getByRole('dialog'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseDown(screen.getByTestId('backdrop'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
