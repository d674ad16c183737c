import {
  normalizeApiError,
  useChangePackageMutation,
  useChangeUserRoleMutation,
  useChangeUserStatusMutation,
  useGetPackagesQuery,
} from '@oddslab/shared/api';
import type { Role, User } from '@oddslab/shared/contract';
import { notify } from '@oddslab/shared/notify';
import { Button, FormError, Modal, SelectField } from '@oddslab/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';

export type UserAction = 'role' | 'package' | 'status';

export const ROLE_LABELS: Readonly<Record<Role, string>> = { ADMIN: 'Admin', CLIENTS: 'Client' };
const ROLE_OPTIONS = (Object.keys(ROLE_LABELS) as Role[]).map((role) => ({ value: role, label: ROLE_LABELS[role] }));

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  p { margin: 0; }
`;

export interface UserActionDialogProps {
  /** The user acted on and what is done; null closes the dialog. */
  target: { user: User; action: UserAction } | null;
  onClose: () => void;
}

/**
 * Confirms one change to a user (role, package, or deactivate/reactivate) before sending it. Success closes the
 * dialog with a toast; a refusal stays open with the server's reason inline and in a toast.
 */
export function UserActionDialog({ target, onClose }: UserActionDialogProps) {
  return (
    <Modal
      open={target !== null}
      title={target ? titleOf(target.user, target.action) : ''}
      onClose={onClose}
      role="alertdialog"
      maxWidth="480px"
    >
      {/* Keyed by user and action so each opening starts from the user's current values. */}
      {target && <DialogContent key={`${target.user.id}-${target.action}`} {...target} onClose={onClose} />}
    </Modal>
  );
}

function titleOf(user: User, action: UserAction): string {
  if (action === 'role') return 'Change role';
  if (action === 'package') return 'Change package';
  return user.deactivatedAt === null ? 'Deactivate user' : 'Reactivate user';
}

function DialogContent({ user, action, onClose }: { user: User; action: UserAction; onClose: () => void }) {
  const [role, setRole] = useState<Role>(user.role);
  const [packageId, setPackageId] = useState(user.packageIdLink === null ? '' : String(user.packageIdLink));
  const [error, setError] = useState<string | null>(null);
  const packagesQuery = useGetPackagesQuery(undefined, { skip: action !== 'package' });
  const [changeRole, roleState] = useChangeUserRoleMutation();
  const [changePackage, packageState] = useChangePackageMutation();
  const [changeStatus, statusState] = useChangeUserStatusMutation();
  const busy = roleState.isLoading || packageState.isLoading || statusState.isLoading;
  const deactivating = user.deactivatedAt === null;
  const who = `${user.name} (${user.email})`;

  let question: string;
  let confirmLabel: string;
  let unchanged = false;
  let send: () => Promise<unknown>;
  let done: string;
  if (action === 'role') {
    question = `Change the role of ${who}? Admins can use the whole admin console.`;
    confirmLabel = 'Change role';
    unchanged = role === user.role;
    send = () => changeRole({ id: user.id, role }).unwrap();
    done = `${user.name} is now ${role === 'ADMIN' ? 'an Admin' : 'a Client'}`;
  } else if (action === 'package') {
    question = `Switch ${who} to another package? The new subscription starts today.`;
    confirmLabel = 'Change package';
    unchanged = packageId === '' || Number(packageId) === user.packageIdLink;
    send = () => changePackage({ id: user.id, packageId: Number(packageId) }).unwrap();
    const name = packagesQuery.data?.find((pkg) => String(pkg.id) === packageId)?.name ?? 'the new package';
    done = `${user.name} is now on ${name}`;
  } else if (deactivating) {
    question = `Deactivate ${who}? They are signed out at once and cannot sign in until reactivated.`;
    confirmLabel = 'Deactivate';
    send = () => changeStatus({ id: user.id, active: false }).unwrap();
    done = `${user.name} has been deactivated`;
  } else {
    question = `Reactivate ${who}? They can sign in again.`;
    confirmLabel = 'Reactivate';
    send = () => changeStatus({ id: user.id, active: true }).unwrap();
    done = `${user.name} has been reactivated`;
  }

  const confirm = async () => {
    setError(null);
    try {
      await send();
      notify.success(done);
      onClose();
    } catch (failure) {
      const { message } = normalizeApiError(failure);
      setError(message);
      notify.error(`Could not ${confirmLabel.toLowerCase()}: ${message}`);
    }
  };

  return (
    <Body>
      <p>{question}</p>
      {action === 'role' && (
        <SelectField
          label="Role"
          options={ROLE_OPTIONS}
          value={role}
          onChange={(event) => setRole(event.target.value as Role)}
          disabled={busy}
        />
      )}
      {action === 'package' && (
        <SelectField
          label="Package"
          placeholder={packagesQuery.isLoading ? 'Loading packages...' : 'Select a package'}
          options={(packagesQuery.data ?? []).map((pkg) => ({ value: String(pkg.id), label: pkg.name }))}
          value={packageId}
          onChange={(event) => setPackageId(event.target.value)}
          disabled={busy || packagesQuery.isLoading}
          error={packagesQuery.error ? 'Failed to load packages' : null}
        />
      )}
      <FormError message={error} />
      <Footer>
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button
          variant={action === 'status' && deactivating ? 'danger' : 'primary'}
          onClick={() => void confirm()}
          disabled={busy || unchanged}
        >
          {busy ? 'Saving...' : confirmLabel}
        </Button>
      </Footer>
    </Body>
  );
}

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;
