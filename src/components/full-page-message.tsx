import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { HOME_HREF } from '../lib/brand';

export interface FullPageMessageProps {
  title: ReactNode;
  body: ReactNode;
  /** The error page speaks as an alert in the error colour; the not-found page is plain. */
  tone?: 'plain' | 'error';
}

/** A page-sized message with a way home: the error and not-found pages. */
export function FullPageMessage({ title, body, tone = 'plain' }: FullPageMessageProps) {
  return (
    <Center minHeight="100dvh" padding="6">
      <Stack gap="4" textAlign="center" maxWidth="md" role={tone === 'error' ? 'alert' : undefined}>
        <Heading as="h1" size="2xl" color={tone === 'error' ? 'danger' : undefined}>
          {title}
        </Heading>
        <Text color="fg.muted">{body}</Text>
        <Button asChild>
          <a href={HOME_HREF}>
            <Trans id="common.returnHome">Return to home</Trans>
          </a>
        </Button>
      </Stack>
    </Center>
  );
}
