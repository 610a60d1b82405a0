import { createFileRoute } from '@tanstack/react-router';
import { goldDeliveryQueryOptions } from '../../../api/physical-gold';
import { GoldAddressScreen } from '../../../features/physical-gold/gold-address-screen';

export const Route = createFileRoute('/dashboard/physical-gold/address')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(goldDeliveryQueryOptions()),
  component: GoldAddressScreen,
});
