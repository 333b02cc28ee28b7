import { NumberInput, type NumberInputProps } from 'react-admin';
import { decimalCommaHandlers } from './decimalComma';

/**
 * The app's input for an amount, a price, a rate or any number with decimals: react-admin's NumberInput
 * (the form holds a number) that reads "2,50" as 2.50 instead of the number input's 250. Whole counts
 * (quantities, Syrian pounds) keep NumberInput, where a comma groups thousands.
 */
export function AmountInput(props: NumberInputProps) {
  return <NumberInput step={0.01} {...props} {...decimalCommaHandlers} />;
}
