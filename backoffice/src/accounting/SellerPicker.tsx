import { Autocomplete, TextField } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import type { SellerRecord } from '../sellers/types';

/** Staff: picks a seller by e-mail. */
export const SellerPicker = ({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (accountId: string | null) => void;
}) => {
  const translate = useTranslate();
  const { data = [], isPending } = useGetList<SellerRecord>('sellers', {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'email', order: 'ASC' },
  });
  return (
    <Autocomplete
      sx={{ minWidth: 260 }}
      loading={isPending}
      options={data}
      getOptionLabel={(seller) => seller.email}
      value={data.find((seller) => seller.id === value) ?? null}
      onChange={(_event, seller) => onChange(seller?.id ?? null)}
      renderInput={(params) => (
        <TextField {...params} label={translate('shop.time_travel.seller')} />
      )}
    />
  );
};
