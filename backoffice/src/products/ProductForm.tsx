import { SaveButton, TabbedForm, Toolbar, useRecordContext } from 'react-admin';
import { ProductDetailsInputs } from './ProductDetailsInputs';
import { ProductPriceInputs } from './ProductPriceInputs';
import { ProductVariantsInputs } from './ProductVariantsInputs';
import type { ProductFormValues, ProductRecord } from './types';
import { type ProductFormMode, validateProduct } from './validateProduct';

/** What a new product starts with: nothing to fill in for the lists and flags. */
const NEW_PRODUCT: ProductFormValues = {
  title: {},
  description: {},
  collections: [],
  tags: [],
  isNew: true,
  variants: [],
  images: [],
  discount: 0,
  stock: 0,
};

// No delete button: a product is delisted from the page's actions, never deleted. A delisted
// product takes no more changes, so there is nothing to save.
const ProductFormToolbar = () => {
  const record = useRecordContext<ProductRecord>();
  return (
    <Toolbar>
      <SaveButton disabled={record?.listed === false} />
    </Toolbar>
  );
};

/**
 * The form shared by create and edit. The whole form is validated at once, because the
 * server's rules tie inputs together (images point at variants, variants at images).
 */
export const ProductForm = ({ mode }: { mode: ProductFormMode }) => (
  <TabbedForm
    validate={(values) => validateProduct(values, mode)}
    defaultValues={mode === 'create' ? NEW_PRODUCT : undefined}
    toolbar={<ProductFormToolbar />}
    warnWhenUnsavedChanges
  >
    <TabbedForm.Tab label="resources.products.tabs.details">
      <ProductDetailsInputs mode={mode} />
    </TabbedForm.Tab>
    <TabbedForm.Tab label="resources.products.tabs.variants_images" path="variants">
      <ProductVariantsInputs />
    </TabbedForm.Tab>
    <TabbedForm.Tab label="resources.products.tabs.price_stock" path="price">
      <ProductPriceInputs mode={mode} />
    </TabbedForm.Tab>
  </TabbedForm>
);
