import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from '@modular-forms/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { cardStatementKeys, cardStatementsQueryOptions, updateStatementCutoff } from '../../../api/card-statements';
import { cardKeys } from '../../../api/cards';
import { DetailList } from '../../../components/detail-list';
import { DetailRow } from '../../../components/detail-row';
import { FormField } from '../../../components/form-field';
import { FormMessage } from '../../../components/form-message';
import { FormScreen } from '../../../components/form-screen';
import { SelectInput } from '../../../components/inputs/select-input';
import { SegmentTitle } from '../../../components/segment-title';
import { showSnackbar } from '../../../components/snackbar';
import { MIN_DAYS_AFTER_LAST_STATEMENT, type StatementSettings } from '../../../contract/card-statements';
import type { CardDetail } from '../../../contract/cards';
import { dayText } from '../../../contract/date-text';
import { IssueKey } from '../../../contract/message-codes';
import { useDecisionAction } from '../../../lib/use-decision-action';
import { useLanguage } from '../../../lib/use-language';
import { StatementSettingsFrame, useBackToCard } from './statement-settings-frame';

type CutoffValues = {
  cutoffDay: string;
};

/**
 * /dashboard/credit-cards/credit-card-detail/statement-cutoff-date-update?cardId=: a main credit
 * card's cut-off day, one of the bank's days, confirmed with a code. The page states when the new
 * day starts to count; the answer names the next cut-off date.
 */
export function StatementCutoffScreen({ cardId }: { cardId: string | undefined }) {
  return (
    <StatementSettingsFrame cardId={cardId} segment="statement-cutoff-date-update">
      {(card) => <CutoffForm card={card} />}
    </StatementSettingsFrame>
  );
}

function CutoffForm({ card }: { card: CardDetail }) {
  const { t } = useLingui();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const back = useBackToCard(card.id);
  const action = useDecisionAction();
  const statements = useQuery(cardStatementsQueryOptions(card.id));
  const lastCutoff = statements.data?.statements[0]?.cutoffDate;
  const [form] = useForm<CutoffValues>({
    initialValues: { cutoffDay: String(card.cutoffDay) },
    validate: (values) => (values.cutoffDay ? {} : { cutoffDay: IssueKey.Required }),
    validateOn: 'blur',
    revalidateOn: 'change',
  });
  const days = card.cutoffDays ?? [];
  const options = days.map((day) => ({
    value: String(day),
    label: t({ id: 'cardStatements.cutoff.dayOption', message: `Day ${day} of every month` }),
  }));
  const submit = (values: CutoffValues) => {
    const body = { cardId: card.id, cutoffDay: Number(values.cutoffDay) };
    return action.submit(body, {
      call: (key, withCode) => updateStatementCutoff(withCode, key),
      suppressSnackbar: true,
      onDone: (data) => {
        const settings = data as StatementSettings | null;
        const newDay = settings?.cutoffDay ?? body.cutoffDay;
        const next = day(settings?.nextCutoffDate);
        showSnackbar(
          t({
            id: 'cardStatements.cutoff.done',
            message: `The cut-off day is now ${newDay}; the next statement is cut on ${next}.`,
          }),
        );
        void queryClient.invalidateQueries({ queryKey: cardKeys.all });
        void queryClient.invalidateQueries({ queryKey: cardStatementKeys.all });
        back();
      },
    });
  };
  const day = (iso: string | null | undefined) => (iso ? dayText(iso, language) : '');
  return (
    <FormScreen
      of={form}
      onSubmit={submit}
      title={<SegmentTitle segment="statement-cutoff-date-update" />}
      onBack={back}
      testId="statement-cutoff-date-update"
      formTestId="statement-cutoff-form"
      submitLabel={<Trans id="cardStatements.cutoff.submit">Change the cut-off day</Trans>}
      submitTestId="statement-cutoff-submit"
      action={action}
      needsOnline
      aside={
        <>
          <DetailList testId="statement-cutoff-now">
            <DetailRow label={<Trans id="cardStatements.cutoff.card">Card</Trans>} testId="statement-cutoff-card">
              {card.productName} {card.maskedNumber}
            </DetailRow>
            <DetailRow label={<Trans id="cardStatements.cutoff.current">Cut-off day now</Trans>}>
              <span data-testid="statement-cutoff-current">{card.cutoffDay}</span>
            </DetailRow>
            <DetailRow label={<Trans id="cardStatements.cutoff.last">Last statement</Trans>}>
              <span data-testid="statement-cutoff-last">{day(lastCutoff)}</span>
            </DetailRow>
            <DetailRow label={<Trans id="cardStatements.cutoff.next">Next cut-off date</Trans>}>
              <span data-testid="statement-cutoff-next">{day(card.cutoffDate)}</span>
            </DetailRow>
          </DetailList>
          <FormMessage status="info" testId="statement-cutoff-rule">
            <Text as="span">
              <Trans id="cardStatements.cutoff.rule">
                The new day counts from its first date after today that is at least {MIN_DAYS_AFTER_LAST_STATEMENT} days
                after your last statement; from then on every statement is cut on that day (in a shorter month, on its
                last day). The due date is 10 days after the cut-off, moved to the next working day.
              </Trans>
            </Text>
          </FormMessage>
        </>
      }
    >
      <FormField of={form} name="cutoffDay" fallback="" required>
        {(input) => (
          <SelectInput
            {...input}
            label={<Trans id="cardStatements.cutoff.day">New cut-off day</Trans>}
            options={options}
            name="cutoffDay"
            testId="statement-cutoff-day"
          />
        )}
      </FormField>
    </FormScreen>
  );
}
