import { Grid } from '@mui/material';
import { BooleanInput, NumberInput, TextInput } from 'react-admin';
import { AmountInput } from '../../../ui/AmountInput';
import { CategoryInput } from './CategoryInput';
import { InputGroup, HALF } from './InputGroup';
import { ProductImagePicker } from './ProductImagePicker';

interface QuickProductInputsProps {
  imageFile: File | null;
  onImageFileChange: (file: File | null) => void;
}

/** The quick form's inputs: name, description, category, price in euro, stock, featured, image. */
export function QuickProductInputs({ imageFile, onImageFileChange }: QuickProductInputsProps) {
  return (
    <InputGroup title="bakery.products.form.basic_info">
      <Grid size={HALF}>
        <TextInput source="name" isRequired fullWidth />
      </Grid>
      <Grid size={HALF}>
        <CategoryInput />
      </Grid>
      <Grid size={HALF}>
        <AmountInput source="price_eur" isRequired fullWidth />
      </Grid>
      <Grid size={HALF}>
        <NumberInput
          source="stock_quantity"
          min={0}
          step={1}
          helperText="bakery.products.form.stock_helper"
          fullWidth
        />
      </Grid>
      <Grid size={12}>
        <TextInput source="description" multiline minRows={3} fullWidth />
      </Grid>
      <Grid size={12}>
        <BooleanInput source="is_featured" />
      </Grid>
      <Grid size={12}>
        <ProductImagePicker file={imageFile} onChange={onImageFileChange} />
      </Grid>
    </InputGroup>
  );
}
