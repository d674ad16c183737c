import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../testing/render-with-providers';
import { ConfirmDialog } from './confirm-dialog';
import { Modal } from './modal';

function EditProfile() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Edit
      </button>
      <Modal
        open={open}
        title="Edit Profile"
        onClose={() => setOpen(false)}
        footer={<button type="button">Save</button>}
      >
        <label>
          Name
          <input />
        </label>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('opens as a labelled dialog with focus on the first field', async () => {
    const { user } = renderWithProviders(<EditProfile />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Profile' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const { user } = renderWithProviders(<EditProfile />);
    const opener = screen.getByRole('button', { name: 'Edit' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with the close icon', async () => {
    const { user } = renderWithProviders(<EditProfile />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', async () => {
    const { user } = renderWithProviders(<EditProfile />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await user.tab();
    expect(save).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(save).toHaveFocus();
  });
});

/** A dialog whose Save disables itself while a request runs, then shows the server's error. */
function SaveWithServerError() {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = () => {
    setSaving(true);
    setTimeout(() => {
      setSaving(false);
      setError('Failed to save: the server refused it');
    }, 0);
  };
  return (
    <Modal
      open
      title="Place Your Bet"
      onClose={jest.fn()}
      footer={
        <button type="button" onClick={save} disabled={saving}>
          Save
        </button>
      }
    >
      {error && <p role="alert">{error}</p>}
    </Modal>
  );
}

describe('Modal focus under a server error', () => {
  it('keeps focus inside the dialog when the focused button turns disabled and the error arrives', async () => {
    const { user } = renderWithProviders(<SaveWithServerError />);
    const dialog = screen.getByRole('dialog', { name: 'Place Your Bet' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('the server refused it');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });
});

describe('ConfirmDialog', () => {
  it('asks the question, starts on Cancel and reports the choice', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    const { user } = renderWithProviders(
      <ConfirmDialog
        open
        title="Confirm Changes"
        message="Are you sure you want to save your notification preferences?"
        confirmLabel="Yes, Save"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Confirm Changes' });
    expect(dialog).toHaveTextContent('Are you sure you want to save your notification preferences?');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Yes, Save' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('disables its buttons while busy', () => {
    renderWithProviders(
      <ConfirmDialog
        open
        busy
        title="Confirm Package Upgrade"
        message="Sure?"
        onConfirm={jest.fn()}
        onCancel={jest.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Yes' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});
