import type { ContactMessageEvent, RecordedEvent } from '@shop/core';
import type { Reaction, Workflow } from '@shop/projections';
import { enqueueEmail } from '../jobs/send-email.job.js';
import { contactStaffMail } from './contact-message.mail.js';
import { streamId, type WorkflowContext } from './workflow-context.js';

const name = 'contact-message';

/**
 * A contact-form message, once kept, is mailed to staff. The mail's id is the message's, so a
 * replay after a crash queues it once; the mail queue retries delivery.
 */
export function contactMessageWorkflow({
  queues,
  staffEmail,
  resellerSiteName,
}: WorkflowContext): Workflow {
  const mailStaff: Reaction = {
    step: 'mail-staff',
    async run(event) {
      const { data } = event as RecordedEvent & ContactMessageEvent;
      await enqueueEmail(
        queues.mail,
        contactStaffMail(streamId(event), data, staffEmail, resellerSiteName),
      );
    },
  };

  return {
    name,
    reactionsTo(event) {
      return event.streamName.startsWith('contact-') && event.type === 'ContactMessageReceived'
        ? [mailStaff]
        : [];
    },
  };
}
