import { Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { DetailList } from '../../components/detail-list';
import { DetailRow } from '../../components/detail-row';
import { Money } from '../../components/money';
import { formatDate, formatMonth } from '../../contract/date-text';
import { useLanguage } from '../../lib/use-language';

export interface BillDetailsProps {
  billerName: string;
  subscriberLabel?: string;
  subscriberNo: string;
  maskedSubscriberName: string;
  bills: readonly { id: string; period: string; dueDate: string; amount: string }[];
  total: string;
  source: ReactNode;
  children?: ReactNode;
}

/** A bill payment's rows (the summary and the receipt): institution, subscriber, each bill, total, account. */
export function BillDetails(props: BillDetailsProps) {
  const language = useLanguage();
  return (
    <DetailList testId="bill-details">
      <DetailRow label={<Trans id="bills.details.institution">Institution</Trans>} testId="bill-detail-biller">
        {props.billerName}
      </DetailRow>
      <DetailRow
        label={props.subscriberLabel ?? <Trans id="bills.details.subscriber">Subscriber number</Trans>}
        testId="bill-detail-subscriber"
      >
        {props.subscriberNo} · {props.maskedSubscriberName}
      </DetailRow>
      <DetailRow label={<Trans id="bills.details.bills">Bills</Trans>} testId="bill-detail-bills">
        <Stack gap="1" as="ul" listStyleType="none">
          {props.bills.map((b) => {
            const due = formatDate(b.dueDate, language);
            return (
              <Text as="li" key={b.id}>
                {formatMonth(b.period, language)} · <Trans id="bills.details.due">due {due}</Trans> ·{' '}
                <Money amount={b.amount} />
              </Text>
            );
          })}
        </Stack>
      </DetailRow>
      <DetailRow label={<Trans id="bills.details.total">Total</Trans>}>
        <Money amount={props.total} testId="bill-detail-total" />
      </DetailRow>
      <DetailRow label={<Trans id="bills.details.source">From account</Trans>} testId="bill-detail-source">
        {props.source}
      </DetailRow>
      {props.children}
    </DetailList>
  );
}
