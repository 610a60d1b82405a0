import { createFileRoute } from '@tanstack/react-router';
import { TransferSuccessSearchSchema } from '../../contract/transfer-routes';
import { SuccessScreen } from '../../features/transfers/success-screen';

export const Route = createFileRoute('/dashboard/success-page')({
  validateSearch: TransferSuccessSearchSchema,
  component: function SuccessPageRoute() {
    const { id, from } = Route.useSearch();
    return <SuccessScreen id={id} from={from} />;
  },
});
