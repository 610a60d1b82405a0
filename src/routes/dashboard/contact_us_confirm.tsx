import { createFileRoute } from '@tanstack/react-router';
import { ContactConfirmScreen } from '../../features/contact/contact-confirm-screen';

export const Route = createFileRoute('/dashboard/contact_us_confirm')({
  component: ContactConfirmScreen,
});
