import { SelectInput, type SelectInputProps } from 'react-admin';

/** The site an order was placed on: 1, the main shop, or 2, the regional reseller's host. */
export const SiteInput = (props: Omit<SelectInputProps, 'choices'>) => (
  <SelectInput
    {...props}
    choices={[
      { id: 1, name: 'resources.affiliates.sites.1' },
      { id: 2, name: 'resources.affiliates.sites.2' },
    ]}
  />
);
