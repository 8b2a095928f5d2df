import ContactMailIcon from '@mui/icons-material/ContactMail';
import { lazy } from 'react';

const ContactMessageList = lazy(async () => ({
  default: (await import('./ContactMessageList')).ContactMessageList,
}));

/** Staff only: what visitors wrote through the contact form (`/api/admin/contact-messages`). */
export default {
  list: ContactMessageList,
  icon: ContactMailIcon,
  recordRepresentation: (record: { subject: string }) => record.subject,
};
