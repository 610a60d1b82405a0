import { Alert, Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { contactAttachment, contactRequestsQueryOptions } from '../../api/contact';
import { DetailList } from '../../components/detail-list';
import { DetailRow } from '../../components/detail-row';
import { ItemList } from '../../components/item-list';
import { ListRow } from '../../components/list-row';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { SegmentTitle } from '../../components/segment-title';
import { showErrorSnackbar } from '../../components/snackbar';
import type { ContactAttachment, ContactRequest } from '../../contract/contact';
import { formatDate, formatDateTime } from '../../contract/date-text';
import { formatBytes } from '../../lib/format-bytes';
import { useLanguage } from '../../lib/use-language';
import { contactDecision } from './contact-decision';
import { CATEGORY_LABEL, STATUS_COLOR, STATUS_LABEL } from './contact-labels';

/** Saves an attachment of one's own request as the file it was. */
const download = async (file: ContactAttachment) => {
  const got = await contactAttachment(file.id);
  const bytes = Uint8Array.from(atob(got.content), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: got.contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = got.fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

/** /dashboard/contact_us_my_requests: the customer's requests with status, deadline, attachments and the bank's answers. */
export function MyRequestsScreen({ sent }: { sent?: string }) {
  const navigate = useNavigate();
  const query = useQuery(contactRequestsQueryOptions());
  const language = useLanguage();
  const outcome = contactDecision.outcome();
  const just = sent && outcome?.id === sent ? outcome : undefined;
  const reference = just?.referenceNumber ?? '';
  const deadline = just ? formatDate(just.answerDeadline, language) : '';
  return (
    <PageFrame
      title={<SegmentTitle segment="contact_us_my_requests" />}
      onBack={() => void navigate({ to: '/dashboard/contact-us' })}
      testId="contact-my-requests"
    >
      <Stack gap="4">
        {just ? (
          <Alert.Root status="success" data-testid="contact-received">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                <Trans id="contact.receivedTitle">Your request is received</Trans>
              </Alert.Title>
              <Alert.Description>
                <Text data-testid="contact-reference">
                  <Trans id="contact.receivedBody">
                    Reference number {reference}. The bank answers by {deadline}.
                  </Trans>
                </Text>
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
        <Text color="fg.muted">
          <Trans id="contact.escalation">
            If you are not satisfied with the answer, or get none by the deadline, you may apply to the TKBB Customer
            Arbitration Committee within 60 days.
          </Trans>
        </Text>
        <HStack>
          <Button
            colorPalette="blue"
            onClick={() => void navigate({ to: '/dashboard/contact_us_send_request' })}
            data-testid="contact-new-request"
          >
            <Trans id="contact.newRequest">Send a request</Trans>
          </Button>
        </HStack>
        <QueryState query={query} testId="contact-requests">
          {(list) => (
            <ItemList
              items={list.requests}
              empty={<Trans id="contact.noRequests">You have not sent a request yet.</Trans>}
              testId="contact-request-list"
              emptyTestId="contact-request-empty"
            >
              {(item) => <RequestRow key={item.id} item={item} />}
            </ItemList>
          )}
        </QueryState>
      </Stack>
    </PageFrame>
  );
}

function RequestRow({ item }: { item: ContactRequest }) {
  const { i18n } = useLingui();
  const language = useLanguage();
  const headingId = `request-${item.id}`;
  return (
    <ListRow data-testid="contact-request-row" aria-labelledby={headingId}>
      <Stack gap="3" width="full">
        <HStack justify="space-between" flexWrap="wrap">
          <Heading as="h2" size="sm" id={headingId}>
            {item.subject}
          </Heading>
          <Badge colorPalette={STATUS_COLOR[item.status]} data-testid="contact-status">
            {i18n._(STATUS_LABEL[item.status])}
          </Badge>
        </HStack>
        <DetailList>
          <DetailRow label={<Trans id="contact.reference">Reference number</Trans>} testId="contact-row-reference">
            {item.referenceNumber}
          </DetailRow>
          <DetailRow label={<Trans id="contact.categoryLabel">Subject area</Trans>}>
            {i18n._(CATEGORY_LABEL[item.category])}
          </DetailRow>
          <DetailRow label={<Trans id="contact.sentAt">Sent</Trans>}>
            {formatDateTime(item.createdAt, language)}
          </DetailRow>
          <DetailRow label={<Trans id="contact.deadline">Answer by</Trans>} testId="contact-row-deadline">
            {formatDate(item.answerDeadline, language)}
          </DetailRow>
        </DetailList>
        <Text whiteSpace="pre-wrap">{item.text}</Text>
        {item.attachments.length > 0 ? (
          <HStack gap="2" flexWrap="wrap">
            {item.attachments.map((file) => (
              <Button
                key={file.id}
                size="sm"
                variant="outline"
                onClick={() => void download(file).catch(() => showErrorSnackbar())}
                data-testid="contact-attachment"
              >
                {file.fileName} ({formatBytes(file.size, language)})
              </Button>
            ))}
          </HStack>
        ) : null}
        {item.answers.map((answer) => {
          const when = formatDateTime(answer.answeredAt, language);
          return (
            <Box
              key={answer.id}
              borderLeftWidth="4px"
              borderColor="green.600"
              paddingStart="3"
              data-testid="contact-answer"
            >
              <Text fontWeight="semibold">
                <Trans id="contact.answerFrom">The bank’s answer, {when}</Trans>
              </Text>
              <Text whiteSpace="pre-wrap">{answer.text}</Text>
            </Box>
          );
        })}
      </Stack>
    </ListRow>
  );
}
