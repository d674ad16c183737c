import { waitFor } from '@testing-library/react';
import { createAppStore } from '../store/create-app-store';
import { buildPackage } from '../testing/fixtures';
import { mockFetch } from '../testing/mock-fetch';
import { packagesApi } from './packages-endpoints';

describe('package endpoints', () => {
  it('reloads the list after create, update and delete', async () => {
    let packages = [buildPackage({ id: 1, name: 'Free' })];
    const mock = mockFetch({
      'GET /api/packages': () => ({ body: packages }),
      'POST /api/packages': (request) => {
        const created = buildPackage({ id: 5, ...(request.body as object) });
        packages = [...packages, created];
        return { status: 201, body: created };
      },
      'PUT /api/packages/5': (request) => {
        packages = packages.map((item) => (item.id === 5 ? { ...item, ...(request.body as object) } : item));
        return { body: packages.find((item) => item.id === 5) };
      },
      'DELETE /api/packages/5': () => {
        packages = packages.filter((item) => item.id !== 5);
        return { status: 204 };
      },
    });
    const store = createAppStore();
    const subscription = store.dispatch(packagesApi.endpoints.getPackages.initiate());
    await subscription;
    const listed = () =>
      packagesApi.endpoints.getPackages
        .select()(store.getState())
        .data?.map((item) => item.name);

    await store.dispatch(
      packagesApi.endpoints.createPackage.initiate({ name: 'Gold', description: null, functions: ['FIXTURES'] }),
    );
    await waitFor(() => expect(listed()).toEqual(['Free', 'Gold']));

    await store.dispatch(
      packagesApi.endpoints.updatePackage.initiate({ id: 5, body: { name: 'Platinum', functions: ['ALERTS'] } }),
    );
    await waitFor(() => expect(listed()).toEqual(['Free', 'Platinum']));

    const deleted = await store.dispatch(packagesApi.endpoints.deletePackage.initiate({ id: 5 }));
    expect(deleted.error).toBeUndefined();
    await waitFor(() => expect(listed()).toEqual(['Free']));
    expect(mock.callsTo('GET /api/packages')).toHaveLength(4);
    expect(mock.callsTo('DELETE /api/packages/5')[0]?.searchParams.has('replacementId')).toBe(false);
    subscription.unsubscribe();
  });

  it('surfaces a 409 conflict with its message', async () => {
    const body = { message: 'Package "Pro" is held by 2 users', status: 409, details: { holders: 2 } };
    mockFetch({ 'DELETE /api/packages/3': { status: 409, body } });
    const result = await createAppStore().dispatch(packagesApi.endpoints.deletePackage.initiate({ id: 3 }));
    expect(result.error).toEqual({ status: 409, data: body });
  });

  it('names the replacement when deleting the package new sign-ups receive', async () => {
    const mock = mockFetch({ 'DELETE /api/packages/1': { status: 204 } });
    const result = await createAppStore().dispatch(
      packagesApi.endpoints.deletePackage.initiate({ id: 1, replacementId: 2 }),
    );
    expect(result.error).toBeUndefined();
    expect(mock.callsTo('DELETE /api/packages/1')[0]?.searchParams.get('replacementId')).toBe('2');
  });
});
