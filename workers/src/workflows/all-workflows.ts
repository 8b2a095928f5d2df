import type { Workflow } from '@shop/projections';
import { cancelOrderWorkflow } from './cancel-order.workflow.js';
import { checkoutWorkflow } from './checkout.workflow.js';
import { contactMessageWorkflow } from './contact-message.workflow.js';
import { paymentOutcomeWorkflow } from './payment-outcome.workflow.js';
import { paypalPaymentWorkflow } from './paypal-payment.workflow.js';
import { placeOrderWorkflow } from './place-order.workflow.js';
import { shipmentWorkflow } from './shipment.workflow.js';
import { shippingFeeWorkflow } from './shipping-fee.workflow.js';
import type { WorkflowContext } from './workflow-context.js';

/** Every workflow the workers run, each following the event store on its own checkpoint. */
export function allWorkflows(context: WorkflowContext): readonly Workflow[] {
  return [
    checkoutWorkflow(context),
    placeOrderWorkflow(context),
    paypalPaymentWorkflow(context),
    paymentOutcomeWorkflow(context),
    cancelOrderWorkflow(context),
    shipmentWorkflow(context),
    shippingFeeWorkflow(context),
    contactMessageWorkflow(context),
  ];
}
