import { Alert, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { changeIpRestriction, ipRestrictionKeys } from '../../api/ip-restrictions';
import { ApproveStepScreen } from '../../components/approve-step-screen';
import { DetailList } from '../../components/detail-list';
import { DetailRow } from '../../components/detail-row';
import { SegmentTitle } from '../../components/segment-title';
import { showSnackbar } from '../../components/snackbar';
import { IpRestrictionListSchema, type IpRestrictionList } from '../../contract/ip-restrictions';
import { ipDecision } from './ip-decision';

const isList = (data: unknown): data is IpRestrictionList => v.is(IpRestrictionListSchema, data);

/** /dashboard/ip-restrictions/confirm: what changes, a warning when this address is left out, then the code. */
export function IpConfirmScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const verbText = {
    Create: t({ id: 'settings.ip.verb.create', message: 'Allow' }),
    Update: t({ id: 'settings.ip.verb.update', message: 'Change' }),
    Delete: t({ id: 'settings.ip.verb.delete', message: 'Remove' }),
  };
  return (
    <ApproveStepScreen
      decision={ipDecision}
      title={<SegmentTitle segment="confirm" />}
      details={(plan, request) => {
        const currentIp = plan.currentIp ?? '?';
        return (
          <>
            <DetailList testId="ip-confirm-details">
              <DetailRow label={<Trans id="settings.ip.action">Action</Trans>}>{verbText[request.verb]}</DetailRow>
              <DetailRow label={<Trans id="settings.ip.range">Address or range</Trans>} testId="ip-confirm-cidr">
                {plan.cidr}
              </DetailRow>
              {plan.label ? (
                <DetailRow label={<Trans id="settings.ip.labelShort">Label</Trans>}>{plan.label}</DetailRow>
              ) : null}
              <DetailRow
                label={<Trans id="settings.ip.after">Allowed after the change</Trans>}
                testId="ip-confirm-after"
              >
                {plan.after.length ? plan.after.join(', ') : <Trans id="settings.ip.any">Any address</Trans>}
              </DetailRow>
            </DetailList>
            {plan.lockout ? (
              <Alert.Root status="warning" marginTop="4" data-testid="ip-lockout-warning">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>
                    <Trans id="settings.ip.lockoutTitle">You will not be able to sign in from here</Trans>
                  </Alert.Title>
                  <Alert.Description>
                    <Text>
                      <Trans id="settings.ip.lockoutBody">
                        Your address now ({currentIp}) is outside the allowed addresses after this change. This session
                        stays, but the next sign-in from here is refused. Approve only if that is what you want.
                      </Trans>
                    </Text>
                  </Alert.Description>
                </Alert.Content>
              </Alert.Root>
            ) : null}
          </>
        );
      }}
      execute={(request, key) => changeIpRestriction(request, key)}
      isOutcome={isList}
      onBack={(origin) => void navigate({ to: `/dashboard/${origin}` })}
      onDone={(list) => {
        queryClient.setQueryData(ipRestrictionKeys.all, list);
        showSnackbar(t({ id: 'settings.ip.done', message: 'Your IP restrictions are saved.' }));
        void navigate({ to: '/dashboard/ip-restrictions' });
      }}
      whenMissing={<Navigate to="/dashboard/ip-restrictions" />}
    />
  );
}
