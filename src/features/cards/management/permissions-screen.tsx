import { Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from '@modular-forms/react';
import { useState } from 'react';
import { changeCard } from '../../../api/cards-management';
import { FormScreen } from '../../../components/form-screen';
import { SegmentTitle } from '../../../components/segment-title';
import type { CardDetail, CardPermissions } from '../../../contract/cards';
import { CHANGE } from '../../../contract/cards-management';
import { useDecisionAction } from '../../../lib/use-decision-action';
import { CardHeader, ManagedCard, useBackToCard, useCardChangeDone, type ManagedPageProps } from './management-kit';
import { SwitchField } from './switch-field';

/** card-permission: online (closed until the holder opens it, BDDK 2017), contactless, abroad, ATM abroad (needs abroad). */
export function PermissionsScreen(props: ManagedPageProps) {
  return (
    <ManagedCard {...props} segment="card-permission" changes={[CHANGE.SetPermissions]}>
      {(card) => <PermissionsForm {...props} card={card} />}
    </ManagedCard>
  );
}

type NoFields = Record<string, never>;

function PermissionsForm({ area, card }: ManagedPageProps & { card: CardDetail }) {
  const { t } = useLingui();
  const action = useDecisionAction();
  const back = useBackToCard(area, card.id);
  const done = useCardChangeDone(area);
  const [form] = useForm<NoFields>({ initialValues: {} });
  const [values, setValues] = useState<CardPermissions>(card.permissions);
  const set = (key: keyof CardPermissions) => (checked: boolean) =>
    setValues((now) =>
      // ATM abroad needs abroad: closing abroad closes it too.
      key === 'abroad' && !checked ? { ...now, abroad: false, atmAbroad: false } : { ...now, [key]: checked },
    );
  const submit = () => {
    const body = { cardId: card.id, ...values };
    return action.submit(body, {
      call: (key, sent) => changeCard(CHANGE.SetPermissions, sent, key),
      successMessage: t({ id: 'cardMgmt.permissions.done', message: 'The card’s permissions are saved.' }),
      onDone: (result) => {
        if (result && 'card' in result) done(result, null);
      },
    });
  };
  return (
    <FormScreen
      of={form}
      onSubmit={submit}
      title={<SegmentTitle segment="card-permission" />}
      onBack={back}
      testId="card-permissions"
      formTestId="card-permissions-form"
      submitLabel={<Trans id="cardMgmt.permissions.submit">Save the permissions</Trans>}
      submitTestId="card-permissions-submit"
      action={action}
      needsOnline
      aside={<CardHeader card={card} />}
    >
      <Stack gap="4" role="group" aria-labelledby="card-permissions-legend">
        <Text id="card-permissions-legend" fontWeight="semibold">
          <Trans id="cardMgmt.permissions.legend">Where the card can be used</Trans>
        </Text>
        <SwitchField
          name="online"
          testId="permission-online"
          checked={values.online}
          onChange={set('online')}
          label={<Trans id="cardMgmt.permissions.online">Online and mail-order shopping</Trans>}
          helper={<Trans id="cardMgmt.permissions.onlineHelp">Closed on a new card until you open it.</Trans>}
        />
        <SwitchField
          name="contactless"
          testId="permission-contactless"
          checked={values.contactless}
          onChange={set('contactless')}
          label={<Trans id="cardMgmt.permissions.contactless">Contactless payments</Trans>}
        />
        <SwitchField
          name="abroad"
          testId="permission-abroad"
          checked={values.abroad}
          onChange={set('abroad')}
          label={<Trans id="cardMgmt.permissions.abroad">Use abroad</Trans>}
        />
        <SwitchField
          name="atmAbroad"
          testId="permission-atm-abroad"
          checked={values.atmAbroad}
          onChange={set('atmAbroad')}
          disabled={!values.abroad}
          label={<Trans id="cardMgmt.permissions.atmAbroad">Cash from ATMs abroad</Trans>}
          helper={<Trans id="cardMgmt.permissions.atmAbroadHelp">Open use abroad first.</Trans>}
        />
      </Stack>
    </FormScreen>
  );
}
