import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from '@modular-forms/react';
import { useQueryClient } from '@tanstack/react-query';
import { cardStatementKeys, updateStatementPreference } from '../../../api/card-statements';
import { cardKeys } from '../../../api/cards';
import { DetailList } from '../../../components/detail-list';
import { DetailRow } from '../../../components/detail-row';
import { FormField } from '../../../components/form-field';
import { FormScreen } from '../../../components/form-screen';
import { SelectInput } from '../../../components/inputs/select-input';
import { SegmentTitle } from '../../../components/segment-title';
import { showSnackbar } from '../../../components/snackbar';
import type { StatementSettings } from '../../../contract/card-statements';
import { STATEMENT_PREFERENCES, type CardDetail, type StatementPreference } from '../../../contract/cards';
import { IssueKey } from '../../../contract/message-codes';
import { useDecisionAction } from '../../../lib/use-decision-action';
import { StatementSettingsFrame, useBackToCard } from './statement-settings-frame';

export const PREFERENCE_TEXT: Record<StatementPreference, MessageDescriptor> = {
  Email: msg({ id: 'cardStatements.preference.email', message: 'By e-mail' }),
  Post: msg({ id: 'cardStatements.preference.post', message: 'By post' }),
  None: msg({ id: 'cardStatements.preference.none', message: 'Do not send (read them here)' }),
};

type PreferenceValues = {
  preference: string;
};

/**
 * /dashboard/credit-cards/credit-card-detail/statement-sending-preference?cardId=: how a main credit
 * card's statements are sent (e-mail, post, none), confirmed with a code. Every statement stays on
 * the card's detail page as a PDF whatever is chosen.
 */
export function StatementPreferenceScreen({ cardId }: { cardId: string | undefined }) {
  return (
    <StatementSettingsFrame cardId={cardId} segment="statement-sending-preference">
      {(card) => <PreferenceForm card={card} />}
    </StatementSettingsFrame>
  );
}

function PreferenceForm({ card }: { card: CardDetail }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const back = useBackToCard(card.id);
  const action = useDecisionAction();
  const current = card.statementPreference ?? STATEMENT_PREFERENCES[0];
  const [form] = useForm<PreferenceValues>({
    initialValues: { preference: current },
    validate: (values) => (values.preference ? {} : { preference: IssueKey.Required }),
    validateOn: 'blur',
    revalidateOn: 'change',
  });
  const options = STATEMENT_PREFERENCES.map((value) => ({ value, label: i18n._(PREFERENCE_TEXT[value]) }));
  const submit = (values: PreferenceValues) => {
    const body = { cardId: card.id, preference: values.preference as StatementPreference };
    return action.submit(body, {
      call: (key, withCode) => updateStatementPreference(withCode, key),
      suppressSnackbar: true,
      onDone: (data) => {
        const chosen = (data as StatementSettings | null)?.statementPreference ?? body.preference;
        const how = i18n._(PREFERENCE_TEXT[chosen]);
        showSnackbar(t({ id: 'cardStatements.preference.done', message: `Statements are now sent: ${how}.` }));
        void queryClient.invalidateQueries({ queryKey: cardKeys.all });
        void queryClient.invalidateQueries({ queryKey: cardStatementKeys.all });
        back();
      },
    });
  };
  return (
    <FormScreen
      of={form}
      onSubmit={submit}
      title={<SegmentTitle segment="statement-sending-preference" />}
      onBack={back}
      testId="statement-sending-preference"
      formTestId="statement-preference-form"
      submitLabel={<Trans id="cardStatements.preference.submit">Save the preference</Trans>}
      submitTestId="statement-preference-submit"
      action={action}
      needsOnline
      aside={
        <DetailList testId="statement-preference-now">
          <DetailRow label={<Trans id="cardStatements.preference.card">Card</Trans>}>
            {card.productName} {card.maskedNumber}
          </DetailRow>
          <DetailRow label={<Trans id="cardStatements.preference.current">Sent now</Trans>}>
            <span data-testid="statement-preference-current">{i18n._(PREFERENCE_TEXT[current])}</span>
          </DetailRow>
        </DetailList>
      }
    >
      <FormField of={form} name="preference" fallback="" required>
        {(input) => (
          <SelectInput
            {...input}
            label={<Trans id="cardStatements.preference.field">How to send the statements</Trans>}
            helper={
              <Trans id="cardStatements.preference.helper">
                Whatever you choose, every statement stays on the card’s page as a PDF.
              </Trans>
            }
            options={options}
            name="preference"
            testId="statement-preference-field"
          />
        )}
      </FormField>
    </FormScreen>
  );
}
