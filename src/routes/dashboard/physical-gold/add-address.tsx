import { createFileRoute } from '@tanstack/react-router';
import { goldDeliveryQueryOptions } from '../../../api/physical-gold';
import { GoldAddAddressScreen } from '../../../features/physical-gold/gold-add-address-screen';

export const Route = createFileRoute('/dashboard/physical-gold/add-address')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(goldDeliveryQueryOptions()),
  component: GoldAddAddressScreen,
});
