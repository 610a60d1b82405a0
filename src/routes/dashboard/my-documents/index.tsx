import { createFileRoute } from '@tanstack/react-router';
import { DocumentsSearchSchema } from '../../../contract/documents';
import { DocumentsScreen } from '../../../features/documents/documents-screen';

export const Route = createFileRoute('/dashboard/my-documents/')({
  validateSearch: DocumentsSearchSchema,
  component: function MyDocumentsRoute() {
    return <DocumentsScreen search={Route.useSearch()} />;
  },
});
