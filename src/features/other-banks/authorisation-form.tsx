import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { LinkStarted } from '../../contract/other-banks';
import type { DecisionRun } from '../../lib/use-decision-action';

/** Where the customer authorises the consent: the other bank's page (a full navigation; it sends them back). */
export const goToAuthorisation = (url: string) => window.location.assign(url);

/** The decision options of a link or a renewal: no snackbar, then on to the other bank's page. */
export const toAuthorisation = <Body extends object>(
  call: DecisionRun<LinkStarted, Body>['call'],
): DecisionRun<LinkStarted, Body> => ({
  call,
  suppressSnackbar: true,
  onDone: (data) => {
    if (data) goToAuthorisation(data.authorisationUrl);
  },
});

/** The bordered form of a link or a renewal, sent by its button or Enter, with the page's own checks only. */
export function AuthorisationForm({
  testId,
  onSubmit,
  children,
}: {
  testId: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <chakra.form
      bg="bg"
      borderWidth="1px"
      borderRadius="l2"
      padding="4"
      data-testid={testId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </chakra.form>
  );
}
