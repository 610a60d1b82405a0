import { createFileRoute } from '@tanstack/react-router';
import { ApplicationSearchSchema } from '../../../contract/card-applications';
import { ApplicationSuccessScreen } from '../../../features/cards/applications/application-success-screen';

export const Route = createFileRoute('/dashboard/card-application/card-application-success')({
  validateSearch: ApplicationSearchSchema,
  component: function ApplicationSuccessRoute() {
    return <ApplicationSuccessScreen applicationId={Route.useSearch().applicationId} />;
  },
});
