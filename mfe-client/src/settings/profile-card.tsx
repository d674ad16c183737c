import { formatJoinedDate } from '@oddslab/shared/format';
import { useSession } from '@oddslab/shared/session';
import { Avatar, Button, Card } from '@oddslab/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { EditProfileModal } from './edit-profile-modal';

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  dt { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  dd { margin: 2px 0 0; font-weight: 600; overflow-wrap: anywhere; }
`;

/** Who is signed in: initial avatar, name, joined date and email, with the Edit Profile modal behind Edit. */
export function ProfileCard() {
  const { user } = useSession();
  const [editing, setEditing] = useState(false);
  const name = user?.name?.trim() ?? '';
  return (
    <Card aria-labelledby="profile-card-title">
      <Header>
        <Avatar name={name} fallbackText={name ? undefined : 'NM'} size={64} />
        <Heading id="profile-card-title">Profile</Heading>
      </Header>
      <Facts>
        <div>
          <dt>Full Name</dt>
          <dd>{name || 'N/A'}</dd>
        </div>
        <div>
          <dt>Joined Date</dt>
          <dd>{formatJoinedDate(user?.createdDate)}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>{user?.email || 'N/A'}</dd>
        </div>
      </Facts>
      <Button variant="secondary" onClick={() => setEditing(true)} fullWidth>
        Edit
      </Button>
      <EditProfileModal open={editing} onClose={() => setEditing(false)} />
    </Card>
  );
}
