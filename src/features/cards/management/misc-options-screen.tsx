import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from '@modular-forms/react';
import { changeCard } from '../../../api/cards-management';
import { FormField } from '../../../components/form-field';
import { FormScreen } from '../../../components/form-screen';
import { SegmentTitle } from '../../../components/segment-title';
import { TextInput } from '../../../components/text-input';
import type { CardDetail } from '../../../contract/cards';
import { CHANGE, CARD_NICKNAME_MAX, changeAppliesTo, isCardChangeResult } from '../../../contract/cards-management';
import { IssueKey } from '../../../contract/message-codes';
import { isSafeText } from '../../../contract/safe-text';
import { useDecisionAction } from '../../../lib/use-decision-action';
import { useOnline } from '../../../lib/use-online';
import { CardHeader, ManagedCard, useBackToCard, useCardChangeDone, type ManagedPageProps } from './management-kit';
import { SwitchField } from './switch-field';

type NicknameValues = { nickname: string };

export const nicknameIssues = (values: Partial<NicknameValues>): Partial<NicknameValues> => {
  const nickname = values.nickname ?? '';
  if (!isSafeText(nickname)) return { nickname: IssueKey.TextInvalidCharacters };
  if (nickname.trim().length > CARD_NICKNAME_MAX) return { nickname: IssueKey.TooLong };
  return {};
};

/**
 * card-misc-options: the customer's temporary freeze (and unfreeze), the card's own name, and the SMS
 * per transaction. A virtual card has no notifications of its own here.
 */
export function MiscOptionsScreen(props: ManagedPageProps) {
  return (
    <ManagedCard {...props} segment="card-misc-options" changes={[CHANGE.Freeze, CHANGE.Unfreeze, CHANGE.SetNickname]}>
      {(card) => <MiscOptions {...props} card={card} />}
    </ManagedCard>
  );
}

function MiscOptions({ area, card }: ManagedPageProps & { card: CardDetail }) {
  const { t } = useLingui();
  const online = useOnline();
  const action = useDecisionAction();
  const back = useBackToCard(area, card.id);
  const done = useCardChangeDone(area);
  const [form] = useForm<NicknameValues>({
    initialValues: { nickname: card.nickname ?? '' },
    validate: nicknameIssues,
    validateOn: 'blur',
    revalidateOn: 'change',
  });
  const stay = (result: unknown) => {
    if (isCardChangeResult(result)) done(result, null, false);
  };
  const frozen = card.status === 'Frozen';
  const toggleFreeze = () => {
    const body = { cardId: card.id };
    void action.submit(body, {
      call: (key, sent) => changeCard(frozen ? CHANGE.Unfreeze : CHANGE.Freeze, sent, key),
      successMessage: frozen
        ? t({ id: 'cardMgmt.misc.unfrozen', message: 'The card is open again.' })
        : t({
            id: 'cardMgmt.misc.frozen',
            message: 'The card is frozen. Every transaction is declined until you open it.',
          }),
      onDone: stay,
    });
  };
  const setNotifications = (enabled: boolean) => {
    const body = { cardId: card.id, enabled };
    void action.submit(body, {
      call: (key, sent) => changeCard(CHANGE.SetNotifications, sent, key),
      successMessage: t({ id: 'cardMgmt.misc.notificationsDone', message: 'The notification setting is saved.' }),
      onDone: stay,
    });
  };
  const submit = (values: NicknameValues) => {
    const body = { cardId: card.id, nickname: values.nickname.trim() || null };
    return action.submit(body, {
      call: (key, sent) => changeCard(CHANGE.SetNickname, sent, key),
      successMessage: t({ id: 'cardMgmt.misc.nicknameDone', message: 'The card’s name is saved.' }),
      onDone: stay,
    });
  };
  return (
    <FormScreen
      of={form}
      onSubmit={submit}
      title={<SegmentTitle segment="card-misc-options" />}
      onBack={back}
      testId="card-misc-options"
      formTestId="card-nickname-form"
      submitLabel={<Trans id="cardMgmt.misc.nicknameSubmit">Save the name</Trans>}
      submitTestId="card-nickname-submit"
      action={action}
      needsOnline
      aside={
        <Stack gap="5">
          <CardHeader card={card} />
          <Stack gap="2" as="section" aria-labelledby="card-freeze-title">
            <Heading as="h2" size="sm" id="card-freeze-title">
              <Trans id="cardMgmt.misc.freezeTitle">Temporary freeze</Trans>
            </Heading>
            <Text color="fg.muted" data-testid="card-freeze-state">
              {frozen ? (
                <Trans id="cardMgmt.misc.frozenText">
                  The card is frozen: every transaction is declined. Open it again when you want to use it.
                </Trans>
              ) : (
                <Trans id="cardMgmt.misc.activeText">
                  Freeze the card for a while if you cannot find it; you can open it again here. If it is lost or
                  stolen, report it instead.
                </Trans>
              )}
            </Text>
            <Button
              alignSelf="flex-start"
              variant={frozen ? 'solid' : 'outline'}
              onClick={toggleFreeze}
              loading={action.busy}
              disabled={!online}
              data-testid={frozen ? 'card-unfreeze' : 'card-freeze'}
            >
              {frozen ? (
                <Trans id="cardMgmt.misc.unfreeze">Open the card again</Trans>
              ) : (
                <Trans id="cardMgmt.misc.freeze">Freeze the card</Trans>
              )}
            </Button>
          </Stack>
          {changeAppliesTo(CHANGE.SetNotifications, card.kind) ? (
            <Stack gap="2" as="section" aria-labelledby="card-notifications-title">
              <Heading as="h2" size="sm" id="card-notifications-title">
                <Trans id="cardMgmt.misc.notificationsTitle">Notifications</Trans>
              </Heading>
              <SwitchField
                name="notifications"
                testId="card-notifications"
                checked={card.notificationsEnabled}
                onChange={setNotifications}
                disabled={!online || action.busy}
                label={<Trans id="cardMgmt.misc.notifications">An SMS for every card transaction</Trans>}
              />
            </Stack>
          ) : null}
          <Heading as="h2" size="sm">
            <Trans id="cardMgmt.misc.nicknameTitle">Card name</Trans>
          </Heading>
        </Stack>
      }
    >
      <FormField of={form} name="nickname" fallback="">
        {(input) => (
          <TextInput
            {...input}
            maxLength={CARD_NICKNAME_MAX}
            label={<Trans id="cardMgmt.misc.nickname">Your name for the card</Trans>}
            helper={<Trans id="cardMgmt.misc.nicknameHelp">At most 30 characters; leave it empty to clear it.</Trans>}
            testId="card-nickname"
          />
        )}
      </FormField>
    </FormScreen>
  );
}
