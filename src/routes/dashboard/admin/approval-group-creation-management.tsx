import { createFileRoute } from '@tanstack/react-router';
import { approvalGroupsQueryOptions, approvalRulesQueryOptions } from '../../../api/corporate-admin';
import { ApprovalAdminScreen } from '../../../features/corporate-admin/approval-admin-screen';

export const Route = createFileRoute('/dashboard/admin/approval-group-creation-management')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(approvalGroupsQueryOptions());
    void context.queryClient.prefetchQuery(approvalRulesQueryOptions());
  },
  component: ApprovalAdminScreen,
});
