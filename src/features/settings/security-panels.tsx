import { Button, chakra, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as v from 'valibot';
import { securityImagesQueryOptions } from '../../api/auth';
import { changeSecurityImage, changeSecurityKey, settingsKeys } from '../../api/settings';
import { ActionFlowDialogs } from '../../components/action-flow-dialogs';
import { TextInput } from '../../components/text-input';
import { ChangeSecurityKeySchema } from '../../contract/settings';
import { useAppContext } from '../../lib/router-context';
import { useDecisionAction } from '../../lib/use-decision-action';

/** The security image: the catalog the first login offers, the current one checked; a code confirms the change. */
export function SecurityImagePanel({ current }: { current: string | null }) {
  const { t } = useLingui();
  const { auth } = useAppContext();
  const queryClient = useQueryClient();
  const images = useQuery(securityImagesQueryOptions());
  const action = useDecisionAction();
  const [chosen, setChosen] = useState(current ?? '');
  const save = () => {
    const body = { imageCode: chosen };
    void action.submit(body, {
      call: (key, sent) => changeSecurityImage(sent, key),
      successMessage: t({ id: 'settings.image.done', message: 'Your security image is changed.' }),
      onDone: () => {
        auth.setSecurityImage(chosen);
        void queryClient.invalidateQueries({ queryKey: settingsKeys.profile() });
      },
    });
  };
  return (
    <form
      data-testid="security-image-change"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <chakra.fieldset>
        <chakra.legend marginBottom="3" color="fg.muted">
          <Trans id="settings.image.legend">
            You see this image when you sign in, so you know the page is your bank's.
          </Trans>
        </chakra.legend>
        <SimpleGrid columns={{ base: 3, md: 6 }} gap="2">
          {(images.data?.images ?? []).map((image) => (
            <chakra.label
              key={image.code}
              display="flex"
              flexDirection="column"
              alignItems="center"
              gap="1"
              padding="2"
              borderWidth="2px"
              borderRadius="md"
              cursor="pointer"
              borderColor={chosen === image.code ? 'brand.solid' : 'border'}
              _focusWithin={FOCUS_RING}
              data-testid="settings-image-option"
              data-image-code={image.code}
            >
              <chakra.input
                type="radio"
                name="imageCode"
                value={image.code}
                checked={chosen === image.code}
                onChange={() => setChosen(image.code)}
                srOnly
              />
              <Image src={image.url} alt={image.title} height="12" objectFit="contain" />
              <Text fontSize="xs" aria-hidden="true">
                {image.title}
              </Text>
            </chakra.label>
          ))}
        </SimpleGrid>
      </chakra.fieldset>
      <Button
        type="submit"
        marginTop="3"
        disabled={!chosen || chosen === current}
        loading={action.busy}
        data-testid="security-image-save"
      >
        <Trans id="settings.image.save">Change the image</Trans>
      </Button>
      <ActionFlowDialogs state={action.dialogs} />
    </form>
  );
}

// eslint-disable-next-line lingui/no-unlocalized-strings -- CSS values
const FOCUS_RING = { outline: '2px solid', outlineColor: 'brand.solid' };

type KeyErrors = Partial<Record<'securityKey' | 'securityKeyRepeat', string>>;

/** A new security key (asked when a password is forgotten), twice; a code confirms it. */
export function SecurityKeyPanel() {
  const { t } = useLingui();
  const action = useDecisionAction();
  const [securityKey, setKey] = useState('');
  const [securityKeyRepeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<KeyErrors>({});
  const save = () => {
    const parsed = v.safeParse(ChangeSecurityKeySchema, { securityKey, securityKeyRepeat });
    if (!parsed.success) {
      const next: KeyErrors = {};
      for (const issue of parsed.issues) {
        const field = issue.path?.[0]?.key as keyof KeyErrors | undefined;
        if (field && !next[field]) next[field] = issue.message;
      }
      return setErrors(next);
    }
    setErrors({});
    const body = { securityKey, securityKeyRepeat };
    void action.submit(body, {
      call: (key, sent) => changeSecurityKey(sent, key),
      successMessage: t({ id: 'settings.key.done', message: 'Your security key is changed.' }),
      onDone: () => {
        setKey('');
        setRepeat('');
      },
    });
  };
  return (
    <form
      data-testid="security-key-change"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Stack gap="3" maxWidth="md">
        <Text color="fg.muted">
          <Trans id="settings.key.intro">
            6 to 20 letters or digits. We ask for it when you reset a forgotten password.
          </Trans>
        </Text>
        <TextInput
          label={<Trans id="settings.key.new">New security key</Trans>}
          value={securityKey}
          onChange={setKey}
          error={errors.securityKey}
          type="password"
          autoComplete="off"
          maxLength={20}
          testId="settings-security-key"
          required
        />
        <TextInput
          label={<Trans id="settings.key.repeat">New security key again</Trans>}
          value={securityKeyRepeat}
          onChange={setRepeat}
          error={errors.securityKeyRepeat}
          type="password"
          autoComplete="off"
          maxLength={20}
          testId="settings-security-key-repeat"
          required
        />
        <Button type="submit" alignSelf="start" loading={action.busy} data-testid="security-key-save">
          <Trans id="settings.key.save">Change the key</Trans>
        </Button>
      </Stack>
      <ActionFlowDialogs state={action.dialogs} />
    </form>
  );
}
