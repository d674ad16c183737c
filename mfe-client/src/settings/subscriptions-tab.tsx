import { normalizeApiError, useChangePackageMutation, useGetPackagesQuery } from '@oddslab/shared/api';
import type { Package } from '@oddslab/shared/contract';
import { formatPounds, formatUsDate } from '@oddslab/shared/format';
import { notify } from '@oddslab/shared/notify';
import { userUpdated, useSession } from '@oddslab/shared/session';
import { useAppDispatch } from '@oddslab/shared/store';
import { Button, ConfirmDialog, EmptyState, ErrorState, FactList, LoadingState } from '@oddslab/shared/ui';
import { type ReactNode, useEffect, useState } from 'react';
import styled from 'styled-components';
import { packageFeatureLinks } from '../portal/package-feature-links';
import { capitalise, MISSING_USER_MESSAGE, type PackageChange, packageChange } from './settings-rules';

type Direction = Exclude<PackageChange, 'current'>;

interface PendingChange {
  target: Package;
  direction: Direction;
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr));
  gap: ${({ theme }) => theme.space.md};
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.xl};
  padding: 0;
`;

const PackageCard = styled.li<{ $current: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme, $current }) => ($current ? theme.colors.primary : theme.colors.border)};
  background: ${({ theme, $current }) => ($current ? theme.colors.accentSoft : theme.colors.surfaceRaised)};
`;

const PackageName = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Price = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 800;
  span { font-size: ${({ theme }) => theme.fontSizes.sm}; font-weight: 500; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Features = styled.ul`
  flex: 1;
  margin: 0;
  padding-left: 1.1rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li::marker { color: ${({ theme }) => theme.colors.primary}; }
`;

const DetailsHeading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

function loadFailedMessage(error: unknown): string {
  return `Failed to load packages: ${normalizeApiError(error).message || 'Unknown error'}`;
}

interface PackageOfferProps {
  offer: Package;
  change: PackageChange;
  disabled: boolean;
  onChoose: (direction: Direction) => void;
}

/** One package card: price, description, features and its Current Plan / Upgrade / Downgrade button. */
function PackageOffer({ offer, change, disabled, onChoose }: PackageOfferProps) {
  const current = change === 'current';
  return (
    <PackageCard $current={current} aria-label={`${offer.name} package`}>
      <PackageName>{offer.name}</PackageName>
      <Price>
        {formatPounds(offer.price)}
        <span> / month</span>
      </Price>
      <Description>{offer.description?.trim() || 'No description available'}</Description>
      <Features aria-label={`${offer.name} features`}>
        {packageFeatureLinks(offer.functions).map((feature) => (
          <li key={feature.feature}>{feature.label}</li>
        ))}
      </Features>
      <Button
        variant={change === 'upgrade' ? 'primary' : 'secondary'}
        disabled={current || disabled}
        onClick={() => {
          if (change !== 'current') onChoose(change);
        }}
        aria-label={current ? `Current Plan: ${offer.name}` : `${capitalise(change)} to ${offer.name}`}
      >
        {current ? 'Current Plan' : capitalise(change)}
      </Button>
    </PackageCard>
  );
}

/** Package cards with upgrade/downgrade behind a confirmation, then the subscription dates. */
export function SubscriptionsTab() {
  const { user } = useSession();
  const dispatch = useAppDispatch();
  const packagesQuery = useGetPackagesQuery();
  const [changePackage, { isLoading: changing }] = useChangePackageMutation();
  const [pending, setPending] = useState<PendingChange | null>(null);
  const currentId = user?.packageIdLink ?? user?.packageData?.id ?? null;
  const busy = changing || packagesQuery.isFetching;

  const loadFailure = packagesQuery.error;
  useEffect(() => {
    if (loadFailure) notify.error(loadFailedMessage(loadFailure));
  }, [loadFailure]);

  const confirm = async () => {
    if (!pending) return;
    const { target, direction } = pending;
    setPending(null);
    if (user?.id == null) {
      notify.error(MISSING_USER_MESSAGE);
      return;
    }
    try {
      const change = await changePackage({ id: user.id, packageId: target.id }).unwrap();
      dispatch(
        userUpdated({
          packageIdLink: change.packageIdLink,
          packageData: change.packageData,
          subscriptionDate: change.subscriptionDate,
          expirationDate: change.expirationDate,
        }),
      );
      notify.success(`Successfully ${direction}d to ${target.name}!`);
    } catch (error) {
      notify.error(`Failed to ${direction} package: ${normalizeApiError(error).message || 'Unknown error'}`);
    }
  };

  let cards: ReactNode;
  if (packagesQuery.isLoading) {
    cards = <LoadingState message="Loading packages..." />;
  } else if (loadFailure) {
    cards = <ErrorState message={loadFailedMessage(loadFailure)} onRetry={packagesQuery.refetch} />;
  } else if (!packagesQuery.data || packagesQuery.data.length === 0) {
    cards = <EmptyState message="No packages available." />;
  } else {
    cards = (
      <Grid aria-label="Packages">
        {packagesQuery.data.map((item) => (
          <PackageOffer
            key={item.id}
            offer={item}
            change={packageChange(currentId, item.id)}
            disabled={busy || pending !== null}
            onChoose={(direction) => setPending({ target: item, direction })}
          />
        ))}
      </Grid>
    );
  }

  return (
    <>
      {cards}
      <section aria-labelledby="subscription-details">
        <DetailsHeading id="subscription-details">Subscription Details</DetailsHeading>
        <FactList>
          <dt>Subscription Date</dt>
          <dd>{formatUsDate(user?.subscriptionDate)}</dd>
          <dt>Expiration Date</dt>
          <dd>{formatUsDate(user?.expirationDate)}</dd>
        </FactList>
      </section>
      <ConfirmDialog
        open={pending !== null}
        title={pending ? `Confirm Package ${capitalise(pending.direction)}` : ''}
        message={pending ? `Are you sure you want to ${pending.direction} to the ${pending.target.name} package?` : ''}
        confirmLabel="Yes"
        cancelLabel="Cancel"
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
