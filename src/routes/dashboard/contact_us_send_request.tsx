import { createFileRoute } from '@tanstack/react-router';
import { ContactRequestScreen } from '../../features/contact/contact-request-screen';

export const Route = createFileRoute('/dashboard/contact_us_send_request')({
  component: ContactRequestScreen,
});
