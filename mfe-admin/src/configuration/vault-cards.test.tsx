import type { ApiCredential, ExchangeAccount } from '@oddslab/shared/contract';
import { buildAdmin, mockFetch, renderWithProviders } from '@oddslab/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { ApiCredentialsCard } from './api-credentials-card';
import { BetfairAccountsCard } from './betfair-accounts-card';

const STAMP = '2025-03-01T10:00:00.000Z';
const ODDS_API: ApiCredential = {
  id: 1,
  name: 'Odds API',
  purpose: 'OTHER',
  baseUrl: null,
  placement: null,
  parameterName: null,
  maskedKey: '••••9f3a',
  createdAt: STAMP,
  updatedAt: STAMP,
};
const PUNTER: ExchangeAccount = {
  id: 4,
  exchange: 'BETFAIR',
  username: 'punter-one',
  status: 'INACTIVE',
  maskedSecret: '••••',
  createdAt: STAMP,
  updatedAt: STAMP,
};

/** Keys are pasted rather than typed (and typing every character would make these tests slow). */
async function paste(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

function render(card: ReactElement) {
  return renderWithProviders(card, {
    route: '/admin/configuration',
    preloadedState: { session: { user: buildAdmin(), status: 'signedIn' } },
  });
}

describe('API Credentials card', () => {
  it('lists names with masked keys', async () => {
    mockFetch({ 'GET /api/admin/credentials': { body: [ODDS_API] } });
    render(<ApiCredentialsCard />);
    expect(screen.getByText('Loading api credentials...')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'API Credentials' });
    expect(within(table).getByText('Odds API')).toBeInTheDocument();
    expect(within(table).getByText('••••9f3a')).toBeInTheDocument();
  });

  it('adds a credential for the feed with its write-only key', async () => {
    let credentials = [ODDS_API];
    const server = mockFetch({
      'GET /api/admin/credentials': () => ({ body: credentials }),
      'POST /api/admin/credentials': ({ body }) => {
        const created = { ...ODDS_API, ...(body as object), id: 2, maskedKey: '••••wxyz' } as ApiCredential;
        credentials = [...credentials, created];
        return { status: 201, body: created };
      },
    });
    const { user } = render(<ApiCredentialsCard />);
    const table = await screen.findByRole('table', { name: 'API Credentials' });
    await user.click(screen.getByRole('button', { name: 'Add API credential' }));
    const dialog = screen.getByRole('dialog', { name: 'Add API Credential' });
    expect(within(dialog).getByLabelText('API Name')).toHaveFocus();
    await paste(user, within(dialog).getByLabelText('API Name'), 'Football data');
    const key = within(dialog).getByLabelText('API Key');
    expect(key).toHaveAttribute('type', 'password');
    await paste(user, key, 'secret-key-abcdwxyz');
    await user.click(within(dialog).getByRole('button', { name: 'Show api key' }));
    expect(key).toHaveAttribute('type', 'text');
    await user.click(within(dialog).getByRole('button', { name: 'Hide api key' }));
    expect(key).toHaveAttribute('type', 'password');
    await user.selectOptions(within(dialog).getByLabelText('Purpose'), 'Football data feed');
    await user.selectOptions(within(dialog).getByLabelText('Sent as'), 'Query parameter');
    await paste(user, within(dialog).getByLabelText('Header or parameter name'), 'apikey');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findAllByText('API credential Football data added')).not.toHaveLength(0);
    expect(server.callsTo('POST /api/admin/credentials')[0]?.body).toEqual({
      name: 'Football data',
      key: 'secret-key-abcdwxyz',
      purpose: 'FOOTBALL_DATA_FEED',
      placement: 'QUERY',
      parameterName: 'apikey',
      baseUrl: null,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await within(table).findByText('••••wxyz')).toBeInTheDocument();
  });

  it("edits without the key unless a new one is typed, and shows the server's field errors inline", async () => {
    const server = mockFetch({
      'GET /api/admin/credentials': { body: [ODDS_API] },
      'PUT /api/admin/credentials/1': ({ body }) =>
        (body as { key?: string }).key === 'short'
          ? {
              status: 400,
              body: {
                message: 'Validation failed: key must NOT have fewer than 8 characters',
                status: 400,
                details: [{ field: 'key', message: 'must NOT have fewer than 8 characters' }],
              },
            }
          : { body: { ...ODDS_API, ...(body as object) } },
    });
    const { user } = render(<ApiCredentialsCard />);
    await user.click(await screen.findByRole('button', { name: 'Edit Odds API' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit API Credential' });
    const key = within(dialog).getByLabelText('API Key');
    expect(key).toHaveValue('');
    expect(key).toHaveAttribute('placeholder', 'Leave blank to keep the current key');
    expect(within(dialog).getByLabelText('API Name')).toHaveValue('Odds API');

    await paste(user, key, 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('API Key must NOT have fewer than 8 characters.')).toBeInTheDocument();
    expect(key).toHaveAttribute('aria-invalid', 'true');

    await user.clear(key);
    await user.clear(within(dialog).getByLabelText('API Name'));
    await paste(user, within(dialog).getByLabelText('API Name'), 'Odds API v4');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('API credential Odds API v4 updated')).not.toHaveLength(0);
    expect(server.callsTo('PUT /api/admin/credentials/1')[1]?.body).toEqual({
      name: 'Odds API v4',
      purpose: 'OTHER',
      baseUrl: null,
      placement: null,
      parameterName: null,
    });
  });

  it('deletes only after confirmation', async () => {
    let credentials = [ODDS_API];
    const server = mockFetch({
      'GET /api/admin/credentials': () => ({ body: credentials }),
      'DELETE /api/admin/credentials/1': () => {
        credentials = [];
        return { status: 204 };
      },
    });
    const { user } = render(<ApiCredentialsCard />);
    await user.click(await screen.findByRole('button', { name: 'Delete Odds API' }));
    let confirm = screen.getByRole('alertdialog', { name: 'Delete API credential' });
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(server.callsTo('DELETE /api/admin/credentials/1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Odds API' }));
    confirm = screen.getByRole('alertdialog', { name: 'Delete API credential' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findAllByText('API credential Odds API deleted')).not.toHaveLength(0);
    expect(await screen.findByText('No API credentials yet.')).toBeInTheDocument();
  });

  it('reports a failed load and retries', async () => {
    const server = mockFetch({ 'GET /api/admin/credentials': 'network-error' });
    const { user } = render(<ApiCredentialsCard />);
    expect(await screen.findByText(/^Failed to load api credentials:/)).toBeInTheDocument();
    server.set({ 'GET /api/admin/credentials': { body: [ODDS_API] } });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('••••9f3a')).toBeInTheDocument();
  });
});

describe('Betfair Accounts card', () => {
  it('shows each status and adds an account', async () => {
    let accounts = [PUNTER];
    const server = mockFetch({
      'GET /api/admin/exchange-accounts': () => ({ body: accounts }),
      'POST /api/admin/exchange-accounts': ({ body }) => {
        const created = { ...PUNTER, ...(body as object), id: 5, maskedSecret: '••••' } as ExchangeAccount;
        accounts = [...accounts, created];
        return { status: 201, body: created };
      },
    });
    const { user } = render(<BetfairAccountsCard />);
    const table = await screen.findByRole('table', { name: 'Betfair Accounts' });
    expect(within(table).getByText('punter-one')).toBeInTheDocument();
    expect(within(table).getByText('InActive')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Betfair account' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Betfair Account' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Username is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Password or app key is required.')).toBeInTheDocument();
    await paste(user, within(dialog).getByLabelText('Username'), 'punter-two');
    await paste(user, within(dialog).getByLabelText('Password or app key'), 'hunter22 pass');
    expect(within(dialog).getByLabelText('Status')).toHaveValue('ACTIVE');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findAllByText('Betfair account punter-two added')).not.toHaveLength(0);
    expect(server.callsTo('POST /api/admin/exchange-accounts')[0]?.body).toEqual({
      exchange: 'BETFAIR',
      username: 'punter-two',
      status: 'ACTIVE',
      secret: 'hunter22 pass',
    });
    await waitFor(() => expect(within(table).getByText('Active')).toBeInTheDocument());
  });

  it('changes the status without the secret', async () => {
    const server = mockFetch({
      'GET /api/admin/exchange-accounts': { body: [PUNTER] },
      'PUT /api/admin/exchange-accounts/4': ({ body }) => ({ body: { ...PUNTER, ...(body as object) } }),
    });
    const { user } = render(<BetfairAccountsCard />);
    await user.click(await screen.findByRole('button', { name: 'Edit punter-one' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Betfair Account' });
    expect(within(dialog).getByLabelText('Password or app key')).toHaveAttribute(
      'placeholder',
      'Leave blank to keep the current key',
    );
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'Active');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Betfair account punter-one updated')).not.toHaveLength(0);
    expect(server.callsTo('PUT /api/admin/exchange-accounts/4')[0]?.body).toEqual({
      exchange: 'BETFAIR',
      username: 'punter-one',
      status: 'ACTIVE',
    });
  });
});
