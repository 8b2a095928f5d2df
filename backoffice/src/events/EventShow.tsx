import { NumberField, SelectField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { DateTimeField } from './DateTimeField';
import { EventShowActions } from './EventShowActions';
import { JsonField } from './JsonField';

// SelectField translates these names, so the stored codes show in the reader's language.
const actorKinds = [
  { id: 'user', name: 'resources.events.actor_kinds.user' },
  { id: 'job', name: 'resources.events.actor_kinds.job' },
  { id: 'system', name: 'resources.events.actor_kinds.system' },
];

const roles = [
  { id: 'customer', name: 'shop.roles.customer' },
  { id: 'seller', name: 'shop.roles.seller' },
  { id: 'staff', name: 'shop.roles.staff' },
];

export const EventShow = () => (
  <Show actions={<EventShowActions />}>
    <SimpleShowLayout>
      <TextField source="event_id" />
      <NumberField source="position" options={{ useGrouping: false }} />
      <DateTimeField source="occurred_at" />
      <TextField source="stream_name" />
      <TextField source="category" />
      <NumberField source="revision" />
      <TextField source="type" />
      <TextField source="actor_label" />
      <SelectField source="actor.kind" choices={actorKinds} />
      <SelectField source="actor.role" choices={roles} />
      <TextField source="correlation_id" />
      <TextField source="causation_id" />
      <JsonField source="data" />
    </SimpleShowLayout>
  </Show>
);
