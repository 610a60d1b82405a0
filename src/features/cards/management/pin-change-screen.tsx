import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from '@modular-forms/react';
import { changeCard } from '../../../api/cards-management';
import { FormField } from '../../../components/form-field';
import { FormScreen } from '../../../components/form-screen';
import { SegmentTitle } from '../../../components/segment-title';
import { TextInput } from '../../../components/text-input';
import type { CardDetail } from '../../../contract/cards';
import { CHANGE, PIN_LENGTH } from '../../../contract/cards-management';
import { IssueKey, MessageCode } from '../../../contract/message-codes';
import { useDecisionAction } from '../../../lib/use-decision-action';
import { CardHeader, ManagedCard, useBackToCard, useCardChangeDone, type ManagedPageProps } from './management-kit';

type PinValues = {
  pin: string;
  pinRepeat: string;
};

/** The form's own checks (the bank checks the rest: runs, repeats, the birth date, the BDDK list, the current PIN). */
export const pinFormIssues = (values: Partial<PinValues>): Partial<Record<keyof PinValues, string>> => {
  const issues: Partial<Record<keyof PinValues, string>> = {};
  const format = new RegExp(`^\\d{${PIN_LENGTH}}$`);
  if (!values.pin) issues.pin = IssueKey.Required;
  else if (!format.test(values.pin)) issues.pin = MessageCode.CardPinFormat;
  if (!values.pinRepeat) issues.pinRepeat = IssueKey.Required;
  else if (values.pin && values.pinRepeat !== values.pin) issues.pinRepeat = MessageCode.CardPinMismatch;
  return issues;
};

/** card-password-change: the new PIN twice (ENC1 on the wire), the bank's rules, the code. */
export function PinChangeScreen(props: ManagedPageProps) {
  return (
    <ManagedCard {...props} segment="card-password-change" changes={[CHANGE.ChangePin]}>
      {(card) => <PinForm {...props} card={card} />}
    </ManagedCard>
  );
}

function PinForm({ area, card }: ManagedPageProps & { card: CardDetail }) {
  const { t } = useLingui();
  const action = useDecisionAction();
  const back = useBackToCard(area, card.id);
  const done = useCardChangeDone(area);
  const [form] = useForm<PinValues>({
    initialValues: { pin: '', pinRepeat: '' },
    validate: (values) => pinFormIssues(values),
    validateOn: 'blur',
    revalidateOn: 'change',
  });
  const submit = (values: PinValues) => {
    const body = { cardId: card.id, pin: values.pin, pinRepeat: values.pinRepeat };
    return action.submit(body, {
      call: (key, sent) => changeCard(CHANGE.ChangePin, sent, key),
      successMessage: t({ id: 'cardMgmt.pin.done', message: 'The card PIN is changed.' }),
      onDone: (result) => {
        if (result && 'card' in result) done(result, null);
      },
    });
  };
  const pinInput = { type: 'password', inputMode: 'numeric', autoComplete: 'off', maxLength: PIN_LENGTH } as const;
  return (
    <FormScreen
      of={form}
      onSubmit={submit}
      title={<SegmentTitle segment="card-password-change" />}
      onBack={back}
      testId="card-pin-change"
      formTestId="card-pin-form"
      submitLabel={<Trans id="cardMgmt.pin.submit">Change the PIN</Trans>}
      submitTestId="card-pin-submit"
      action={action}
      needsOnline
      aside={
        <>
          <CardHeader card={card} />
          <Text color="fg.muted" data-testid="card-pin-rules">
            <Trans id="cardMgmt.pin.rules">
              Choose 4 digits that are hard to guess: not one digit repeated (1111), not a run (1234, 9876), not your
              birth year or birthday, not a well-known year such as 1453, 1903 or 1923, and not your current PIN.
            </Trans>
          </Text>
        </>
      }
    >
      <FormField of={form} name="pin" fallback="" required>
        {(input) => (
          <TextInput {...input} {...pinInput} label={<Trans id="cardMgmt.pin.new">New PIN</Trans>} testId="card-pin" />
        )}
      </FormField>
      <FormField of={form} name="pinRepeat" fallback="" required>
        {(input) => (
          <TextInput
            {...input}
            {...pinInput}
            label={<Trans id="cardMgmt.pin.repeat">New PIN again</Trans>}
            testId="card-pin-repeat"
          />
        )}
      </FormField>
    </FormScreen>
  );
}
