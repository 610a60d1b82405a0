import { Button, Card } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { AppDialog } from './app-dialog';

export interface DashboardCardProps {
  title: ReactNode;
  /** What the card shows. */
  children: ReactNode;
  /** The full content, in a dialog behind "Show more activity"; no button without it. */
  more?: ReactNode;
  testId?: string;
}

/** The dashboard card widget (spec section 2): a title and a "show more activity" dialog. */
export function DashboardCard({ title, children, more, testId = 'dashboard-card' }: DashboardCardProps) {
  const [open, setOpen] = useState(false);
  return (
    <Card.Root data-testid={testId} size="sm">
      <Card.Header>
        {/* h2: the page title is the h1, so the cards under it are its sections (axe heading-order). */}
        <Card.Title as="h2">{title}</Card.Title>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
      {more !== undefined ? (
        <Card.Footer>
          <Button variant="ghost" size="sm" onClick={() => setOpen(true)} data-testid={`${testId}-more`}>
            <Trans id="dashboardCard.more">Show more activity</Trans>
          </Button>
        </Card.Footer>
      ) : null}
      <AppDialog
        open={open}
        title={title}
        onDismiss={() => setOpen(false)}
        testId={`${testId}-dialog`}
        footer={
          <Button onClick={() => setOpen(false)} data-testid={`${testId}-dialog-close`}>
            <Trans id="common.close">Close</Trans>
          </Button>
        }
      >
        {more}
      </AppDialog>
    </Card.Root>
  );
}
