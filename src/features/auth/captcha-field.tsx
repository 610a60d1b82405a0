import { Box, HStack, IconButton, Image, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { TextInput } from '../../components/text-input';
import type { CaptchaState } from './use-captcha';

/**
 * The captcha image, a refresh button and the answer input. The image's text alternative names it
 * without its answer; the input's hint points to the refresh button, which keyboards reach after the image.
 */
export function CaptchaField({ state, error }: { state: CaptchaState; error?: string }) {
  const { t } = useLingui();
  if (!state.captcha) return null;
  return (
    <Stack gap="2" data-testid="captcha">
      <HStack gap="2">
        <Box borderWidth="1px" borderRadius="l2" bg="white" padding="1">
          <Image
            src={state.captcha.image}
            alt={t({ id: 'captcha.image', message: 'Security code image' })}
            data-testid="captcha-image"
            height="16"
          />
        </Box>
        <IconButton
          variant="outline"
          aria-label={t({ id: 'captcha.refresh', message: 'New security code image' })}
          onClick={() => void state.refresh()}
          data-testid="captcha-refresh"
        >
          <span aria-hidden="true">↻</span>
        </IconButton>
      </HStack>
      {state.failed ? (
        <Text color="fg.error" fontSize="sm">
          <Trans id="captcha.failed">The image could not be loaded. Try a new one.</Trans>
        </Text>
      ) : null}
      <TextInput
        label={<Trans id="captcha.label">Characters in the image</Trans>}
        value={state.value}
        onChange={state.setValue}
        autoComplete="off"
        maxLength={16}
        helper={<Trans id="captcha.hint">Can't read the image? The refresh button next to it shows a new one.</Trans>}
        error={error}
        testId="captcha-input"
      />
    </Stack>
  );
}
