import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { goldDeliveryQueryOptions } from '../../api/physical-gold';
import { SelectInput } from '../../components/inputs/select-input';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { SegmentTitle } from '../../components/segment-title';
import { GOLD_DELIVERY_KINDS, type GoldDelivery, type GoldDeliveryOptions } from '../../contract/physical-gold';

const [ADDRESS, BRANCH] = GOLD_DELIVERY_KINDS;
import { basketCount, goldBasket, useGoldBasket } from './gold-basket';

const valueOf = (delivery: GoldDelivery | undefined): string =>
  !delivery ? '' : delivery.kind === 'Address' ? `address:${delivery.addressId}` : `branch:${delivery.branchCode}`;

const deliveryOf = (value: string): GoldDelivery | undefined => {
  const [kind, id] = value.split(':');
  if (!id) return undefined;
  return kind === 'address' ? { kind: ADDRESS, addressId: id } : { kind: BRANCH, branchCode: id };
};

/** /dashboard/physical-gold/address: one of my saved addresses, or a branch to collect the order at. */
export function GoldAddressScreen() {
  const navigate = useNavigate();
  const delivery = useQuery(goldDeliveryQueryOptions());
  const { items } = useGoldBasket();
  if (basketCount(items) === 0) return <Navigate to="/dashboard/physical-gold/basket" />;
  return (
    <PageFrame
      title={<SegmentTitle segment="address" />}
      onBack={() => void navigate({ to: '/dashboard/physical-gold/basket' })}
      testId="gold-address"
    >
      <QueryState query={delivery} testId="gold-address">
        {(data) => <DeliveryChoice options={data} />}
      </QueryState>
    </PageFrame>
  );
}

function DeliveryChoice({ options }: { options: GoldDeliveryOptions }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { delivery } = useGoldBasket();
  const first = options.addresses[0];
  const [value, setValue] = useState(
    valueOf(delivery) || (first ? `address:${first.addressId}` : `branch:${options.branches[0]?.branchCode ?? ''}`),
  );
  const choices = [
    ...options.addresses.map(({ addressId, label, addressLine, city }) => ({
      value: `address:${addressId}`,
      label: t({ id: 'gold.address.toAddress', message: `Deliver to ${label}: ${addressLine}, ${city}` }),
    })),
    ...options.branches.map(({ branchCode, name, city }) => ({
      value: `branch:${branchCode}`,
      label: t({ id: 'gold.address.atBranch', message: `Collect at ${name}, ${city}` }),
    })),
  ];
  const proceed = () => {
    const chosen = deliveryOf(value);
    if (!chosen) return;
    goldBasket.setDelivery(chosen);
    void navigate({ to: '/dashboard/physical-gold/summary' });
  };
  return (
    <Stack gap="4">
      <SelectInput
        label={<Trans id="gold.address.where">Where should the gold go?</Trans>}
        helper={<Trans id="gold.address.hint">A saved address of yours, or a branch where you collect it.</Trans>}
        value={value}
        onChange={setValue}
        options={choices}
        name="delivery"
        testId="gold-delivery"
        required
      />
      {options.addresses.length === 0 ? (
        <Text color="fg.muted" data-testid="gold-no-address">
          <Trans id="gold.address.none">No saved address yet. Add one, or collect your order at a branch.</Trans>
        </Text>
      ) : null}
      <Flex gap="3" justify="flex-end" wrap="wrap" direction={{ base: 'column-reverse', md: 'row' }}>
        <Button asChild variant="outline" data-testid="gold-add-address">
          <Link to="/dashboard/physical-gold/add-address">
            <Trans id="gold.address.add">Add an address</Trans>
          </Link>
        </Button>
        <Button onClick={proceed} data-testid="gold-address-continue">
          <Trans id="gold.address.continue">See the summary</Trans>
        </Button>
      </Flex>
    </Stack>
  );
}
