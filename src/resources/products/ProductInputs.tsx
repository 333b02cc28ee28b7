import { Grid } from '@mui/material';
import { BooleanInput, NumberInput, SelectInput, TextInput } from 'react-admin';
import { AmountInput } from '../../ui/AmountInput';
import { AdvancedInputs } from './form/AdvancedInputs';
import { CategoryInput } from './form/CategoryInput';
import { statusChoices, unitChoices } from './form/choices';
import { CostInputs } from './form/CostInputs';
import { EditImageInput } from './form/EditImageInput';
import { FieldsToggle } from './form/FieldsToggle';
import { InputGroup, HALF, THIRD } from './form/InputGroup';
import { ProductImagePicker } from './form/ProductImagePicker';
import { SypFollowsEur } from './form/SypFollowsEur';
import { ADVANCED_FIELDS, COST_FIELDS } from './form/productFormRules';

interface ProductInputsProps {
  /** create: costs shown; edit: costs behind their toggle, and the current image can be replaced or removed. */
  variant: 'create' | 'edit';
  imageFile: File | null;
  onImageFileChange: (file: File | null) => void;
}

/**
 * The inputs of the detailed create form and of the edit form (spec 002 sections 2 and 3). Labels come
 * from resources.products.fields; the rules are the form's validate (form/productFormRules.ts).
 */
export function ProductInputs({ variant, imageFile, onImageFileChange }: ProductInputsProps) {
  return (
    <>
      <InputGroup title="bakery.products.form.basic_info">
        <Grid size={HALF}>
          <TextInput source="name" isRequired fullWidth />
        </Grid>
        <Grid size={HALF}>
          <CategoryInput />
        </Grid>
        <Grid size={HALF}>
          <SelectInput source="unit" choices={unitChoices} isRequired fullWidth />
        </Grid>
        <Grid size={HALF}>
          <TextInput
            source="barcode"
            helperText="bakery.products.form.barcode_helper"
            fullWidth
            slotProps={{ htmlInput: { dir: 'ltr' } }}
          />
        </Grid>
        <Grid size={12}>
          <TextInput source="description" multiline minRows={3} fullWidth />
        </Grid>
      </InputGroup>

      <InputGroup title="bakery.products.form.pricing">
        <Grid size={HALF}>
          <AmountInput source="price_eur" isRequired fullWidth />
        </Grid>
        <Grid size={HALF}>
          <NumberInput
            source="price_syp"
            min={0}
            step={1}
            helperText={variant === 'edit' ? 'bakery.products.form.price_syp_follows' : 'bakery.products.form.price_syp_helper'}
            fullWidth
          />
          {variant === 'edit' && <SypFollowsEur />}
        </Grid>
        {variant === 'create' ? (
          <CostInputs />
        ) : (
          <Grid size={12}>
            <FieldsToggle label="bakery.products.form.show_costs" fields={COST_FIELDS} data-testid="cost-toggle">
              <Grid container columnSpacing={2}>
                <CostInputs />
              </Grid>
            </FieldsToggle>
          </Grid>
        )}
      </InputGroup>

      <InputGroup title="bakery.products.form.inventory">
        <Grid size={THIRD}>
          <NumberInput
            source="stock_quantity"
            min={0}
            step={1}
            helperText="bakery.products.form.stock_helper"
            fullWidth
          />
        </Grid>
        <Grid size={THIRD}>
          <NumberInput
            source="minimum_stock"
            min={0}
            step={1}
            helperText="bakery.products.form.minimum_stock_helper"
            fullWidth
          />
        </Grid>
        <Grid size={THIRD}>
          <SelectInput source="status" choices={statusChoices} isRequired fullWidth />
        </Grid>
        <Grid size={12}>
          <BooleanInput source="is_featured" />
        </Grid>
      </InputGroup>

      <InputGroup title="bakery.products.form.image">
        <Grid size={12}>
          {variant === 'edit' ? (
            <EditImageInput file={imageFile} onChange={onImageFileChange} />
          ) : (
            <ProductImagePicker file={imageFile} onChange={onImageFileChange} />
          )}
        </Grid>
      </InputGroup>

      <FieldsToggle label="bakery.products.form.show_advanced" fields={ADVANCED_FIELDS} data-testid="advanced-toggle">
        <AdvancedInputs />
      </FieldsToggle>
    </>
  );
}
