import { Button, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { consentQueryOptions } from '../../api/open-banking';
import { FormMessage } from '../../components/form-message';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { SegmentTitle } from '../../components/segment-title';
import { ConsentDetails } from './consent-details';
import { decisionOf } from './decision-memory';

/**
 * /dashboard/open-banking/success and /transfer-success: the decision as the bank holds it, and the
 * way back to the provider (its redirect address with the code, or with the refusal).
 */
export function ConsentSuccessScreen({ consentId, kind }: { consentId: string; kind: 'AIS' | 'PIS' }) {
  const query = useQuery({ ...consentQueryOptions(consentId), enabled: consentId !== '' });
  const decided = decisionOf(consentId);
  const provider = decided?.consent.providerName ?? '';
  return (
    <PageFrame
      title={<SegmentTitle segment={kind === 'AIS' ? 'success' : 'transfer-success'} />}
      testId="consent-success"
    >
      <Stack gap="6">
        {decided ? (
          <FormMessage status={decided.approved ? 'success' : 'info'} testId="consent-outcome">
            {decided.approved ? (
              kind === 'AIS' ? (
                <Trans id="openBanking.success.approved">
                  You approved the permission. Go back to the app to finish.
                </Trans>
              ) : (
                <Trans id="openBanking.success.paymentApproved">
                  You approved the payment. Go back to the app; it makes the payment now.
                </Trans>
              )
            ) : (
              <Trans id="openBanking.success.refused">You refused the request. The app gets nothing.</Trans>
            )}
          </FormMessage>
        ) : (
          <Text color="fg.muted">
            <Trans id="openBanking.success.noReturn">The way back to the app is no longer known on this page.</Trans>
          </Text>
        )}
        {consentId ? (
          <QueryState query={query} testId="consent">
            {(data) => <ConsentDetails consent={data.consent} testId="consent-result" />}
          </QueryState>
        ) : null}
        <Stack direction={{ base: 'column', md: 'row' }} gap="3" justify="flex-end">
          <Button asChild variant="outline">
            <Link to="/dashboard/open-banking" data-testid="consent-to-list">
              <Trans id="openBanking.success.toList">My open banking permissions</Trans>
            </Link>
          </Button>
          {decided ? (
            <Button asChild>
              <a href={decided.redirectUrl} data-testid="consent-return">
                <Trans id="openBanking.success.return">Return to {provider}</Trans>
              </a>
            </Button>
          ) : null}
        </Stack>
      </Stack>
    </PageFrame>
  );
}
