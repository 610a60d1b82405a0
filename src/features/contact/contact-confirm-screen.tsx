import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { contactKeys, saveContactRequest } from '../../api/contact';
import { DetailList } from '../../components/detail-list';
import { DetailRow } from '../../components/detail-row';
import { SegmentTitle } from '../../components/segment-title';
import { showSnackbar } from '../../components/snackbar';
import { SummaryConfirmScreen } from '../../components/summary-confirm-screen';
import { ContactRequestSchema, type ContactRequest } from '../../contract/contact';
import { formatBytes } from '../../lib/format-bytes';
import { useLanguage } from '../../lib/use-language';
import { contactDecision } from './contact-decision';
import { CATEGORY_LABEL } from './contact-labels';

const isRequest = (data: unknown): data is ContactRequest => v.is(ContactRequestSchema, data);

/** /dashboard/contact_us_confirm: the request as it will be sent, Edit or Confirm; then my requests with its reference. */
export function ContactConfirmScreen() {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <SummaryConfirmScreen
      decision={contactDecision}
      title={<SegmentTitle segment="contact_us_confirm" />}
      testId="contact-confirm"
      details={(plan, request) => {
        const days = plan.answerDays;
        return (
          <>
            <DetailList testId="contact-confirm-details">
              <DetailRow label={<Trans id="contact.categoryLabel">Subject area</Trans>}>
                {i18n._(CATEGORY_LABEL[plan.category])}
              </DetailRow>
              <DetailRow label={<Trans id="contact.subject">Subject</Trans>}>{request.subject}</DetailRow>
              <DetailRow label={<Trans id="contact.text">Your message</Trans>}>
                <Text whiteSpace="pre-wrap">{request.text}</Text>
              </DetailRow>
              <DetailRow label={<Trans id="contact.files">Attachments</Trans>} testId="contact-confirm-files">
                {plan.files.length
                  ? plan.files.map((f) => `${f.name} (${formatBytes(f.size, language)})`).join(', ')
                  : t({ id: 'contact.noFiles', message: 'None' })}
              </DetailRow>
            </DetailList>
            <Text marginTop="4">
              <Trans id="contact.deadlineNote">The bank answers within {days} days of receiving it.</Trans>
            </Text>
          </>
        );
      }}
      execute={(request, key) => saveContactRequest(request, key)}
      isOutcome={isRequest}
      onBack={() => void navigate({ to: '/dashboard/contact_us_send_request' })}
      onDone={(made) => {
        const reference = made.referenceNumber;
        void queryClient.invalidateQueries({ queryKey: contactKeys.requests() });
        showSnackbar(t({ id: 'contact.sent', message: `Your request is received. Reference number: ${reference}` }));
        void navigate({ to: '/dashboard/contact_us_my_requests', search: { sent: made.id } });
      }}
      whenMissing={<Navigate to="/dashboard/contact_us_send_request" />}
    />
  );
}
